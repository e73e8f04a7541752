// GET /api/metrics: the server's figures in Prometheus' text format (docs/operations.md, 'Health and
// metrics') — requests by route and status, the database's statements and pool, the import journal,
// the mail outbox by state, backups, the process — for the addresses of METRICS_ALLOW or a caller
// with METRICS_TOKEN (server/metrics/access.ts). Each process answers its own figures: under
// WORKERS=N every sample carries its process as `worker` (the pid).
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { observeQueries } from '../db/observed';
import { journaledBatchCount } from '../crud/bulkJournal';
import { outboxState, type OutboxState } from '../mail';
import { createMetricsAccess, type MetricsAccessConfig } from '../metrics/access';
import { registerProcessMetrics } from '../metrics/process';
import { MetricsRegistry, PROMETHEUS_CONTENT_TYPE } from '../metrics/registry';
import { installRequestMetrics } from '../metrics/requests';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics: another part of the server may add its own (registry.scraped()). */
    metrics: MetricsRegistry;
  }
}

export const METRICS_URL = '/api/metrics';

export const METRICS_FORBIDDEN = 'Acceso a las métricas no permitido: la dirección no está en METRICS_ALLOW y no se envió el token de METRICS_TOKEN.';

/** Seconds. Most statements take well under a millisecond on PGlite; a report's or an export's window, up to seconds. */
export const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Where the backups' last success is read (issue 42, point 1, sets it up): the metric
 * backup_last_success_timestamp_seconds is 0 until one succeeds, and absent while no backup is configured.
 */
export interface BackupStatus {
  lastSuccess(): Promise<Date | null>;
}

export interface MetricsOptions {
  db: Database;
  version: string;
  backups?: BackupStatus;
}

/** A reading shared by the metrics of one scrape (read together, while it is under way): one query for the outbox's two figures. */
function sharedReading<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= read().finally(() => {
      pending = null;
    }));
}

/**
 * The registry (app.metrics), the request hook, the database's timing and the figures read at
 * scrape time. Call it before any route is registered.
 */
export function installMetrics(app: FastifyInstance, { db, version, backups }: MetricsOptions): void {
  const registry = new MetricsRegistry({
    constLabels: cluster.isWorker ? { worker: String(process.pid) } : {},
    onScrapeError: (metric, error) => app.log.warn({ err: error, metrica: metric }, `No se pudo leer la métrica ${metric}`),
  });
  app.decorate('metrics', registry);
  registry.scraped('aula_admin_info', 'Versión del servidor y motor de la base de datos', 'gauge', ['version', 'base_datos'], () => [
    { labels: { version, base_datos: db.kind }, value: 1 },
  ]);
  installRequestMetrics(app, registry);

  const queries = registry.histogram('db_query_duration_seconds', 'Duración de las sentencias en la base de datos (espera de conexión incluida)', [], QUERY_BUCKETS);
  const failures = registry.counter('db_query_errors_total', 'Sentencias que la base de datos rechazó');
  const unobserve = observeQueries(db, (seconds, failed) => {
    queries.observe(undefined, seconds);
    if (failed) failures.inc();
  });
  const pool = db.poolStats?.bind(db);
  if (pool) {
    registry.scraped('db_pool_connections', 'Conexiones abiertas del pool de PostgreSQL (ociosas o en uso)', 'gauge', [], () => pool().total);
    registry.scraped('db_pool_idle_connections', 'Conexiones ociosas del pool de PostgreSQL', 'gauge', [], () => pool().idle);
    registry.scraped('db_pool_waiting_clients', 'Sentencias o transacciones esperando una conexión del pool', 'gauge', [], () => pool().waiting);
    registry.scraped('db_pool_max_connections', 'Tamaño del pool de PostgreSQL de este proceso', 'gauge', [], () => pool().max);
  }

  registry.scraped('import_journal_batches', 'Cargas masivas en el diario (en curso, o que no se pudieron deshacer)', 'gauge', [], () => journaledBatchCount(db));
  const outbox = sharedReading<OutboxState>(() => outboxState(db));
  registry.scraped('mail_outbox', 'Correos de la bandeja de salida por estado', 'gauge', ['estado'], async () =>
    Object.entries((await outbox()).porEstado).map(([estado, value]) => ({ labels: { estado }, value })),
  );
  registry.scraped('mail_outbox_oldest_pending_seconds', 'Espera del correo pendiente más antiguo (0 sin pendientes)', 'gauge', [], async () => (await outbox()).pendienteMasAntiguo ?? 0);
  if (backups) {
    registry.scraped('backup_last_success_timestamp_seconds', 'Última copia de seguridad correcta (segundos desde 1970; 0: ninguna)', 'gauge', [], async () => {
      const last = await backups.lastSuccess();
      return last ? Math.floor(last.getTime() / 1000) : 0;
    });
  }

  const stopProcessMetrics = registerProcessMetrics(registry);
  app.addHook('onClose', async () => {
    stopProcessMetrics();
    unobserve();
  });
}

/** GET /api/metrics, for the addresses of `access.allow` or its token; anyone else: 403. */
export function registerMetricsEndpoint(app: FastifyInstance, access: MetricsAccessConfig): void {
  const allowed = createMetricsAccess(access);
  app.get(
    METRICS_URL,
    {
      config: {
        openapi: {
          permission: 'public',
          access: 'Sin token de sesión: para las direcciones de `METRICS_ALLOW` o con `Authorization: Bearer <METRICS_TOKEN>`; sin configurar ninguna de las dos, nadie.',
          summary: 'Métricas del servidor (Prometheus)',
          description: 'Formato de texto de Prometheus 0.0.4: solicitudes por ruta y estado con su duración, base de datos, diario de cargas masivas, bandeja de salida del correo, copias de seguridad y el proceso.',
          tag: 'Operación',
          produces: 'text/plain',
          errors: { 403: METRICS_FORBIDDEN },
        },
      },
    },
    async (request, reply) => {
      if (!allowed(request.ip, request.headers.authorization)) return reply.status(403).send({ code: 'Forbidden', message: METRICS_FORBIDDEN });
      return reply.type(PROMETHEUS_CONTENT_TYPE).send(await app.metrics.expose());
    },
  );
}
