// A CSV file, produced row by row (RFC 4180: fields quoted when they hold a comma, a semicolon, a
// quote or a line break, quotes doubled, lines ended by CRLF), with a UTF-8 byte order mark so that
// Excel opens accents right. Dates are DD/MM/YYYY text. Text cells are neutralised against formula
// injection (core/engine/export/cells.ts), and so is any place inside one where Excel set to ';' (Spanish
// Excel's list separator) would start a cell of its own.
import { cellOf, type CellValue, type ExportColumn } from '../../core/engine/export/cells';
import { ByteChunks } from './byteChunks';

/** UTF-8's byte order mark: without it Excel reads the file as the machine's code page. */
export const UTF8_BOM = '\uFEFF';

// The semicolon too: a reader splitting on it (Spanish Excel) sees a quoted field whole when it is
// the line's first; elsewhere INNER_CELL_START keeps what follows a ';' inert.
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * Inside a field, where Spanish Excel may start a cell: after a ';' (its separator), or a line break
 * (a quote that does not open its cell is a plain character there, so the break ends the record). A
 * formula character that follows, past any quotes or spaces, gets the apostrophe a cell's start gets.
 */
const INNER_CELL_START = /([;\r\n])(?=[" ]*[=+\-@\t])/g;

/** One field as written: numbers as they are, text neutralised and quoted only when it must be. */
export function csvField(value: CellValue): string {
  const cell = cellOf(value);
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (!NEEDS_QUOTES.test(cell)) return cell;
  return `"${cell.replace(INNER_CELL_START, "$1'").replace(/"/g, '""')}"`;
}

/** One row's line, ended by CRLF. */
export function csvLine<Row>(columns: readonly ExportColumn<Row>[], row: Row): string {
  return `${columns.map((column) => csvField(column.value(row))).join(',')}\r\n`;
}

/** The whole file as chunks of about CHUNK_BYTES: the mark and the header first, then the rows (never the whole file at once). */
export async function* csvChunks<Row>(columns: readonly ExportColumn<Row>[], batches: AsyncIterable<readonly Row[]>): AsyncGenerator<Buffer> {
  // The header line on its own: the download starts before the first rows are read.
  yield Buffer.from(`${UTF8_BOM}${columns.map((column) => csvField(column.header)).join(',')}\r\n`, 'utf8');
  const chunks = new ByteChunks();
  for await (const batch of batches) {
    for (const row of batch) {
      const full = chunks.add(csvLine(columns, row));
      if (full) yield full;
    }
  }
  const rest = chunks.take();
  if (rest) yield rest;
}
