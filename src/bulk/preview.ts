// Pure helpers of the bulk preview: counts, the error filter, one page, and the server's
// per-row results mapped back to input lines.
import type { BulkResult } from '../../dataProvider/types';
import type { ResourceDeclaration } from '../../resources/types';
import type { FieldValue } from '../../resources/validation';
import { isValidRow } from './validateRows';
import { BULK_MAX_ROWS, BULK_MESSAGES, ROW_ERROR_KEY, type LineResult, type ValidatedRow } from './types';

export interface BulkSummary {
  total: number;
  valid: number;
  invalid: number;
}

export function summarize(rows: ValidatedRow[]): BulkSummary {
  const valid = rows.filter(isValidRow).length;
  return { total: rows.length, valid, invalid: rows.length - valid };
}

export function visibleRows(rows: ValidatedRow[], onlyErrors: boolean): ValidatedRow[] {
  return onlyErrors ? rows.filter((row) => !isValidRow(row)) : rows;
}

export function pageOf<T>(items: T[], page: number, perPage: number): T[] {
  return items.slice(page * perPage, (page + 1) * perPage);
}

/** The rows to send (never an invalid one), or why nothing can be sent. */
export function rowsToSend(rows: ValidatedRow[]): { rows: ValidatedRow[]; problem?: string } {
  const valid = rows.filter(isValidRow);
  if (valid.length === 0) return { rows: [], problem: BULK_MESSAGES.empty };
  if (valid.length > BULK_MAX_ROWS) return { rows: [], problem: BULK_MESSAGES.tooMany };
  return { rows: valid };
}

export function recordsOf(rows: ValidatedRow[]): Record<string, FieldValue>[] {
  return rows.map((row) => row.record);
}

/** `fila` is the 1-based position in the sent batch; the user knows the input line. */
export function mapResults(sent: ValidatedRow[], result: BulkResult): LineResult[] {
  return result.resultados.map((r) => ({
    line: sent[r.fila - 1]?.line ?? r.fila,
    ok: r.ok,
    id: r.id,
    errores: r.errores,
  }));
}

/** 'Etiqueta: mensaje' lines of a row's errors (labels from the declaration). */
export function describeErrors(decl: ResourceDeclaration, errors: Record<string, string> | undefined): string[] {
  if (!errors) return [];
  return Object.entries(errors).map(([key, message]) => {
    if (key === ROW_ERROR_KEY) return message;
    const label = decl.fields.find((f) => f.source === key)?.label ?? key;
    return `${label}: ${message}`;
  });
}
