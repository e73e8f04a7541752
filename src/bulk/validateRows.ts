// Checks parsed rows with the same bulk rule the server runs (validateBulkRecord: reference cells
// resolved against the lookup options, then validateRecord), in short slices: after each slice
// (about SLICE_MS of work) it yields to the event loop, so 10,000 rows never freeze the page.
import { type ReferenceResolvers, validateBulkRecord } from '../../core/engine/references';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { BULK_MESSAGES, ROW_ERROR_KEY, type ParsedRow, type ProgressListener, type ValidatedRow } from './types';

/** Work per slice; a time budget rather than a row count, since machines and rows differ. */
export const SLICE_MS = 12;
/** How often (in rows) the clock is read inside a slice. */
const CLOCK_EVERY = 25;

const nextTick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const NO_REFERENCES: ReferenceResolvers = new Map();

export interface ValidateOptions {
  /** Resolvers of the lookups (loadReferences); without them only the cell's type is checked. */
  references?: ReferenceResolvers;
  onProgress?: ProgressListener;
}

export function validateRow(row: ParsedRow, decl: ResourceDeclaration, references: ReferenceResolvers = NO_REFERENCES): ValidatedRow {
  const { values, errors } = validateBulkRecord(decl, row.values, references);
  if (row.problem) errors[ROW_ERROR_KEY] = row.problem;
  return { ...row, record: values, errors };
}

export function isValidRow(row: ValidatedRow): boolean {
  return Object.keys(row.errors).length === 0;
}

/** Marks a unique column's value already seen on an earlier row (the server would reject it too). */
function duplicateMarker(decl: ResourceDeclaration): (row: ValidatedRow) => void {
  const columns = decl.fields.filter((f) => f.unique && decl.bulk?.columns.includes(f.source)).map((f) => f.source);
  const firstLine = new Map(columns.map((column) => [column, new Map<string, number>()]));
  return (row) => {
    for (const column of columns) {
      const value = row.record[column];
      if (value === null || value === undefined || row.errors[column]) continue;
      const key = String(value).toLowerCase();
      const seen = firstLine.get(column)?.get(key);
      if (seen === undefined) firstLine.get(column)?.set(key, row.line);
      else row.errors[column] = BULK_MESSAGES.duplicate(seen);
    }
  };
}

export async function validateRows(
  rows: ParsedRow[],
  decl: ResourceDeclaration,
  { references, onProgress }: ValidateOptions = {},
): Promise<ValidatedRow[]> {
  const markDuplicate = duplicateMarker(decl);
  const validated: ValidatedRow[] = [];
  let next = 0;
  while (next < rows.length) {
    const deadline = performance.now() + SLICE_MS;
    do {
      const row = validateRow(rows[next], decl, references);
      markDuplicate(row);
      validated.push(row);
      next += 1;
    } while (next < rows.length && (next % CLOCK_EVERY !== 0 || performance.now() < deadline));
    onProgress?.(next / rows.length);
    await nextTick();
  }
  if (rows.length === 0) onProgress?.(1);
  return validated;
}
