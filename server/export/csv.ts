// A CSV file, produced row by row (RFC 4180: fields quoted when they hold a comma, a quote or a
// line break, quotes doubled, lines ended by CRLF), with a UTF-8 byte order mark so that Excel opens
// accents right. Text cells are neutralised against formula injection (core/export/cells.ts).
import { cellOf, type CellValue, type ExportColumn } from '../../core/export/cells';
import { ByteChunks } from './byteChunks';

/** UTF-8's byte order mark: without it Excel reads the file as the machine's code page. */
export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;

/** One field as written: numbers as they are, text quoted only when it must be. */
export function csvField(value: CellValue): string {
  const cell = cellOf(value);
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
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
