// The old Excel format (BIFF8 .xls, what SIET's filing expects) through SheetJS: the whole workbook
// in memory, which is fine for the reports' bounded tables (at most XLS_MAX_ROWS rows: the format's
// own limit). SheetJS is used here only to write. Cells are typed as in the .xlsx: a text is a text
// record, never evaluated (so written as it is), a date a number in a dd/mm/yyyy format.
import * as XLSX from 'xlsx';
import { type CellValue, type ExportColumn, sheetCell, XLS_MAX_ROWS } from '../../core/engine/export/cells';
import { sheetNameOf } from './xlsxParts';

/** The formats of the .xlsx's date styles (xlsxParts.ts STYLES), which SheetJS writes as the cell's FORMAT record. */
const DATE_FORMAT = 'dd/mm/yyyy';
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm:ss';

/** One cell as SheetJS writes it; undefined leaves it empty. */
function xlsCell(value: CellValue): XLSX.CellObject | undefined {
  const cell = sheetCell(value);
  if (cell === null) return undefined;
  if (typeof cell === 'number') return { t: 'n', v: cell };
  if (typeof cell === 'string') return { t: 's', v: cell };
  return { t: 'n', v: cell.serial, z: cell.time ? DATE_TIME_FORMAT : DATE_FORMAT };
}

/** A one-sheet .xls (BIFF8) with the columns' headers first, then one line per row. */
export function xlsWorkbook<Row>(sheetName: string, columns: readonly ExportColumn<Row>[], rows: readonly Row[]): Buffer {
  if (rows.length > XLS_MAX_ROWS) throw new RangeError(`Una hoja xls admite ${XLS_MAX_ROWS} filas de datos`);
  const sheet: XLSX.WorkSheet = {};
  const lines = [columns.map((c) => c.header as CellValue), ...rows.map((row) => columns.map((c) => c.value(row)))];
  lines.forEach((line, r) =>
    line.forEach((value, c) => {
      const cell = xlsCell(value);
      if (cell) sheet[XLSX.utils.encode_cell({ r, c })] = cell;
    }),
  );
  // The range covers the header even with no column (an empty sheet is A1 alone).
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: lines.length - 1, c: Math.max(columns.length - 1, 0) } });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetNameOf(sheetName));
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}
