// A file's rows of cells → the import's lines. The first non-blank row is a header when it names the
// bulk columns (by column name or by label, case and accents ignored): all of them, some of them (a
// file made before a column was declared), or among the other columns of the list's export — 'Id'
// and any declared field — which are set aside (an export imports back as it is). Otherwise every
// row is data with cells by position.
import { foldText } from '../../core/engine/foldText';
import { ID_FIELD } from '../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { blankLineCounter, bulkColumns, cellsToRow, isBlankLine } from './rows';
import type { ParsedInput, ParsedRow } from './types';

/** Where a header row puts each bulk column (-1: absent), its 'Id', and which of its titles are set aside. */
export interface HeaderMap {
  order: number[];
  /** The header's cell count: cells past it are extra data. */
  width: number;
  /** The 'Id' column's position, or -1. */
  idPosition: number;
  /** Titles of the columns the import does not take (the export's read-only fields, a computed column). */
  ignored: string[];
}

const ID_NAMES = new Set([foldText(ID_FIELD.source), foldText(ID_FIELD.label)]);

/** The header a row makes for `decl`, or null when the row is data. */
export function headerOf(cells: readonly string[], decl: ResourceDeclaration): HeaderMap | null {
  const titles = cells.map((cell) => foldText(cell.replace(/^\uFEFF/, '')));
  while (titles.length > 0 && titles[titles.length - 1] === '') titles.pop();
  if (titles.length === 0) return null;
  const columns = bulkColumns(decl);
  const byTitle = new Map<string, string>();
  // Later entries win: labels, then names over them (a column's own name always wins); among each,
  // a bulk column's over another field's.
  const fields = [...decl.fields.filter((f) => !columns.includes(f.source)), ...decl.fields.filter((f) => columns.includes(f.source))];
  for (const field of fields) byTitle.set(foldText(field.label), field.source);
  for (const field of fields) byTitle.set(foldText(field.source), field.source);
  const order = columns.map(() => -1);
  const ignored: string[] = [];
  let idPosition = -1;
  let known = 0;
  for (const [position, title] of titles.entries()) {
    if (title === '') continue;
    if (ID_NAMES.has(title) && idPosition < 0) {
      idPosition = position;
      known += 1;
      continue;
    }
    const source = byTitle.get(title);
    const column = source === undefined ? -1 : columns.indexOf(source);
    if (column >= 0) {
      if (order[column] >= 0) return null; // a column named twice: no header a person would write
      order[column] = position;
      known += 1;
    } else {
      if (source !== undefined) known += 1;
      ignored.push(cells[position].trim());
    }
  }
  const named = order.filter((position) => position >= 0).length;
  // Data rarely equals a column's title; a header names at least one bulk column and is mostly titles.
  if (named === 0 || known * 2 < titles.filter((title) => title !== '').length) return null;
  return { order, width: titles.length, idPosition, ignored };
}

/** Reads a file's rows one at a time (so a long file can be read in slices), then says what they were. */
function inputBuilder(decl: ResourceDeclaration) {
  const rows: ParsedRow[] = [];
  const blanks = blankLineCounter();
  let header: HeaderMap | null | undefined; // undefined until the first non-blank row
  const add = (cells: string[], index: number): void => {
    const line = index + 1;
    if (isBlankLine(cells)) {
      blanks.blank();
      return;
    }
    if (header === undefined) {
      header = headerOf(cells, decl);
      if (header) return;
    }
    blanks.record();
    if (!header) {
      rows.push(cellsToRow(decl, cells, line));
      return;
    }
    const { order, width, idPosition } = header;
    const row = cellsToRow(decl, [...order.map((position) => (position >= 0 ? (cells[position] ?? '') : '')), ...cells.slice(width)], line);
    const id = idPosition >= 0 ? (cells[idPosition] ?? '').trim() : '';
    if (id !== '') row.id = id;
    rows.push(row);
  };
  const result = (): ParsedInput => {
    if (!header) return { rows, blankLines: blanks.total() };
    const found = header;
    const present = bulkColumns(decl).filter((_, i) => found.order[i] >= 0);
    return { rows, blankLines: blanks.total(), header: { present, ignored: found.ignored, hasId: found.idPosition >= 0 } };
  };
  return { add, result };
}

export function tableToInput(table: readonly string[][], decl: ResourceDeclaration): ParsedInput {
  const builder = inputBuilder(decl);
  table.forEach((cells, index) => builder.add(cells, index));
  return builder.result();
}

/** Work per slice of the page's thread before it yields (as validateRows does). */
const SLICE_MS = 12;
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** tableToInput in short slices, yielding between them: 50,000 lines never freeze the page. */
export async function tableToInputSliced(table: readonly string[][], decl: ResourceDeclaration): Promise<ParsedInput> {
  const builder = inputBuilder(decl);
  let next = 0;
  while (next < table.length) {
    const deadline = performance.now() + SLICE_MS;
    do builder.add(table[next] as string[], next++);
    while (next < table.length && (next % 50 !== 0 || performance.now() < deadline));
    if (next < table.length) await nextTask();
  }
  return builder.result();
}
