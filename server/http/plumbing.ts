// Request parsing and error answers shared by every route: JSON only, Spanish errors, never a 500
// for something the caller sent — Fastify's and Node's own refusals included (issue 20).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mapDatabaseError } from '../db/errors';
import { ApiError, HTTP_MESSAGES, RETRY_AFTER_SECONDS, statusError, validationError } from '../errors/apiError';

/**
 * Request body limits, per route (Fastify's `bodyLimit`; over it: 413 'El cuerpo de la solicitud
 * supera el tamaño máximo permitido'). Every JSON call, the public login included: 100 KB — one
 * record, a rich text of 20,000 characters included. Multipart uploads have their own limits
 * (multipart.ts: each file its field's, 5 MB by default, plus 1 MB of fields).
 */
export const JSON_BODY_LIMIT = 100 * 1024;
/**
 * Bulk loads (every crear_masivo and importar, curso/crear_temas_masivo): 50,000 rows of a wide
 * declaration (a student's line, its empty cells left out, is ~300–600 bytes of JSON: 15–30 MB). Other big calls state their own (actualizar_medios_pago:
 * 5 MB). Only signed-in callers holding the code get this far: the guard runs before the body is read.
 */
export const BULK_BODY_LIMIT = 32 * 1024 * 1024;

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
  // Any other (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH, a plugin's): its status, in Spanish words.
  const status = fastifyError.statusCode;
  return statusError(typeof status === 'number' ? status : 500);
}

/** What the API's hooks would have added to an answer given before any route (securityHeaders.ts). */
const BARE_ANSWER_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * Fastify's `frameworkErrors`: a URL its router cannot decode (400) or a path parameter over
 * maxParamLength (414). No route runs, so neither do the hooks that set the API's headers.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const apiError = toApiError(error);
  if (apiError.status >= 500) request.log.error({ err: error }, 'Error interno');
  void reply.status(apiError.status).headers(BARE_ANSWER_HEADERS).send(apiError.toBody());
}

/** Node's parser errors that have a status of their own; any other is a 400. */
const CLIENT_ERROR_STATUS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/** A whole HTTP/1.1 answer carrying the API's error body, for a socket no Fastify reply owns. */
function rawErrorAnswer(apiError: ApiError): string {
  const body = JSON.stringify(apiError.toBody());
  const headers = [
    `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(BARE_ANSWER_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'connection: close',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the request before any route (headers or
 * URL over maxHeaderSize, 16 KB: 431; a timeout: 408; malformed: 400). Node's own rule is kept:
 * answer only while no response is under way on the socket, then close it.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already begun on this connection must not be corrupted (Node's own socketOnError
  // checks the same); Node keeps it on the socket's private _httpMessage.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.write(rawErrorAnswer(statusError(CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400)));
  }
  socket.destroy(error);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    // 503: not a fault of the server's (a write interrupted by a stop, server/db/interrupt.ts; the
    // database out of reach, server/db/unavailable.ts): a warning, and when to try again.
    if (apiError.status === 503) {
      request.log.warn({ err: apiError.cause ?? error }, 'Servicio no disponible');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (apiError.status >= 500) request.log.error({ err: apiError.cause ?? error }, 'Error interno');
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
