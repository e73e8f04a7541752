// #/reportes/siet (11FC3E77; docs/domain/reports.md 'Reports'): range (this month, run on opening), sedes (2E3F932E),
// 'Generar' → reportes/siet; the level changes in SIET's columns, scrolling sideways in their card;
// 'Descargar' (siet-<desde>-<hasta>.xls) only when there are rows.
import { useState } from 'react';
import { today } from '../../../core/engine/clock';
import { schoolClock } from '../../shell/schoolClock';
import type { LevelChangeRow, SedesRangeBody } from '../../../core/school/reports/contract';
import { SIET_COLUMNS } from '../../../core/school/reports/columns';
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

export function SietPage() {
  const mayChoose = useMayChooseSedes();
  const [range, setRange] = useState(() => monthRange(today(schoolClock())));
  const [sedes, setSedes] = useState<number[]>([]);
  const report = useReport<SedesRangeBody, LevelChangeRow[]>('siet');
  const rows = report.result?.data ?? [];
  const onRun = () => void report.run(sedesBodyOf(range, sedes, mayChoose));
  useRunOnOpen(onRun);
  return (
    <ReportFrame
      report="siet"
      problem={rangeMessage(range)}
      running={report.running}
      onRun={onRun}
      download={<ReportDownload report="siet" body={report.result?.body ?? null} disabled={rows.length === 0} />}
      results={
        report.result ? (
          <ReportResults title="Cambios de nivel" empty={rows.length === 0}>
            <ReportTable label="Reporte SIET" columns={SIET_COLUMNS} rows={rows} rowKey={(row) => row.id} />
          </ReportResults>
        ) : null
      }
    >
      <DateRangeFields value={range} onChange={setRange} disabled={report.running} />
      <SedeMultiSelect value={sedes} onChange={setSedes} disabled={report.running} />
    </ReportFrame>
  );
}
