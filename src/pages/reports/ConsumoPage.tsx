// #/reportes/consumo (4F40D01B; docs/domain/reports.md 'Reports'): a range (this month, run on opening) and 'Generar'
// → reportes/consumo; per sede a table of date and count and its chart; 'Descargar' the same as CSV or Excel.
import { Stack } from '@mui/material';
import { useState } from 'react';
import { today } from '../../../core/engine/clock';
import { schoolClock } from '../../shell/schoolClock';
import type { ConsumptionReport, RangeBody } from '../../../core/school/reports/contract';
import { consumptionBlocks } from './consumption';
import { ConsumptionSede } from './ConsumptionSede';
import { DateRangeFields } from './DateRangeFields';
import { monthRange, rangeMessage } from './reportDefaults';
import { rangeBodyOf } from './reportForm';
import { ReportDownload } from './ReportDownload';
import { ReportFrame } from './ReportFrame';
import { ReportResults } from './ReportResults';
import { useReport } from './useReport';
import { useRunOnOpen } from './useRunOnOpen';

export function ConsumoPage() {
  const [range, setRange] = useState(() => monthRange(today(schoolClock())));
  const report = useReport<RangeBody, ConsumptionReport>('consumo');
  const blocks = consumptionBlocks(report.result?.data);
  const onRun = () => void report.run(rangeBodyOf(range));
  useRunOnOpen(onRun);
  return (
    <ReportFrame
      report="consumo"
      problem={rangeMessage(range)}
      running={report.running}
      onRun={onRun}
      download={<ReportDownload report="consumo" body={report.result?.body ?? null} />}
      results={
        report.result ? (
          <ReportResults title="Consumos por sede" empty={blocks.length === 0 || report.result.data.x_labels.length === 0}>
            <Stack spacing={2}>
              {blocks.map((block) => (
                <ConsumptionSede key={block.sede} block={block} />
              ))}
            </Stack>
          </ReportResults>
        ) : null
      }
    >
      <DateRangeFields value={range} onChange={setRange} disabled={report.running} />
    </ReportFrame>
  );
}
