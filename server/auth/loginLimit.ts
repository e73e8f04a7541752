// At most 10 failed logins per account (e-mail) and per IP address in 15 minutes, counted with
// @fastify/rate-limit: a login first peeks at both counters (a spent one answers 429 with the
// minutes left) and only a failure consumes them, so successful logins never count.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES, tooManyAttemptsMessage } from '../../resources/loginLimit';
import { tooManyRequests } from '../http/errors';

export interface LoginLimitOptions {
  max: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMIT: LoginLimitOptions = { max: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MINUTES * 60_000 };

export interface LoginLimiter {
  /** Throws 429 (with Retry-After) when the account or the address has no failure left in its window. */
  check(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
  /** Counts a failed login against both. */
  fail(request: FastifyRequest, email: string): Promise<void>;
}

/** The account a login names: its e-mail as the login looks it up (set by check/fail before the limiter reads it). */
const ACCOUNT = new WeakMap<FastifyRequest, string>();

/** Needs @fastify/rate-limit registered on `app` (buildApp does, with global: false). */
export function createLoginLimiter(app: FastifyInstance, options: LoginLimitOptions): LoginLimiter {
  const common = { max: options.max, timeWindow: options.windowMs };
  const limiters = [
    // The plugin's own key: the address (an IPv6 one by its /64, as one machine usually holds a whole one).
    app.createRateLimit(common),
    app.createRateLimit({ ...common, keyGenerator: (request) => `cuenta:${ACCOUNT.get(request) ?? ''}` }),
  ];
  return {
    async check(request, reply, email) {
      ACCOUNT.set(request, email);
      for (const limiter of limiters) {
        const state = await limiter(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) {
          void reply.header('retry-after', String(state.ttlInSeconds));
          throw tooManyRequests(tooManyAttemptsMessage(state.ttl / 60_000));
        }
      }
    },
    async fail(request, email) {
      ACCOUNT.set(request, email);
      for (const limiter of limiters) await limiter(request);
    },
  };
}
