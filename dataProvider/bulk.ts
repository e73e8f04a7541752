// crear_masivo's two answers as the browser reads them: 200 with the new ids, or a refused batch
// (400/409 with `filas`, nothing written) that the bulk preview shows line by line.
import { invalidResponseError } from './errors';
import type { BulkLineErrors, BulkRejection, BulkResult } from './types';
import { isPlainObject } from '../core/engine/crudBodies';
import type { ImportAnswer } from '../core/engine/bulkImport';

/** Records written per slice: about 5 ms of JSON each. */
const RECORDS_PER_SLICE = 500;

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `{"registros":[…]}` as a JSON Blob written a slice of records at a time, yielding between slices:
 * 10,000 records in one JSON.stringify, then encoded by fetch, block the page for a third of a
 * second (seconds on a busy machine). The Blob is sent as is (dataProvider/http.ts).
 */
export async function bulkBody(registros: readonly unknown[], perSlice = RECORDS_PER_SLICE, others: Record<string, unknown> = {}): Promise<Blob> {
  // The body's other members (an import's si_existe, columnas…) before the records.
  const before = Object.entries(others).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)},`).join('');
  const parts: Blob[] = [new Blob([`{${before}"registros":[`])];
  for (let start = 0; start < registros.length; start += perSlice) {
    if (start > 0) await nextTask();
    const slice = registros.slice(start, start + perSlice).map((record) => JSON.stringify(record ?? null));
    parts.push(new Blob([(start > 0 ? ',' : '') + slice.join(',')]));
  }
  parts.push(new Blob([']}']));
  return new Blob(parts, { type: 'application/json' });
}


/** <recurso>/importar's answer (core/engine/bulkImport.ts), checked before the preview reads it. */
export function asImportAnswer(value: unknown): ImportAnswer {
  const counts = ['nuevos', 'cambian', 'iguales', 'omitidos', 'con_errores'];
  if (!isPlainObject(value) || typeof value.mensaje !== 'string' || !Array.isArray(value.filas) || counts.some((key) => typeof value[key] !== 'number')) {
    throw invalidResponseError(200);
  }
  return value as unknown as ImportAnswer;
}

export function asBulkResult(value: unknown): BulkResult {
  if (!isPlainObject(value) || typeof value.mensaje !== 'string' || !Array.isArray(value.resultados)) throw invalidResponseError(200);
  return value as unknown as BulkResult;
}

function lineErrors(value: unknown): BulkLineErrors | null {
  if (!isPlainObject(value) || typeof value.fila !== 'number' || !isPlainObject(value.errores)) return null;
  const errores: Record<string, string> = {};
  for (const [field, message] of Object.entries(value.errores)) if (typeof message === 'string') errores[field] = message;
  return { fila: value.fila, errores };
}

/** The bad lines of a refused batch, from the HttpError the dataProvider threw; null for any other failure. */
export function bulkRejectionOf(error: unknown): BulkRejection | null {
  if (!isPlainObject(error) || !isPlainObject(error.body) || !Array.isArray(error.body.filas)) return null;
  const filas = error.body.filas.map(lineErrors);
  if (filas.length === 0 || filas.some((f) => f === null)) return null;
  const message = typeof error.body.message === 'string' ? error.body.message : '';
  return { message, filas: filas as BulkLineErrors[] };
}
