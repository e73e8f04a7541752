// #/reportes/ocupacion (17737EC6; docs/domain/reports.md 'Reports'): a range and 'Generar' → reportes/ocupacion; one
// table per day of the answer; 'Descargar' the same report as CSV or Excel.
import { useState } from 'react';
import type { OccupancyDay, RangeBody } from '../../../core/school/reports/contract';
import { DateRangeFields } from './DateRangeFields';
import { OccupancyDayTable } from './OccupancyDayTable';
import { occupancyTables } from './occupancyTables';
import { EMPTY_RANGE, rangeBodyOf, rangeReady } from './reportForm';
import { ReportDownload } from './ReportDownload';
import { ReportFrame } from './ReportFrame';
import { ReportResults } from './ReportResults';
import { useReport } from './useReport';

export function OcupacionPage() {
  const [range, setRange] = useState(EMPTY_RANGE);
  const report = useReport<RangeBody, OccupancyDay[]>('ocupacion');
  const tables = occupancyTables(report.result?.data ?? []);
  return (
    <ReportFrame
      report="ocupacion"
      ready={rangeReady(range)}
      running={report.running}
      onRun={() => void report.run(rangeBodyOf(range))}
      download={<ReportDownload report="ocupacion" body={report.result?.body ?? null} />}
      results={
        report.result ? (
          <ReportResults title="Ocupación por día" empty={tables.length === 0}>
            {tables.map((table) => (
              <OccupancyDayTable key={table.fecha} table={table} />
            ))}
          </ReportResults>
        ) : null
      }
    >
      <DateRangeFields value={range} onChange={setRange} disabled={report.running} />
    </ReportFrame>
  );
}
