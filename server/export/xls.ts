// The old Excel format (BIFF8 .xls, what SIET's filing expects) through SheetJS: the whole workbook
// in memory, which is fine for the reports' bounded tables (at most XLS_MAX_ROWS rows: the format's
// own limit). SheetJS is used here only to write; text cells are neutralised like every format.
import * as XLSX from 'xlsx';
import { cellOf, type ExportColumn, XLS_MAX_ROWS } from '../../core/export/cells';
import { sheetNameOf } from './xlsxParts';

/** A one-sheet .xls (BIFF8) with the columns' headers first, then one line per row. */
export function xlsWorkbook<Row>(sheetName: string, columns: readonly ExportColumn<Row>[], rows: readonly Row[]): Buffer {
  if (rows.length > XLS_MAX_ROWS) throw new RangeError(`Una hoja xls admite ${XLS_MAX_ROWS} filas de datos`);
  const lines = [columns.map((c) => cellOf(c.header)), ...rows.map((row) => columns.map((c) => cellOf(c.value(row))))];
  const sheet = XLSX.utils.aoa_to_sheet(lines);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetNameOf(sheetName));
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}
