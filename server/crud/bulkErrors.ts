// crear_masivo's failures. Nothing of the batch is ever kept, so every answer says so: a batch with
// bad lines answers each line's number (1-based position in `registros`) and field errors; a
// database refusal keeps its mapped status and message behind 'No se guardó ningún registro'.
import { BULK_TEXTS } from '../../core/engine/bulkMessages';
import type { Errors, FieldValue } from '../../core/engine/validation';
import { mapDatabaseError } from '../db/errors';
import { isInterruption } from '../db/interrupt';
import { ApiError, type ApiErrorCode } from '../errors/apiError';

export interface BulkLineErrors {
  fila: number;
  errores: Errors;
}

/** 400 {code, message, filas: [{fila, errores}]}: the bad lines of a batch of which nothing was written. */
export class BulkRowsError extends ApiError {
  constructor(
    readonly filas: BulkLineErrors[],
    status = 400,
    code: ApiErrorCode = 'ValidationError',
  ) {
    super(status, code, BULK_TEXTS.rejected(filas.map((f) => f.fila)));
  }

  override toBody(): { code: ApiErrorCode; message: string; filas: BulkLineErrors[] } {
    return { code: this.code, message: this.message, filas: this.filas };
  }
}

/** Errors by row index (0-based) → the answer, lines in order. */
export function bulkRowsError(errors: ReadonlyMap<number, Errors>, offset = 0): BulkRowsError {
  const filas = [...errors.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, errores]) => ({ fila: offset + index + 1, errores }));
  return new BulkRowsError(filas);
}

const NOTHING_WRITTEN = 'No se guardó ningún registro.';

/** The value a unique violation names: 'Key (email)=(ana@x.co) already exists.' */
function duplicatedValue(detail: unknown): { column: string; value: string } | null {
  const match = /Key \(([a-z_][a-z0-9_]*)\)=\((.*)\) already exists/i.exec(typeof detail === 'string' ? detail : '');
  return match ? { column: match[1], value: match[2] } : null;
}

/**
 * Any failure of the write phase, as the answer of a batch of which nothing was kept. A unique
 * violation (another import wrote the same value meanwhile) names its line when it can be found.
 */
export function bulkWriteFailure(error: unknown, rows: readonly Record<string, FieldValue>[]): ApiError {
  // A stop interrupted the write (server/db/interrupt.ts): rolled back or undone, like any failure.
  if (isInterruption(error)) return new ApiError(error.status, error.code, `${NOTHING_WRITTEN} ${error.message}`);
  if (error instanceof ApiError) return error;
  const mapped = mapDatabaseError(error);
  if (!mapped) return new ApiError(500, 'InternalError', `${NOTHING_WRITTEN} Error de la base de datos.`, undefined, error);
  const duplicate = mapped.status === 409 ? duplicatedValue((error as { detail?: unknown }).detail) : null;
  const index = duplicate ? rows.findIndex((row) => row[duplicate.column] != null && String(row[duplicate.column]) === duplicate.value) : -1;
  if (duplicate && index >= 0) {
    return new BulkRowsError([{ fila: index + 1, errores: { [duplicate.column]: mapped.errors?.[duplicate.column] ?? mapped.message } }], 409, 'Conflict');
  }
  return new ApiError(mapped.status, mapped.code, `${NOTHING_WRITTEN} ${mapped.message}`, mapped.errors, error);
}
