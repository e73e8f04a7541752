// The API's error bodies: HTTP status + {code, message, errors?}, always in Spanish, never
// repeating more than ECHO_MAX_LENGTH characters of what the caller sent (issue 20).
import { ECHO_MAX_LENGTH, echoed } from '../../core/engine/untrustedText';

export type ApiErrorCode =
  | 'InvalidJwtToken'
  | 'InvalidCredentials'
  | 'Forbidden'
  | 'ValidationError'
  | 'NotFound'
  | 'MethodNotAllowed'
  | 'Conflict'
  | 'PayloadTooLarge'
  | 'TooManyRequests'
  | 'RequestTimeout'
  | 'UriTooLong'
  | 'UnsupportedMediaType'
  | 'RequestHeaderFieldsTooLarge'
  | 'BadRequest'
  | 'ServiceUnavailable'
  | 'InternalError';

export type FieldErrors = Record<string, string>;

export const HTTP_MESSAGES = {
  invalidToken: 'Acceso no autorizado. Debe autenticarse nuevamente.',
  invalidCredentials: 'Correo o contraseña incorrectos',
  forbidden: 'No tiene permiso para esta operación',
  notFound: 'Registro no encontrado',
  routeNotFound: 'La ruta solicitada no existe',
  /** 405: the REST face's operation the declaration does not grant (no delete code…). */
  notAvailable: 'Operación no disponible',
  validation: 'Los datos enviados no son válidos. Revise los campos indicados.',
  conflict: 'Ya existe un registro con este valor',
  duplicate: 'Ya existe un registro con este valor',
  notAllowed: 'Valor no permitido',
  bodyNotObject: 'El cuerpo de la solicitud debe ser un objeto JSON',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  unsupportedMediaType: 'Tipo de contenido no soportado: envíe los datos en formato JSON',
  payloadTooLarge: 'El cuerpo de la solicitud supera el tamaño máximo permitido',
  badRequest: 'Solicitud no válida',
  requestTimeout: 'La solicitud tardó demasiado en llegar. Intente de nuevo.',
  uriTooLong: 'La dirección de la solicitud es demasiado larga',
  headersTooLarge: 'La dirección o los encabezados de la solicitud son demasiado largos',
  tooManyRequests: 'Demasiadas solicitudes. Intente de nuevo más tarde.',
  internal: 'Error interno del servidor. Intente de nuevo más tarde.',
} as const;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    /** The original failure, for the server log only. */
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): { code: ApiErrorCode; message: string; errors?: FieldErrors } {
    return this.errors ? { code: this.code, message: this.message, errors: boundedErrors(this.errors) } : { code: this.code, message: this.message };
  }
}

/** A field message: its own words plus at most one echoed input (the sources cut theirs: this is the net). */
const FIELD_MESSAGE_MAX_LENGTH = 2 * ECHO_MAX_LENGTH;

/** Field errors whose keys (the caller's, for an unknown field) and messages are bounded; the first of two keys cut alike wins. */
function boundedErrors(errors: FieldErrors): FieldErrors {
  const bounded: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    // Own keys only: an inherited 'constructor' would read as already there.
    if (!Object.hasOwn(bounded, echoed(key))) bounded[echoed(key)] = echoed(message, FIELD_MESSAGE_MAX_LENGTH);
  }
  return bounded;
}

/** Each status Fastify or Node may answer by itself, in Spanish (plumbing.ts: error handler, client errors). */
const STATUS_ANSWERS: Partial<Record<number, { code: ApiErrorCode; message: string }>> = {
  400: { code: 'ValidationError', message: HTTP_MESSAGES.badRequest },
  404: { code: 'NotFound', message: HTTP_MESSAGES.routeNotFound },
  405: { code: 'MethodNotAllowed', message: HTTP_MESSAGES.notAvailable },
  408: { code: 'RequestTimeout', message: HTTP_MESSAGES.requestTimeout },
  413: { code: 'PayloadTooLarge', message: HTTP_MESSAGES.payloadTooLarge },
  414: { code: 'UriTooLong', message: HTTP_MESSAGES.uriTooLong },
  415: { code: 'UnsupportedMediaType', message: HTTP_MESSAGES.unsupportedMediaType },
  429: { code: 'TooManyRequests', message: HTTP_MESSAGES.tooManyRequests },
  431: { code: 'RequestHeaderFieldsTooLarge', message: HTTP_MESSAGES.headersTooLarge },
};

/** The answer for a bare status: its own Spanish words, else its class's ('Solicitud no válida' or a 500). */
export function statusError(status: number, cause?: unknown): ApiError {
  const known = STATUS_ANSWERS[status];
  if (known) return new ApiError(status, known.code, known.message, undefined, cause);
  if (status >= 400 && status < 500) return new ApiError(status, 'BadRequest', HTTP_MESSAGES.badRequest, undefined, cause);
  return new ApiError(500, 'InternalError', HTTP_MESSAGES.internal, undefined, cause);
}

export const unauthorized = () => new ApiError(401, 'InvalidJwtToken', HTTP_MESSAGES.invalidToken);
export const invalidCredentials = () => new ApiError(401, 'InvalidCredentials', HTTP_MESSAGES.invalidCredentials);
/** 403; `errors` names the fields whose value is beyond the caller's reach (the privilege ceiling). */
export const forbidden = (errors?: FieldErrors) => new ApiError(403, 'Forbidden', HTTP_MESSAGES.forbidden, errors);
export const notFound = (message: string = HTTP_MESSAGES.notFound) => new ApiError(404, 'NotFound', message);
/** 405: a REST operation the resource does not offer. */
export const notAvailable = () => new ApiError(405, 'MethodNotAllowed', HTTP_MESSAGES.notAvailable);
/** 503: the server cannot serve now (GET /api/health/ready: the database, the migrations, a stop under way); the message names why. */
export const serviceUnavailable = (message: string) => new ApiError(503, 'ServiceUnavailable', message);
/** What every 503 asks the caller to wait before trying again: its Retry-After, in seconds. */
export const RETRY_AFTER_SECONDS = 5;
/** 429: too many failed logins (server/auth/loginLimit.ts); the message says when to try again. */
export const tooManyRequests = (message: string) => new ApiError(429, 'TooManyRequests', message);

/** 400 with per-field messages; the summary defaults to the generic one. */
export function validationError(errors?: FieldErrors, message: string = HTTP_MESSAGES.validation): ApiError {
  return new ApiError(400, 'ValidationError', message, errors && Object.keys(errors).length > 0 ? errors : undefined);
}

export function conflict(errors?: FieldErrors, message: string = HTTP_MESSAGES.conflict): ApiError {
  return new ApiError(409, 'Conflict', message, errors);
}
