// The report tables' shared rules, pure: how a cell reads, the downloads each report
// offers, and the client-side pages of a table (10 rows, 5/10/15/20; the activity report its own).
import type { ExportFormat } from '../../../dataProvider/types';
import type { ReportCell } from '../../../core/school/reports/columns';
import type { ReportKey } from '../../../core/school/reports/contract';

export const TABLE_PAGE_SIZES = [5, 10, 15, 20] as const;
export const TABLE_PAGE_SIZE = 10;

export function cellText(value: ReportCell): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return String(value);
}

/** SIET is the ministry's old Excel file (reporte.xls); the others CSV or Excel. */
export function downloadFormats(key: ReportKey): readonly ExportFormat[] {
  return key === 'siet' ? ['xls'] : ['csv', 'xlsx'];
}

/** The rows of one page, the page clamped to the last one there is. */
export function pageRows<Row>(rows: readonly Row[], page: number, perPage: number): { rows: Row[]; page: number } {
  const lastPage = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const shown = Math.min(Math.max(0, page), lastPage);
  return { rows: rows.slice(shown * perPage, (shown + 1) * perPage), page: shown };
}
