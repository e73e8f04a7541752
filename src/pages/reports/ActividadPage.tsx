// #/reportes/actividad (17737EC6; docs/domain/reports.md 'Reports'): one date (today, run on opening) and 'Generar' →
// reportes/actividad {fecha}; the day's bookings in a filterable, sortable table; 'Descargar' the same as CSV or Excel.
import { useState } from 'react';
import { today } from '../../../core/engine/clock';
import { schoolClock } from '../../shell/schoolClock';
import type { ActividadBody, ActivityRow } from '../../../core/school/reports/contract';
import { ActivityTable } from './ActivityTable';
import { dayMessage } from './reportDefaults';
import { EMPTY_DAY_TEXT } from './reportForm';
import { ReportDateField } from './ReportDateField';
import { ReportDownload } from './ReportDownload';
import { ReportFrame } from './ReportFrame';
import { ReportResults } from './ReportResults';
import { useReport } from './useReport';
import { useRunOnOpen } from './useRunOnOpen';

export function ActividadPage() {
  const [fecha, setFecha] = useState(() => today(schoolClock()));
  const report = useReport<ActividadBody, ActivityRow[]>('actividad');
  const rows = report.result?.data ?? [];
  const onRun = () => void report.run({ fecha });
  useRunOnOpen(onRun);
  return (
    <ReportFrame
      report="actividad"
      problem={dayMessage(fecha)}
      running={report.running}
      onRun={onRun}
      download={<ReportDownload report="actividad" body={report.result?.body ?? null} />}
      results={
        report.result ? (
          // Keyed by the body: a new report starts on its first page, without the old filters.
          <ReportResults key={report.result.body.fecha} empty={rows.length === 0} emptyText={EMPTY_DAY_TEXT}>
            <ActivityTable rows={rows} />
          </ReportResults>
        ) : null
      }
    >
      <ReportDateField label="Fecha" value={fecha} onChange={setFecha} disabled={report.running} />
    </ReportFrame>
  );
}
