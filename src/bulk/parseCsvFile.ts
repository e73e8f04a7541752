// 'Importar CSV': papaparse streams the file in chunks. The first row is a header when it names
// exactly the bulk columns (in any order, by column name or by label); otherwise every row is data
// with cells by position. An unclosed quote would swallow the rest of the file into one cell, so it
// refuses the file naming its row instead of dropping rows silently.
import Papa from 'papaparse';
import { foldText } from '../../core/references';
import { fieldOf, type ResourceDeclaration } from '../../core/types';
import { blankLineCounter, bulkColumns, cellsToRow, isBlankLine } from './rows';
import { BULK_MESSAGES, type ParsedInput, type ParsedRow, type ProgressListener } from './types';

const CHUNK_BYTES = 64 * 1024;

export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

/**
 * For a header row, the position of each bulk column in it (-1: a column the file does not have);
 * null when the row is data. A header cell may be the column name ('sede_id') or its label ('Sede'),
 * case and accents ignored; every cell must name a distinct column, but a file made before a column
 * was declared names fewer (its missing columns read as empty cells).
 */
export function headerOrder(cells: string[], columns: readonly string[], labels: string[] = []): number[] | null {
  const names = cells.map((cell) => foldText(cell.replace(/^\uFEFF/, '')));
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  if (names.length === 0 || names.length > columns.length) return null;
  const order = columns.map((column, i) => {
    const byName = names.indexOf(foldText(column));
    return byName >= 0 || !labels[i] ? byName : names.indexOf(foldText(labels[i]));
  });
  const found = order.filter((position) => position >= 0);
  return found.length === names.length && new Set(found).size === found.length ? order : null;
}

/** How many cells a header found by headerOrder spans (cells past it are extra data). */
const headerWidth = (order: number[]): number => order.filter((position) => position >= 0).length;

export async function parseCsvFile(file: File, decl: ResourceDeclaration, onProgress?: ProgressListener): Promise<ParsedInput> {
  if (!isCsvFileName(file.name)) throw new Error(BULK_MESSAGES.notCsv);
  const columns = bulkColumns(decl);
  const labels = columns.map((column) => fieldOf(decl, column).label);
  const rows: ParsedRow[] = [];
  const blanks = blankLineCounter();
  let rowNumber = 0;
  let unclosedQuote: number | null = null;
  let order: number[] | null | undefined; // undefined until the first non-blank row is seen

  const take = (cells: string[]): void => {
    rowNumber += 1;
    if (isBlankLine(cells)) {
      blanks.blank();
      return;
    }
    if (order === undefined) {
      order = headerOrder(cells, columns, labels);
      if (order) return;
    }
    blanks.record();
    const ordered = order ? [...order.map((position) => (position >= 0 ? (cells[position] ?? '') : '')), ...cells.slice(headerWidth(order))] : cells;
    rows.push(cellsToRow(decl, ordered, rowNumber));
  };

  // The file is read slice by slice (FileReader, asynchronous), so the page stays responsive.
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[], File>(file, {
      chunkSize: CHUNK_BYTES,
      delimitersToGuess: [',', ';', '\t'],
      chunk(results) {
        const quote = results.errors.find((error) => error.type === 'Quotes');
        if (quote && unclosedQuote === null) unclosedQuote = rowNumber + (quote.row ?? 0) + 1;
        results.data.forEach(take);
        onProgress?.(file.size ? Math.min(1, results.meta.cursor / file.size) : 1);
      },
      complete: () => resolve(),
      error: () => reject(new Error(BULK_MESSAGES.unreadable)),
    });
  });
  if (unclosedQuote !== null) throw new Error(BULK_MESSAGES.unclosedQuote(unclosedQuote));
  onProgress?.(1);
  return { rows, blankLines: blanks.total() };
}
