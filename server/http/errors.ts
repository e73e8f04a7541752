// The API's error bodies: HTTP status + {code, message, errors?}, always in Spanish.

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
    return this.errors ? { code: this.code, message: this.message, errors: this.errors } : { code: this.code, message: this.message };
  }
}

export const unauthorized = () => new ApiError(401, 'InvalidJwtToken', HTTP_MESSAGES.invalidToken);
export const invalidCredentials = () => new ApiError(401, 'InvalidCredentials', HTTP_MESSAGES.invalidCredentials);
/** 403; `errors` names the fields whose value is beyond the caller's reach (the privilege ceiling). */
export const forbidden = (errors?: FieldErrors) => new ApiError(403, 'Forbidden', HTTP_MESSAGES.forbidden, errors);
export const notFound = (message: string = HTTP_MESSAGES.notFound) => new ApiError(404, 'NotFound', message);
/** 405: a REST operation the resource does not offer. */
export const notAvailable = () => new ApiError(405, 'MethodNotAllowed', HTTP_MESSAGES.notAvailable);
/** 429: too many failed logins (server/auth/loginLimit.ts); the message says when to try again. */
export const tooManyRequests = (message: string) => new ApiError(429, 'TooManyRequests', message);

/** 400 with per-field messages; the summary defaults to the generic one. */
export function validationError(errors?: FieldErrors, message: string = HTTP_MESSAGES.validation): ApiError {
  return new ApiError(400, 'ValidationError', message, errors && Object.keys(errors).length > 0 ? errors : undefined);
}

export function conflict(errors?: FieldErrors, message: string = HTTP_MESSAGES.conflict): ApiError {
  return new ApiError(409, 'Conflict', message, errors);
}
