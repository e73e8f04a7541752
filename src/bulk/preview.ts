// Pure helpers of the bulk preview: counts, the error filter, one page, what to send, and the
// server's answer (lines written, or the batch refused line by line) mapped back to input lines.
import type { BulkRejection, BulkResult } from '../../dataProvider/types';
import { BULK_TEXTS } from '../../core/engine/bulkMessages';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { FieldValue } from '../../core/engine/validation';
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
  return rows.map((row) => compactRecord(row.record));
}

/** A line's values without its empty cells: absent reads as empty to the server, and 50,000 lines travel in half the bytes. */
export function compactRecord(record: Record<string, FieldValue>): Record<string, FieldValue> {
  const compact: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(record)) if (value !== null && value !== '') compact[key] = value;
  return compact;
}

/** Input lines of the rows left out of the send (the ones with errors). */
export function leftOutLines(rows: ValidatedRow[]): number[] {
  return rows.filter((row) => !isValidRow(row)).map((row) => row.line);
}

/** The server's 'Se crearon N registros.' plus the lines left out, so the counts add up. */
export function createdMessage(result: Pick<BulkResult, 'mensaje'>, leftOut: number[]): string {
  return leftOut.length > 0 ? `${result.mensaje} ${BULK_TEXTS.leftOut(leftOut)}` : result.mensaje;
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

/** A refused batch (nothing written): its bad lines as input lines, and the message saying so with those lines. */
export function rejectedResults(sent: ValidatedRow[], rejection: BulkRejection): { mensaje: string; results: LineResult[] } {
  const results = rejection.filas.map((f) => ({ line: sent[f.fila - 1]?.line ?? f.fila, ok: false, errores: f.errores }));
  return { mensaje: BULK_TEXTS.rejected(results.map((r) => r.line)), results };
}

/** The preview's rows with the errors the server found (e.g. a value already in the database) added. */
export function withServerErrors(rows: ValidatedRow[], results: LineResult[]): ValidatedRow[] {
  const byLine = new Map(results.map((r) => [r.line, r.errores ?? {}]));
  return rows.map((row) => {
    const found = byLine.get(row.line);
    if (!found) return row;
    const server = Object.keys(found).length > 0 ? found : { [ROW_ERROR_KEY]: BULK_MESSAGES.refused };
    return { ...row, errors: { ...server, ...row.errors } };
  });
}

/**
 * 'Etiqueta: mensaje' lines of a row's errors (labels from the declaration), with the cell as
 * typed when known — 'Sede: Valor no permitido («Sede Nrte»)' — since its column may be scrolled away.
 */
export function describeErrors(
  decl: ResourceDeclaration,
  errors: Record<string, string> | undefined,
  values: Record<string, string> = {},
): string[] {
  if (!errors) return [];
  return Object.entries(errors).map(([key, message]) => {
    if (key === ROW_ERROR_KEY) return message;
    const label = decl.fields.find((f) => f.source === key)?.label ?? key;
    const typed = values[key]?.trim() ? ` («${values[key].trim()}»)` : '';
    return `${label}: ${message}${typed}`;
  });
}
