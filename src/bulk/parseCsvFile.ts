// 'Importar CSV': papaparse streams the file in chunks. The first row is a header when it names
// exactly the bulk columns (in any order); otherwise every row is data with cells by position.
import Papa from 'papaparse';
import type { ResourceDeclaration } from '../../resources/types';
import { bulkColumns, cellsToRow, isBlankLine } from './rows';
import { BULK_MESSAGES, type ParsedRow, type ProgressListener } from './types';

const CHUNK_BYTES = 64 * 1024;

export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

/** For a header row, the position of each bulk column in it; null when the row is data. */
export function headerOrder(cells: string[], columns: string[]): number[] | null {
  const names = cells.map((cell) => cell.replace(/^\uFEFF/, '').trim().toLowerCase());
  while (names.length > columns.length && names[names.length - 1] === '') names.pop();
  if (names.length !== columns.length) return null;
  const order = columns.map((column) => names.indexOf(column.toLowerCase()));
  return order.every((position) => position >= 0) && new Set(order).size === columns.length ? order : null;
}

export async function parseCsvFile(
  file: File,
  decl: ResourceDeclaration,
  onProgress?: ProgressListener,
): Promise<ParsedRow[]> {
  if (!isCsvFileName(file.name)) throw new Error(BULK_MESSAGES.notCsv);
  const columns = bulkColumns(decl);
  const rows: ParsedRow[] = [];
  let rowNumber = 0;
  let order: number[] | null | undefined; // undefined until the first non-blank row is seen

  const take = (cells: string[]): void => {
    rowNumber += 1;
    if (isBlankLine(cells)) return;
    if (order === undefined) {
      order = headerOrder(cells, columns);
      if (order) return;
    }
    const ordered = order ? [...order.map((position) => cells[position] ?? ''), ...cells.slice(order.length)] : cells;
    rows.push(cellsToRow(decl, ordered, rowNumber));
  };

  // The file is read slice by slice (FileReader, asynchronous), so the page stays responsive.
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[], File>(file, {
      chunkSize: CHUNK_BYTES,
      delimitersToGuess: [',', ';', '\t'],
      chunk(results) {
        results.data.forEach(take);
        onProgress?.(file.size ? Math.min(1, results.meta.cursor / file.size) : 1);
      },
      complete: () => resolve(),
      error: () => reject(new Error(BULK_MESSAGES.unreadable)),
    });
  });
  onProgress?.(1);
  return rows;
}
