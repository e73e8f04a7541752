// At most 5 '¿Olvidó su contraseña?' requests per e-mail and per client address in 15 minutes
// (every request counts, whether the address exists or not, so the answer stays the same): a 429
// with Retry-After and the login limit's words past it. Counted in this process's memory, like the
// failed-login limit (loginLimit.ts, attemptWindows.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyAttemptsMessage } from '../../core/engine/loginLimit';
import { tooManyRequests } from '../errors/apiError';
import { addressKey } from './addressKey';
import { createAttemptWindows } from './attemptWindows';
import type { LoginLimitOptions } from './loginLimit';

export const DEFAULT_RESET_LIMIT: LoginLimitOptions = { max: 5, windowMs: 15 * 60_000 };

export interface ResetLimiter {
  /** Counts one request, or throws 429 (with Retry-After) when the e-mail or the address has none left. */
  take(request: FastifyRequest, reply: FastifyReply, email: string): void;
}

export function createResetLimiter(options: LoginLimitOptions): ResetLimiter {
  const windows = createAttemptWindows(options);
  return {
    take(request, reply, email) {
      const result = windows.reserve([`direccion:${addressKey(request.ip)}`, `cuenta:${email}`], Date.now());
      if (result.ok) return;
      void reply.header('retry-after', String(Math.ceil(result.retryMs / 1000)));
      throw tooManyRequests(tooManyAttemptsMessage(result.retryMs / 60_000));
    },
  };
}
