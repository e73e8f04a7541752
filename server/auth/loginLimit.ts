// At most 10 password checks per account (e-mail) and per IP address in 15 minutes, however many
// logins run at once: each login takes an attempt from both before its password is checked (a spent
// one answers 429 with the minutes left) and gives it back once the password proves right, so only
// failures count in the end (attemptWindows.ts; counted in this process's memory).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES, tooManyAttemptsMessage } from '../../core/engine/loginLimit';
import { tooManyRequests } from '../errors/apiError';
import { addressKey } from './addressKey';
import { createAttemptWindows } from './attemptWindows';

export interface LoginLimitOptions {
  max: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMIT: LoginLimitOptions = { max: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MINUTES * 60_000 };

/** One login's attempt, taken from its account and its address. */
export interface LoginAttempt {
  /** The password was right and the account may enter: the attempt is given back. */
  succeeded(): void;
  /** No password was checked (the database could not be read): given back too, or an outage would lock people out. */
  unchecked(): void;
}

export interface LoginLimiter {
  /** Takes an attempt, or throws 429 (with Retry-After) when the account or the address has none left in its window. */
  begin(request: FastifyRequest, reply: FastifyReply, email: string): LoginAttempt;
}

export function createLoginLimiter(options: LoginLimitOptions): LoginLimiter {
  const windows = createAttemptWindows(options);
  return {
    begin(request, reply, email) {
      const result = windows.reserve([`direccion:${addressKey(request.ip)}`, `cuenta:${email}`], Date.now());
      if (!result.ok) {
        void reply.header('retry-after', String(Math.ceil(result.retryMs / 1000)));
        throw tooManyRequests(tooManyAttemptsMessage(result.retryMs / 60_000));
      }
      const refund = () => result.reservation.refund();
      return { succeeded: refund, unchecked: refund };
    },
  };
}
