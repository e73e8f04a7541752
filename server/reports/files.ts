// A report download's file and sheet names: `<fileName>-<from>-<to>.<ext>` (Actividad: its one date),
// SIET's too (issue 43: no longer the spec's bare 'reporte.xls'), the report's title as the sheet;
// SIET as .xls keeps the ministry's sheet 'My Worksheet' verbatim.
import { exportFileName } from '../../core/engine/export/cells';
import { REPORTS, type ReportFormat, type ReportKey } from '../../core/school/reports/contract';

export const SIET_XLS_SHEET = 'My Worksheet';

/** What dates a body names: a range, or Actividad's single date. */
export type DatedBody = { fecha_inicio: string; fecha_fin: string } | { fecha: string };

export function reportFile(key: ReportKey, body: DatedBody, format: ReportFormat): { fileName: string; sheetName: string } {
  const dates = 'fecha' in body ? body.fecha : `${body.fecha_inicio}-${body.fecha_fin}`;
  const sheetName = key === 'siet' && format === 'xls' ? SIET_XLS_SHEET : REPORTS[key].title;
  return { fileName: exportFileName(REPORTS[key].fileName, format, dates), sheetName };
}
