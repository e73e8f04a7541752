// #/reportes/siet (11FC3E77; docs/domain/reports.md 'Reports'): range, sedes (2E3F932E), 'Generar' → reportes/siet; the
// level changes in SIET's columns, scrolling sideways in their card; 'Descargar' (reporte.xls) only
// when there are rows.
import { useState } from 'react';
import type { LevelChangeRow, SedesRangeBody } from '../../../core/school/reports/contract';
import { SIET_COLUMNS } from '../../../core/school/reports/columns';
import { DateRangeFields } from './DateRangeFields';
import { EMPTY_RANGE, rangeReady, sedesBodyOf } from './reportForm';
import { ReportDownload } from './ReportDownload';
import { ReportFrame } from './ReportFrame';
import { ReportResults } from './ReportResults';
import { ReportTable } from './ReportTable';
import { SedeMultiSelect } from './SedeMultiSelect';
import { useMayChooseSedes } from './useMayChooseSedes';
import { useReport } from './useReport';

export function SietPage() {
  const mayChoose = useMayChooseSedes();
  const [range, setRange] = useState(EMPTY_RANGE);
  const [sedes, setSedes] = useState<number[]>([]);
  const report = useReport<SedesRangeBody, LevelChangeRow[]>('siet');
  const rows = report.result?.data ?? [];
  return (
    <ReportFrame
      report="siet"
      ready={rangeReady(range)}
      running={report.running}
      onRun={() => void report.run(sedesBodyOf(range, sedes, mayChoose))}
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
