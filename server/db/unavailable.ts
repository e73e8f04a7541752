// "The database is not there right now" (docs/operations.md, 'When PostgreSQL goes away'): a refused
// or dropped connection, a connect that timed out, a server shutting down, starting up or restarting.
// Such a failure is nobody's fault and passes by itself, so every route answers it 503 with
// Retry-After (server/http/plumbing.ts), never 500, and the process goes on.
import { ApiError } from '../errors/apiError';

export const DATABASE_UNAVAILABLE_MESSAGE = 'La base de datos no está disponible en este momento. Intente de nuevo en unos segundos.';

/** Node's socket errors of a host that refuses, resets, cannot be reached or resolved. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server going or not yet back: 57P01 admin_shutdown (a fast stop ends every
 * session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, recovering).
 * Class 08 (connection exceptions) is matched by its prefix.
 */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);

/** pg's own words for a connection it lost or could not get (they carry no code). */
const PG_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  // A pooled client whose socket already failed, asked again (a transaction's next statement).
  'Client has encountered a connection error and is not queryable',
];

function ownCode(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether `error` (or what it wraps: an AggregateError's attempts, a cause) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = ownCode(error);
  if (code && (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && PG_MESSAGES.some((known) => message.includes(known))) return true;
  // Node 20 tries each address of a name (localhost: ::1 then 127.0.0.1) and reports them together.
  const inner = [...(error instanceof AggregateError ? error.errors : []), (error as { cause?: unknown }).cause];
  return inner.some((cause) => isDatabaseUnavailable(cause, depth + 1));
}

/** The answer for such a failure: 503 ServiceUnavailable in Spanish; the original kept for the log. */
export function databaseUnavailable(cause?: unknown): ApiError {
  return new ApiError(503, 'ServiceUnavailable', DATABASE_UNAVAILABLE_MESSAGE, undefined, cause);
}
