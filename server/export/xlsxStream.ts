// A streaming .xlsx writer: the fixed parts of a one-sheet workbook, then the sheet's XML produced
// row by row and deflated into the zip as it goes (zip.ts). The whole sheet is never in memory:
// SheetJS builds every cell object first (100,000 × 12 cells: 8 s and ~400 MB), this a batch of rows,
// a chunk of XML and a bounded table of the texts that repeat (written after the sheet).
import type { ExportColumn } from '../../core/engine/export/cells';
import { ByteChunks } from './byteChunks';
import { zipStream } from './zip';
import { columnLetters, CONTENT_TYPES, ROOT_RELS, rowXml, SharedStrings, SHEET_END, sheetStart, STYLE, STYLES, WORKBOOK_RELS, workbookXml } from './xlsxParts';

/** The sheet's XML: its start and header row, the rows in chunks of about CHUNK_BYTES, its end. */
async function* sheetChunks<Row>(
  columns: readonly ExportColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
  shared: SharedStrings,
): AsyncGenerator<Buffer> {
  const letters = columns.map((_, i) => columnLetters(i));
  const chunks = new ByteChunks();
  chunks.add(sheetStart(columns.length) + rowXml(1, letters, columns.map((c) => c.header), STYLE.header));
  let number = 1;
  for await (const batch of batches) {
    for (const row of batch) {
      number++;
      const full = chunks.add(rowXml(number, letters, columns.map((c) => c.value(row)), 0, shared));
      if (full) yield full;
    }
  }
  chunks.add(SHEET_END);
  const rest = chunks.take();
  if (rest) yield rest;
}

/** The .xlsx file's bytes, as a stream of chunks (read them as fast as they can be sent). */
export function xlsxChunks<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
  at: Date = new Date(),
): AsyncGenerator<Buffer> {
  const part = (xml: string) => Buffer.from(xml, 'utf8');
  const shared = new SharedStrings();
  // Read by the zip only after the sheet, so the table is complete.
  async function* sharedStrings(): AsyncGenerator<Buffer> {
    yield part(shared.xml());
  }
  return zipStream(
    [
      { name: '[Content_Types].xml', data: part(CONTENT_TYPES) },
      { name: '_rels/.rels', data: part(ROOT_RELS) },
      { name: 'xl/workbook.xml', data: part(workbookXml(sheetName)) },
      { name: 'xl/_rels/workbook.xml.rels', data: part(WORKBOOK_RELS) },
      { name: 'xl/styles.xml', data: part(STYLES) },
      { name: 'xl/worksheets/sheet1.xml', data: sheetChunks(columns, batches, shared) },
      { name: 'xl/sharedStrings.xml', data: sharedStrings() },
    ],
    at,
  );
}
