// #/reportes/actividad (17737EC6; docs/domain/reports.md 'Reports'): one date and 'Generar' → reportes/actividad {fecha};
// the day's bookings in a filterable, sortable table; 'Descargar' the same as CSV or Excel.
import { useState } from 'react';
import type { ActividadBody, ActivityRow } from '../../../core/school/reports/contract';
import { ActivityTable } from './ActivityTable';
import { EMPTY_DAY_TEXT, isDay } from './reportForm';
import { ReportDateField } from './ReportDateField';
import { ReportDownload } from './ReportDownload';
import { ReportFrame } from './ReportFrame';
import { ReportResults } from './ReportResults';
import { useReport } from './useReport';

export function ActividadPage() {
  const [fecha, setFecha] = useState('');
  const report = useReport<ActividadBody, ActivityRow[]>('actividad');
  const rows = report.result?.data ?? [];
  return (
    <ReportFrame
      report="actividad"
      ready={isDay(fecha)}
      running={report.running}
      onRun={() => void report.run({ fecha })}
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
