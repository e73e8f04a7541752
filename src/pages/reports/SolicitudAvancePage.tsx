// #/reportes/solicitud-avance (E96EB087; docs/domain/reports.md 'Reports'): range (this month, run on opening), sedes (only with 2E3F932E; without it
// none are sent and the server takes the caller's), 'Consultar' → reportes/solicitud-avance; the
// requests in ADVANCE_COLUMNS, each with an info button opening its grades and course modal.
// After a grades save the editor shows the server's message for 3 s, then the report reloads.
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { today } from '../../../core/engine/clock';
import { schoolClock } from '../../shell/schoolClock';
import { GRADES_MESSAGE_MS } from '../../../core/school/students/grades';
import type { LevelChangeRow, SedesRangeBody } from '../../../core/school/reports/contract';
import { ADVANCE_COLUMNS } from '../../../core/school/reports/columns';
import { AdvanceInfoDialog } from './AdvanceInfoDialog';
import { advanceStudentName } from './advanceRow';
import { DateRangeFields } from './DateRangeFields';
import { monthRange, rangeMessage } from './reportDefaults';
import { sedesBodyOf } from './reportForm';
import { ReportDownload } from './ReportDownload';
import { ReportFrame } from './ReportFrame';
import { ReportResults } from './ReportResults';
import { ReportTable } from './ReportTable';
import { SedeMultiSelect } from './SedeMultiSelect';
import { useMayChooseSedes } from './useMayChooseSedes';
import { useReport } from './useReport';
import { useRunOnOpen } from './useRunOnOpen';

export function SolicitudAvancePage() {
  const mayChoose = useMayChooseSedes();
  const [range, setRange] = useState(() => monthRange(today(schoolClock())));
  const [sedes, setSedes] = useState<number[]>([]);
  const [picked, setPicked] = useState<LevelChangeRow | null>(null);
  const [gradesSaved, setGradesSaved] = useState(0);
  const report = useReport<SedesRangeBody, LevelChangeRow[]>('solicitudAvance');
  const { reload } = report;
  const onRun = () => void report.run(sedesBodyOf(range, sedes, mayChoose));
  useRunOnOpen(onRun);
  const rows = report.result?.data ?? [];
  // The row as the last reading has it (the modal stays open across a reload).
  const selected = picked ? (rows.find((row) => row.id === picked.id) ?? picked) : null;
  useEffect(() => {
    if (gradesSaved === 0) return undefined;
    const timer = setTimeout(() => void reload(), GRADES_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [gradesSaved, reload]);
  const dialog = selected ? (
    <AdvanceInfoDialog
      row={selected}
      onGradesSaved={() => setGradesSaved((n) => n + 1)}
      onClose={(courseChanged) => {
        setPicked(null);
        if (courseChanged) void reload();
      }}
    />
  ) : null;
  return (
    <ReportFrame
      report="solicitudAvance"
      problem={rangeMessage(range)}
      running={report.running}
      onRun={onRun}
      runLabel="Consultar"
      download={<ReportDownload report="solicitudAvance" body={report.result?.body ?? null} />}
      results={
        report.result ? (
          <ReportResults title="Solicitudes de avance" empty={rows.length === 0}>
            {dialog}
            <ReportTable
              label="Solicitudes de avance"
              columns={ADVANCE_COLUMNS}
              rows={rows}
              rowKey={(row) => row.id}
              actions={(row) => (
                <Tooltip title="Notas y curso">
                  <IconButton size="small" aria-label={`Notas y curso de ${advanceStudentName(row)}`} onClick={() => setPicked(row)}>
                    <InfoOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            />
          </ReportResults>
        ) : null
      }
    >
      <DateRangeFields value={range} onChange={setRange} disabled={report.running} />
      <SedeMultiSelect value={sedes} onChange={setSedes} disabled={report.running} />
    </ReportFrame>
  );
}
