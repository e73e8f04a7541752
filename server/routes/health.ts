// Health checks for a service manager, a load balancer or Kubernetes (docs/operations.md, 'Health and
// metrics'), without a token and with nothing in the answer but a word:
// GET /api/health/live — the process answers (no database access);
// GET /api/health/ready — the database answers within READY_TIMEOUT_MS, it has every migration of
// this code applied, and the server is not stopping; otherwise 503 naming the reason, with Retry-After.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { migrationVersions, unappliedMigrations } from '../db/migrate';
import { RETRY_AFTER_SECONDS, serviceUnavailable } from '../errors/apiError';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the server begins to stop (beginShutdown, or app.close()): ready answers 503 from then on. */
    shuttingDown: boolean;
  }
}

export const LIVE_URL = '/api/health/live';
export const READY_URL = '/api/health/ready';
export const READY_TIMEOUT_MS = 1000;
/** What a 503 of ready asks the caller to wait before asking again (every 503's: the error handler's too). */
export { RETRY_AFTER_SECONDS };

export const NOT_READY = {
  database: 'La base de datos no responde',
  migrations: 'Faltan migraciones por aplicar',
  stopping: 'El servidor se está deteniendo',
} as const;

type NotReady = keyof typeof NOT_READY;

/** The stop's first step (server/main.ts): from now on ready answers 503, before the server closes. */
export function beginShutdown(app: FastifyInstance): void {
  app.shuttingDown = true;
}

/**
 * The database's side of readiness. One probe at a time: while one is still waiting for the
 * database, the next request waits on it rather than queueing another statement behind it (a
 * database that hangs is not also handed a pile of probes).
 */
function databaseReadiness(db: Database, timeoutMs: number): () => Promise<NotReady | null> {
  let versions: Promise<string[]> | undefined;
  let probe: Promise<string[]> | null = null;
  return async () => {
    // The code's migrations, read once: what this process was started with.
    const known = await (versions ??= migrationVersions());
    const current = (probe ??= unappliedMigrations(db, known).finally(() => {
      probe = null;
    }));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<NotReady>((resolve) => {
      timer = setTimeout(() => resolve('database'), timeoutMs);
    });
    try {
      return await Promise.race([current.then((missing): NotReady | null => (missing.length > 0 ? 'migrations' : null), (): NotReady => 'database'), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

const publicCheck = (summary: string, description: string, errors?: Record<number, string>) => ({
  openapi: { permission: 'public' as const, summary, description, tag: 'Operación', ...(errors ? { errors } : {}) },
});

export function registerHealthEndpoints(app: FastifyInstance, db: Database, options: { readyTimeoutMs?: number } = {}): void {
  app.decorate('shuttingDown', false);
  // Whoever closes the app (a signal's stop, a test): ready says so while the close runs.
  app.addHook('preClose', async () => beginShutdown(app));
  const databaseNotReady = databaseReadiness(db, options.readyTimeoutMs ?? READY_TIMEOUT_MS);

  app.get(
    LIVE_URL,
    { config: publicCheck('El proceso responde', 'Sin acceso a la base de datos: `{"estado": "vivo"}` mientras el proceso atiende solicitudes.') },
    async () => ({ estado: 'vivo' }),
  );

  const notReady = (reply: FastifyReply, reason: NotReady) =>
    reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(serviceUnavailable(NOT_READY[reason]).toBody());
  app.get(
    READY_URL,
    {
      config: publicCheck(
        'El servidor está listo para atender',
        `\`{"estado": "listo"}\` cuando la base de datos responde en menos de ${READY_TIMEOUT_MS / 1000} s, tiene aplicadas todas las migraciones del código y el servidor no se está deteniendo.`,
        { 503: `No está listo: '${NOT_READY.database}', '${NOT_READY.migrations}' o '${NOT_READY.stopping}' (con Retry-After).` },
      ),
    },
    async (_request, reply) => {
      if (app.shuttingDown) return notReady(reply, 'stopping');
      const reason = await databaseNotReady();
      if (reason) return notReady(reply, reason);
      // A stop may have begun while the database answered.
      if (app.shuttingDown) return notReady(reply, 'stopping');
      return { estado: 'listo' };
    },
  );
}
