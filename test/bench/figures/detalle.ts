// estudiante/detalle through the API (real HTTP, 10 keep-alive clients in another process) beside
// the very SELECT the handler runs, replayed on the same Database object, and json-server's GET /:id.
import type { BenchDataset } from '../dataset';
import { rate, times } from '../format';
import type { HttpTarget } from '../load';
import { boundedLoop, type LoadSummary } from '../stats';
import type { BenchEnv, BenchFigure, BenchRow } from '../types';
import type { SqlParam } from '../../../server/db/database';
import type { RecordedQuery } from '../recording';

export const CLIENTS = 10;
const TARGET_IDS = 2000;

export function detalleTargets(data: BenchDataset): HttpTarget[] {
  return data.ids.slice(0, TARGET_IDS).map((id) => ({ method: 'POST', path: '/api/estudiante/detalle', body: JSON.stringify({ id }) }));
}

export function apiHeaders(data: BenchDataset): Record<string, string> {
  return { authorization: `Bearer ${data.token}` };
}

export interface DetailQuery {
  sql: string;
  /** Parameters for another id (the probe's id replaced). */
  params(id: number): SqlParam[];
  /** Statements one request runs (guard included), once the app's caches are warm. */
  perRequest: string[];
  /** Statements the app runs on its own (timers), per second, while no request comes. */
  backgroundPerSecond: number;
}

const IDLE_MS = 500;

/**
 * Requests (or statements) run before either loop is timed, the same on both sides: about 2 s of
 * the API. With 500 the API's loop, timed first, still ran code being compiled for a good part of
 * its 2.4 s (--check), and the SQL loop after it on a driver already warm: 0.45–0.48 against
 * 0.51–0.59 with 4,000, same tree, same hour.
 */
const WARMUP = 3000;

/** Statements run while `fn` runs, minus those the app also runs when idle (timers). */
export async function recordRequest(data: BenchDataset, fn: () => Promise<unknown>): Promise<{ own: RecordedQuery[]; backgroundPerSecond: number }> {
  const idle = await data.recorder.record(() => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
  const background = new Set(idle.map((q) => q.sql));
  const own = (await data.recorder.record(fn)).filter((q) => !background.has(q.sql));
  return { own, backgroundPerSecond: (idle.length * 1000) / IDLE_MS };
}

/** The statements estudiante/detalle runs, recorded on a real request; the handler's SELECT is the last with the id. */
export async function captureDetailQuery(data: BenchDataset): Promise<DetailQuery> {
  const probeId = data.ids[0];
  const inject = () =>
    data.app.inject({
      method: 'POST',
      url: '/api/estudiante/detalle',
      headers: { 'content-type': 'application/json', ...apiHeaders(data) },
      payload: JSON.stringify({ id: probeId }),
    });
  await inject();
  const { own, backgroundPerSecond } = await recordRequest(data, inject);
  const last = own.findLast((q) => q.params.includes(probeId));
  if (!last) throw new Error('estudiante/detalle no ejecutó ninguna consulta con el id');
  const idIndexes = last.params.flatMap((p, i) => (p === probeId ? [i] : []));
  return {
    sql: last.sql,
    params: (id) => last.params.map((p, i) => (idIndexes.includes(i) ? id : p)),
    perRequest: own.map((q) => q.sql.replace(/\s+/g, ' ').slice(0, 90)),
    backgroundPerSecond,
  };
}

export async function rawDetailLoop(data: BenchDataset, query: DetailQuery, maxSeconds: number): Promise<LoadSummary> {
  const ids = data.ids.slice(0, TARGET_IDS);
  return boundedLoop(
    async (n) => {
      const rows = await data.db.query(query.sql, query.params(ids[n % ids.length]));
      return rows.length === 1 ? { ok: true, bytes: 0 } : { ok: false, error: `SQL directo: ${rows.length} filas` };
    },
    { concurrency: CLIENTS, maxOps: 1_000_000, maxSeconds, warmupOps: WARMUP },
  );
}

export async function apiDetailLoad(data: BenchDataset, env: BenchEnv, maxSeconds: number): Promise<LoadSummary> {
  return env.load.run({
    baseUrl: data.apiUrl,
    headers: apiHeaders(data),
    targets: detalleTargets(data),
    concurrency: CLIENTS,
    maxRequests: 1_000_000,
    maxSeconds,
    warmupRequests: WARMUP,
    timeoutMs: 10_000,
  });
}

function errorsNote(label: string, s: LoadSummary): string {
  return s.errors > 0 ? ` ${label}: ${s.errors} errores (${s.firstError}).` : '';
}

async function run(data: BenchDataset, env: BenchEnv): Promise<BenchRow[]> {
  const budget = env.maxSeconds;
  const query = await captureDetailQuery(data);
  const api = await apiDetailLoad(data, env, budget * 0.4);
  const raw = await rawDetailLoop(data, query, budget * 0.25);
  const json = await env.load.run({
    baseUrl: data.jsonServer.url,
    headers: {},
    targets: data.ids.slice(0, TARGET_IDS).map((id) => ({ method: 'GET', path: `/estudiantes/${id}` })),
    concurrency: CLIENTS,
    maxRequests: 1_000_000,
    maxSeconds: budget * 0.3,
    warmupRequests: 50,
    timeoutMs: 30_000,
  });
  const vsRaw = api.rps / raw.rps;
  const vsJson = api.rps / json.rps;
  const large = data.size >= 100_000;
  const note =
    `detalle ${data.label}: ${CLIENTS} clientes keep-alive; API p50 ${api.p50.toFixed(2)} ms, p99 ${api.p99.toFixed(2)} ms; ` +
    `${query.perRequest.length} consultas por petición (${query.perRequest.join(' | ')}); ` +
    `${Math.round(query.backgroundPerSecond)} consultas/s de la app en reposo.` +
    errorsNote('API', api) +
    errorsNote('json-server', json) +
    errorsNote('SQL', raw);
  return [
    {
      figure: 'estudiante/detalle: API vs la misma SQL directa',
      size: data.label,
      value: rate(api.rps),
      baseline: `${rate(raw.rps)} (SQL)`,
      ratio: vsRaw.toFixed(2),
      goal: '≥ 0.6',
      met: api.errors === 0 && vsRaw >= 0.6,
      note,
      metric: { key: 'detalle/sql', value: api.errors === 0 ? vsRaw : 0 },
    },
    {
      figure: 'estudiante/detalle: API vs json-server',
      size: data.label,
      value: rate(api.rps),
      baseline: `${rate(json.rps)} (json-server)`,
      ratio: times(vsJson),
      goal: large ? '≥ 20× (y > 1× en todo tamaño)' : '> 1×',
      met: api.errors === 0 && json.errors === 0 && vsJson >= (large ? 20 : 1),
    },
  ];
}

export const detalleFigure: BenchFigure = { name: 'estudiante/detalle', perSize: run };
