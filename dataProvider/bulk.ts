// crear_masivo's two answers as the browser reads them: 200 with the new ids, or a refused batch
// (400/409 with `filas`, nothing written) that the bulk preview shows line by line.
import { invalidResponseError } from './errors';
import type { BulkLineErrors, BulkRejection, BulkResult } from './types';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asBulkResult(value: unknown): BulkResult {
  if (!isObject(value) || typeof value.mensaje !== 'string' || !Array.isArray(value.resultados)) throw invalidResponseError(200);
  return value as unknown as BulkResult;
}

function lineErrors(value: unknown): BulkLineErrors | null {
  if (!isObject(value) || typeof value.fila !== 'number' || !isObject(value.errores)) return null;
  const errores: Record<string, string> = {};
  for (const [field, message] of Object.entries(value.errores)) if (typeof message === 'string') errores[field] = message;
  return { fila: value.fila, errores };
}

/** The bad lines of a refused batch, from the HttpError the dataProvider threw; null for any other failure. */
export function bulkRejectionOf(error: unknown): BulkRejection | null {
  if (!isObject(error) || !isObject(error.body) || !Array.isArray(error.body.filas)) return null;
  const filas = error.body.filas.map(lineErrors);
  if (filas.length === 0 || filas.some((f) => f === null)) return null;
  const message = typeof error.body.message === 'string' ? error.body.message : '';
  return { message, filas: filas as BulkLineErrors[] };
}
