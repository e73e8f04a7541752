// Health and metrics (docs/operations.md, 'Health and metrics'): GET /api/health/live and
// /api/health/ready without a token and without data; GET /api/metrics in Prometheus' text format
// for the addresses of METRICS_ALLOW (request.ip, X-Forwarded-For only from TRUST_PROXY) or with
// METRICS_TOKEN, 403 for anyone else.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { beginShutdown, NOT_READY, registerHealthEndpoints } from '../../../server/routes/health';
import { METRICS_FORBIDDEN } from '../../../server/routes/metrics';
import { createTestServer, newStudent, type TestServer } from '../helpers';

const TOKEN = 'token-de-metricas-de-las-pruebas-0123456789';
const BACKUP = new Date('2026-03-03T02:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({
    build: { metrics: { allow: ['10.1.2.0/24'], token: TOKEN }, trustProxy: ['127.0.0.1'], backups: { lastSuccess: async () => BACKUP } },
  });
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  server.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('live and ready', () => {
  it('answer a word, without a token, never cached, with the request id; HEAD too', async () => {
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ estado: 'vivo' });
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const ready = await get('/api/health/ready', { 'x-request-id': 'balanceador-123' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ estado: 'listo' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers['x-request-id']).toBe('balanceador-123');
    // An incoming id that could break a log line is replaced.
    expect((await get('/api/health/live', { 'x-request-id': 'a"b c' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const url of ['/api/health/live', '/api/health/ready']) {
      const head = await server.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body).toBe('');
    }
  });

  it('ready answers 503 while a migration of the code is not applied, with Retry-After', async () => {
    const [last] = await server.db.query<{ version: string; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1');
    await server.db.query('DELETE FROM schema_migrations WHERE version = $1', [last.version]);
    try {
      const response = await get('/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'ServiceUnavailable', message: NOT_READY.migrations });
      expect(response.json().message).toBe('Faltan migraciones por aplicar');
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['cache-control']).toBe('no-store');
      // live does not look at the database.
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      await server.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [last.version, last.name]);
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('ready answers 503 once the stop has begun; live still answers', async () => {
    beginShutdown(server.app);
    try {
      const response = await get('/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'ServiceUnavailable', message: 'El servidor se está deteniendo' });
      expect(response.headers['retry-after']).toBe('5');
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      server.app.shuttingDown = false;
    }
  });

  it('ready answers 503 when the database does not answer in time, sending it one probe at a time', async () => {
    let probes = 0;
    const hanging = { kind: 'pglite', query: () => (probes++, new Promise(() => {})) } as unknown as Database;
    const app = Fastify();
    registerHealthEndpoints(app, hanging, { readyTimeoutMs: 50 });
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/api/health/ready' })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ code: 'ServiceUnavailable', message: 'La base de datos no responde' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
    expect(probes).toBe(1);
    const failing = { kind: 'pglite', query: async () => Promise.reject(new Error('conexión cerrada')) } as unknown as Database;
    const other = Fastify();
    registerHealthEndpoints(other, failing);
    expect((await other.inject({ method: 'GET', url: '/api/health/ready' })).json().message).toBe(NOT_READY.database);
    await Promise.all([app.close(), other.close()]);
  });

  it('a closing app says it is stopping', async () => {
    const app = Fastify();
    registerHealthEndpoints(app, server.db);
    await app.ready();
    expect(app.shuttingDown).toBe(false);
    await app.close();
    expect(app.shuttingDown).toBe(true);
  });
});

describe('metrics', () => {
  it('refuses, in Spanish, a caller neither listed nor holding the token (a session token is not it)', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer otro-token-cualquiera-de-mas-de-32-caracteres' }, { authorization: `Bearer ${server.adminToken}` }]) {
      const response = await get('/api/metrics', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'Forbidden', message: METRICS_FORBIDDEN });
    }
    // X-Forwarded-For counts only from a trusted proxy (TRUST_PROXY: here 127.0.0.1).
    expect((await get('/api/metrics', { 'x-forwarded-for': '10.1.2.3' }, '10.9.9.9')).statusCode).toBe(403);
  });

  it('answers a listed address, directly or through the trusted proxy, and the token from anywhere', async () => {
    expect((await get('/api/metrics', {}, '10.1.2.3')).statusCode).toBe(200);
    expect((await get('/api/metrics', { 'x-forwarded-for': '10.1.2.77' })).statusCode).toBe(200);
    const response = await get('/api/metrics', { authorization: `Bearer ${TOKEN}` }, '203.0.113.5');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by route template and status, times them and the database, and reads the outbox, journal, backups and process', async () => {
    const student = await server.post('estudiante/crear', newStudent(901), server.adminToken);
    expect(student.statusCode, student.body).toBe(200);
    const id = (student.json() as { id: number }).id;
    expect((await get(`/api/rest/estudiantes/${id}`, { authorization: `Bearer ${server.adminToken}` })).statusCode).toBe(200);
    expect((await get('/api/no-existe')).statusCode).toBe(404);
    await server.db.query(
      `INSERT INTO correos (para, asunto, cuerpo, estado, created_at) VALUES ('a@correo.test', 'x', 'x', 'fallido', now()), ('b@correo.test', 'x', 'x', 'pendiente', now() - interval '90 seconds')`,
    );
    const text = (await get('/api/metrics', { authorization: `Bearer ${TOKEN}` })).body;
    const lines = text.split('\n');
    const value = (prefix: string) => Number(lines.find((line) => line.startsWith(prefix))?.slice(prefix.length).trim());

    expect(value('http_requests_total{method="POST",route="/api/login",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(value('http_requests_total{method="POST",route="/api/estudiante/crear",status="200"}')).toBe(1);
    expect(value('http_requests_total{method="GET",route="/api/rest/estudiantes/:id",status="200"}')).toBe(1);
    expect(value('http_requests_total{method="GET",route="sin_ruta",status="404"}')).toBe(1);
    expect(text).not.toContain(`/api/rest/estudiantes/${id}"`);
    expect(value('http_request_duration_seconds_count{method="POST",route="/api/estudiante/crear",status="200"}')).toBe(1);
    expect(value('http_request_duration_seconds_bucket{method="POST",route="/api/estudiante/crear",status="200",le="+Inf"}')).toBe(1);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');

    expect(value('db_query_duration_seconds_count')).toBeGreaterThan(10);
    expect(value('db_query_duration_seconds_sum')).toBeGreaterThan(0);
    expect(value('db_query_errors_total')).toBeGreaterThanOrEqual(0);
    // PostgreSQL's pool (PGlite has none).
    if (server.db.kind === 'postgres') {
      expect(value('db_pool_max_connections')).toBe(10);
      expect(value('db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(value('db_pool_waiting_clients')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
    expect(value('import_journal_batches')).toBe(0);
    expect(value('mail_outbox{estado="fallido"}')).toBeGreaterThanOrEqual(1);
    expect(value('mail_outbox{estado="enviado"}')).toBeGreaterThanOrEqual(0);
    expect(lines.filter((line) => line.startsWith('mail_outbox{'))).toHaveLength(4);
    expect(value('mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(90);
    expect(value('backup_last_success_timestamp_seconds')).toBe(BACKUP.getTime() / 1000);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect(value('process_uptime_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(new RegExp(`^aula_admin_info\\{version="[^"]+",base_datos="${server.db.kind}"\\} 1$`, 'm'));
    // A single process: no worker label.
    expect(text).not.toContain('worker=');
    // Every sample line is `name{labels} value` and every metric has HELP and TYPE.
    for (const line of lines.filter((l) => l !== '' && !l.startsWith('#'))) expect(line).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{.*\})? ([-+0-9.eE]+|NaN|\+Inf)$/);
    const typed = lines.filter((l) => l.startsWith('# TYPE ')).map((l) => l.split(' ')[2]);
    expect(lines.filter((l) => l.startsWith('# HELP ')).map((l) => l.split(' ')[2])).toEqual(typed);
  });

  it('has no backup figure while no backup is configured', async () => {
    const plain = await createTestServer({ build: { metrics: { allow: [], token: TOKEN } } });
    try {
      const text = (await plain.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      expect(text).not.toContain('backup_last_success_timestamp_seconds');
      expect(text).toContain('import_journal_batches 0');
    } finally {
      await plain.close();
    }
  });
});
