// A report download's file and sheet names: `<fileName>-<from>-<to>.<ext>` (Actividad: its one date),
// the report's title as the sheet; SIET as .xls is the ministry's fixed 'reporte.xls' with the
// sheet 'My Worksheet' (both names fixed, kept verbatim).
import { exportFileName } from '../../core/engine/export/cells';
import { REPORTS, type ReportFormat, type ReportKey } from '../../core/school/reports/contract';

export const SIET_XLS = { fileName: 'reporte.xls', sheetName: 'My Worksheet' } as const;

/** What dates a body names: a range, or Actividad's single date. */
export type DatedBody = { fecha_inicio: string; fecha_fin: string } | { fecha: string };

export function reportFile(key: ReportKey, body: DatedBody, format: ReportFormat): { fileName: string; sheetName: string } {
  if (key === 'siet' && format === 'xls') return SIET_XLS;
  const dates = 'fecha' in body ? body.fecha : `${body.fecha_inicio}-${body.fecha_fin}`;
  return { fileName: exportFileName(REPORTS[key].fileName, format, dates), sheetName: REPORTS[key].title };
}
