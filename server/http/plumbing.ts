// Request parsing and error answers shared by every route: JSON only, Spanish errors, never a 500
// for something the caller sent.
import type { FastifyError, FastifyInstance } from 'fastify';
import { mapDatabaseError } from '../db/errors';
import { ApiError, HTTP_MESSAGES, validationError } from './errors';

/**
 * Request body limits, per route (Fastify's `bodyLimit`; over it: 413 'El cuerpo de la solicitud
 * supera el tamaño máximo permitido'). Every JSON call, the public login included: 100 KB — one
 * record, a rich text of 20,000 characters included. Multipart uploads have their own limits
 * (multipart.ts: each file its field's, 5 MB by default, plus 1 MB of fields).
 */
export const JSON_BODY_LIMIT = 100 * 1024;
/**
 * Bulk loads (every crear_masivo, curso/crear_temas_masivo): 20,000 rows of a wide declaration (a
 * student is ~400 bytes of JSON: 8 MB). Other big calls state their own (actualizar_medios_pago:
 * 5 MB). Only signed-in callers holding the code get this far: the guard runs before the body is read.
 */
export const BULK_BODY_LIMIT = 16 * 1024 * 1024;

function forbidPrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw validationError(undefined, 'Campo no permitido: __proto__');
  return value;
}

/** Replaces Fastify's parsers: application/json only (an empty body is {}); any other type is a 400. */
export function installJsonParsing(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  // No limit of the parser's own: each route's bodyLimit applies (JSON_BODY_LIMIT unless it says more).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const source = typeof text === 'string' ? text : text.toString('utf8');
    if (source.trim() === '') {
      done(null, {});
      return;
    }
    try {
      // The reviver costs ~100 ms on a 20k-row bulk body: only a text that could spell the key pays it.
      const suspicious = source.includes('__proto__') || source.includes('\\u');
      done(null, suspicious ? JSON.parse(source, forbidPrototypeKeys) : JSON.parse(source));
    } catch (error) {
      done(error instanceof ApiError ? error : validationError(undefined, HTTP_MESSAGES.invalidJson), undefined);
    }
  });
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(validationError(undefined, HTTP_MESSAGES.unsupportedMediaType), undefined);
  });
}

/** Any thrown value → the contract's error body. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const mapped = mapDatabaseError(error);
  if (mapped) return mapped;
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PayloadTooLarge', HTTP_MESSAGES.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return validationError(undefined, HTTP_MESSAGES.unsupportedMediaType);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return validationError(undefined, HTTP_MESSAGES.invalidJson);
    default:
      break;
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return status === 413
      ? new ApiError(413, 'PayloadTooLarge', HTTP_MESSAGES.payloadTooLarge)
      : validationError(undefined, HTTP_MESSAGES.badRequest);
  }
  return new ApiError(500, 'InternalError', HTTP_MESSAGES.internal);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) request.log.error({ err: apiError.cause ?? error }, 'Error interno');
    void reply.status(apiError.status).send(apiError.toBody());
  });
}

/** Unknown /api paths answer JSON 404; other GETs get the app's index.html when it is served. */
export function installNotFound(app: FastifyInstance, serveIndex: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (serveIndex && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api') {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'NotFound', message: HTTP_MESSAGES.routeNotFound });
  });
}
