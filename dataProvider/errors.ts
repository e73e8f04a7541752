// Server error bodies ({code, message, errors?}) turned into react-admin HttpErrors. Field errors of
// a 400/409 are shaped the way ra-core's create/edit controllers hand them to the form
// (`error.body.errors`: one message per field, plus `root.serverError` for the form notification).
import { HttpError } from 'react-admin';
import { isPlainObject } from '../core/engine/crudBodies';

export const MESSAGES = {
  server: 'Error de comunicación con el servidor',
  network: 'No fue posible conectar con el servidor',
  invalidResponse: 'Respuesta no válida del servidor',
  notAvailable: 'Operación no disponible',
  unknownResource: (name: string) => `Recurso desconocido: ${name}`,
  missingParent: (label: string) => `No se sabe a qué registro pertenecen estos ${label.toLocaleLowerCase('es')}`,
} as const;

/** Errors as ra-core's setSubmissionErrors reads them: field → message, root.serverError → summary. */
export type FormErrors = Record<string, string | { serverError: string }>;

export interface ServerErrorBody {
  code: string;
  message: string;
  errors?: FormErrors;
  [key: string]: unknown;
}


/** Only string messages keyed by field survive; anything else in `errors` is ignored. */
function stringErrors(value: unknown): Record<string, string> {
  if (!isPlainObject(value)) return {};
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(value)) {
    if (typeof message === 'string' && message.trim() !== '') result[field] = message;
  }
  return result;
}

/** The HttpError for a failed response: status plus its parsed JSON body (undefined when not JSON). */
export function httpErrorFromResponse(status: number, payload: unknown): HttpError {
  const body = isPlainObject(payload) ? payload : {};
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : MESSAGES.server;
  const code = typeof body.code === 'string' ? body.code : 'HttpError';
  const shaped: ServerErrorBody = { ...body, code, message };
  delete shaped.errors;
  const fields = stringErrors(body.errors);
  if ((status === 400 || status === 409) && Object.keys(fields).length > 0) {
    shaped.errors = { ...fields, root: { serverError: message } };
  }
  return new HttpError(message, status, shaped);
}

export function networkError(): HttpError {
  return new HttpError(MESSAGES.network, 0, { code: 'NetworkError', message: MESSAGES.network });
}

export function notAvailableError(): HttpError {
  return new HttpError(MESSAGES.notAvailable, 405, { code: 'NotAvailable', message: MESSAGES.notAvailable });
}

/** A child resource's call that names no parent (its endpoints live under the parent's path). */
export function missingParentError(label: string): HttpError {
  const message = MESSAGES.missingParent(label);
  return new HttpError(message, 400, { code: 'MissingParent', message });
}

export function unknownResourceError(name: string): HttpError {
  const message = MESSAGES.unknownResource(name);
  return new HttpError(message, 404, { code: 'UnknownResource', message });
}

export function invalidResponseError(status: number): HttpError {
  return new HttpError(MESSAGES.invalidResponse, status, { code: 'InvalidResponse', message: MESSAGES.invalidResponse });
}

export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** The per-field messages of a validation/conflict error (without `root`), or null. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (typeof error !== 'object' || error === null) return null;
  const body = (error as { body?: unknown }).body;
  if (!isPlainObject(body)) return null;
  const fields = stringErrors(body.errors);
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * What a detail or edit page says when its record cannot be read (issue 25). The server answers a
 * record outside the user's sedes as if it did not exist (404, 'Security rules the server enforces')
 * and a missing code with 403: both mean the record is not the user's to see. Anything else: its message.
 */
export const RECORD_FORBIDDEN = 'No tiene permiso para ver este registro.';

export function recordReadProblem(error: unknown): string {
  const status = statusOf(error);
  if (status === 403 || status === 404) return RECORD_FORBIDDEN;
  return error instanceof Error && error.message.trim() !== '' ? error.message : MESSAGES.server;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
