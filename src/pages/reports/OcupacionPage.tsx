// #/reportes/ocupacion (17737EC6; docs/domain/reports.md 'Reports'): a range (this month, run on opening) and 'Generar'
// → reportes/ocupacion; one table per day of the answer; 'Descargar' the same report as CSV or Excel.
import { useState } from 'react';
import { today } from '../../../core/engine/clock';
import { schoolClock } from '../../shell/schoolClock';
import type { OccupancyDay, RangeBody } from '../../../core/school/reports/contract';
import { DateRangeFields } from './DateRangeFields';
import { OccupancyDayTable } from './OccupancyDayTable';
import { occupancyTables } from './occupancyTables';
import { monthRange, rangeMessage } from './reportDefaults';
import { rangeBodyOf } from './reportForm';
import { ReportDownload } from './ReportDownload';
import { ReportFrame } from './ReportFrame';
import { ReportResults } from './ReportResults';
import { useReport } from './useReport';
import { useRunOnOpen } from './useRunOnOpen';

export function OcupacionPage() {
  const [range, setRange] = useState(() => monthRange(today(schoolClock())));
  const report = useReport<RangeBody, OccupancyDay[]>('ocupacion');
  const tables = occupancyTables(report.result?.data ?? []);
  const onRun = () => void report.run(rangeBodyOf(range));
  useRunOnOpen(onRun);
  return (
    <ReportFrame
      report="ocupacion"
      problem={rangeMessage(range)}
      running={report.running}
      onRun={onRun}
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
