// The server's log (docs/operations.md, 'Health and metrics'): Fastify's pino, one JSON object per
// line; every line written while a request is handled carries its id (reqId), which the answer
// repeats in X-Request-Id. No line may hold a password, a token or a document number: the
// redaction paths censor them wherever a logged object names them, the request serializer leaves
// out headers and the query string, and the error serializer keeps an error's own words but not
// the values a database error carries (PGlite's `params`, PostgreSQL's `detail`: 'Failing row
// contains (…)', 'Key (numero_documento)=(…)').
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where the lines go: stdout by default; a test collects them. */
export interface LogDestination {
  write(line: string): void;
}

/** buildApp's `logger`: off (the default), on (stdout, level info), or on with a destination and a level. */
export type AppLogger = boolean | { stream?: LogDestination; level?: string };

/** What replaces a censored value. */
export const REDACTED = '[oculto]';

/** Keys whose values never reach the log, at the top of a logged object and up to two levels inside it ({req: {headers: {authorization}}}). */
const SECRET_KEYS = ['password', 'password_hash', 'token', 'numero_documento', 'authorization', 'cookie'];

/** pino's redaction paths: each secret key at depth 0–2, a logged request's or answer's Set-Cookie, bodies whole. */
export const REDACTED_PATHS: readonly string[] = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  ...['headers', 'req.headers', 'res.headers', 'request.headers', 'reply.headers'].map((at) => `${at}["set-cookie"]`),
  'body',
  'req.body',
  'request.body',
];

/** A logged request: method, path (no query string: a search there may be a name or a document number), route and client address. */
function requestSerializer(request: FastifyRequest): { method?: string; url?: string; route?: string; remoteAddress?: string } {
  // Whatever was logged as `req`: a line is never lost to its serializer.
  const { method, url, routeOptions, ip } = (typeof request === 'object' && request !== null ? request : {}) as Partial<FastifyRequest>;
  return { method, url: typeof url === 'string' ? url.split('?')[0] : undefined, route: routeOptions?.url, remoteAddress: ip };
}

/** What an error keeps in the log besides its type, message and stack: codes and names, never values. */
const ERROR_FIELDS = ['code', 'statusCode', 'status', 'severity', 'constraint', 'table', 'column', 'dataType', 'routine', 'errno', 'syscall', 'responseCode', 'command'];
const MAX_CAUSES = 3;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** An error as a log line holds it: its own words and codes; its cause (up to 3) the same way. */
export function errorSerializer(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: String(error), stack: '' };
  const source = error as Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };
  const logged: LoggedError = {
    type: (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error',
    message: typeof source.message === 'string' ? source.message : '',
    stack: typeof source.stack === 'string' ? source.stack : '',
  };
  for (const field of ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (source.cause !== undefined && depth < MAX_CAUSES) logged.cause = errorSerializer(source.cause, depth + 1);
  return logged;
}

/** Fastify's logger options for `logger`: JSON lines at `level`, with the redaction and serializers above. */
export function loggerOptions(logger: AppLogger | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const { stream, level } = logger === true ? {} : logger;
  return {
    level: level ?? 'info',
    ...(stream ? { stream } : {}),
    redact: { paths: [...REDACTED_PATHS], censor: REDACTED },
    serializers: { req: requestSerializer, err: (error) => errorSerializer(error) },
  };
}

/** An incoming X-Request-Id kept as the request's id only when it is a short plain token (no line breaks, no quotes). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's genReqId: the X-Request-Id a proxy in front set (nginx's $request_id), when safe to
 * write into a log line; otherwise a random UUID (unique across restarts and WORKERS).
 */
export function requestId(raw: IncomingMessage): string {
  const incoming = raw.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Every answer names its request: the id its log lines carry. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
}
