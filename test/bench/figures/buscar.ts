// estudiante/buscar with 10 concurrent clients (a mix of surnames and names with and without
// accents, whole document numbers and e-mails, and misses: dataset.ts searchTexts) beside
// json-server's full-text `q` over the same students; and user/buscar's statements for the same
// texts beside the single statement it ran before issue 44.
import { GLOBAL_SEARCH_LIMIT } from '../../../core/school/globalManagement';
import { foldedWordConditions } from '../../../server/crud/searchColumns';
import { SqlParams } from '../../../server/db/sql';
import { GLOBAL_PERSON_SQL } from '../../../server/people/globalSearch';
import type { BenchDataset, SearchText } from '../dataset';
import type { RecordedQuery } from '../recording';
import { ms, rate, times } from '../format';
import type { HttpTarget } from '../load';
import { type LoadSummary, percentile } from '../stats';
import type { BenchEnv, BenchFigure, BenchRow } from '../types';
import { apiHeaders, recordRequest } from './detalle';

const CLIENTS = 10;

function apiTargets(searches: SearchText[]): HttpTarget[] {
  return searches.map((s) => ({ method: 'POST', path: '/api/estudiante/buscar', body: JSON.stringify({ texto: s.texto }) }));
}

async function apiLoad(data: BenchDataset, env: BenchEnv, searches: SearchText[], clients: number, maxSeconds: number): Promise<LoadSummary> {
  return env.load.run({
    baseUrl: data.apiUrl,
    headers: apiHeaders(data),
    targets: apiTargets(searches),
    concurrency: clients,
    maxRequests: 1_000_000,
    maxSeconds,
    warmupRequests: Math.min(40, searches.length * 2),
    timeoutMs: 30_000,
  });
}

/** Which scans the planner picks for one search of each kind (EXPLAIN of the SQL the endpoint runs). */
async function plans(data: BenchDataset): Promise<string[]> {
  const out: string[] = [];
  for (const kind of [...new Set(data.searches.map((s) => s.kind))]) {
    const search = data.searches.find((s) => s.kind === kind);
    if (!search) continue;
    const { own } = await recordRequest(data, () =>
      data.app.inject({
        method: 'POST',
        url: '/api/estudiante/buscar',
        headers: { 'content-type': 'application/json', ...apiHeaders(data) },
        payload: JSON.stringify({ texto: search.texto }),
      }),
    );
    const query = own.find((q) => q.sql.includes('LIKE'));
    if (!query) continue;
    const plan = await data.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params);
    const scans = plan.flatMap((r) => /(\w[\w ]*Scan(?: using| on) \S+)/.exec(r['QUERY PLAN'])?.[1] ?? []).filter((s) => !s.startsWith('Subquery'));
    out.push(`${kind}: ${[...new Set(scans)].join(' + ')}`);
  }
  return out;
}

/** Rounds of each text in the user/buscar comparison (old and new alternated), at most. */
const GLOBAL_ROUNDS = 10;

/**
 * user/buscar's single statement before issue 44 (every word inside busqueda, the joins and the
 * latest scheduled sede, ordered and limited), as the admin (every sede): the baseline of its row.
 */
function globalSearchBefore(texto: string): { sql: string; params: SqlParams } {
  const params = new SqlParams();
  const words = foldedWordConditions('busqueda', texto.split(/\s+/).filter(Boolean), params, 'u.');
  const sql = `${GLOBAL_PERSON_SQL} WHERE ${words.join(' AND ')} ORDER BY f_fold(u.primer_apellido) NULLS LAST, u.primer_apellido, u.id LIMIT ${params.add(GLOBAL_SEARCH_LIMIT)}`;
  return { sql, params };
}

const p50 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/**
 * user/buscar (issue 44) on the same texts: the statements one request runs (recorded on a real
 * request, replayed) against the statement of before, alternated text by text, p50 per kind.
 */
async function globalSearch(data: BenchDataset, maxSeconds: number): Promise<{ kind: string; now: number; before: number }[]> {
  const texts: { kind: string; now: RecordedQuery[]; before: { sql: string; params: SqlParams }; times: { now: number[]; before: number[] } }[] = [];
  for (const search of data.searches) {
    const recorded = await data.recorder.record(() =>
      data.app.inject({
        method: 'POST',
        url: '/api/user/buscar',
        headers: { 'content-type': 'application/json', ...apiHeaders(data) },
        payload: JSON.stringify({ texto: search.texto }),
      }),
    );
    // The search's statements (each reads the person's latest scheduled sede), not the guard's or a timer's.
    texts.push({ kind: search.kind, now: recorded.filter((q) => q.sql.includes('sede_programacion')), before: globalSearchBefore(search.texto), times: { now: [], before: [] } });
  }
  const deadline = performance.now() + maxSeconds * 1000;
  for (let round = 0; round < GLOBAL_ROUNDS && performance.now() < deadline; round++) {
    for (const text of texts) {
      let start = performance.now();
      for (const q of text.now) await data.db.query(q.sql, q.params);
      text.times.now.push(performance.now() - start);
      start = performance.now();
      await data.db.query(text.before.sql, text.before.params.values);
      text.times.before.push(performance.now() - start);
    }
  }
  return [...new Set(texts.map((t) => t.kind))].map((kind) => {
    const ofKind = texts.filter((t) => t.kind === kind);
    return { kind, now: p50(ofKind.flatMap((t) => t.times.now)), before: p50(ofKind.flatMap((t) => t.times.before)) };
  });
}

/** user/buscar's row: the slowest kind of each side, what a search costs at worst, now and before. */
function globalSearchRow(data: BenchDataset, global: { kind: string; now: number; before: number }[]): BenchRow {
  const slowest = global.reduce((a, b) => (b.now > a.now ? b : a));
  const slowestBefore = global.reduce((a, b) => (b.before > a.before ? b : a));
  return {
    figure: 'user/buscar, sus sentencias p50 (el tipo más lento)',
    size: data.label,
    value: `${ms(slowest.now)} (${slowest.kind})`,
    baseline: `${ms(slowestBefore.before)} (${slowestBefore.kind}, la sentencia de antes del issue 44)`,
    ratio: times(slowestBefore.before / slowest.now),
    goal: '',
    met: null,
    note: `user/buscar ${data.label}: los mismos textos, como administrador (todas las sedes), sus sentencias repetidas sin HTTP, alternadas con la de antes; p50 por tipo, después / antes: ${global.map((g) => `${g.kind} ${ms(g.now)} / ${ms(g.before)}`).join(', ')}.`,
  };
}

async function run(data: BenchDataset, env: BenchEnv): Promise<BenchRow[]> {
  const budget = env.maxSeconds;
  const planned = await plans(data);
  // Not in --check (no budget reads it): under load its rounds pushed the figure past its time limit.
  const global = env.check ? [] : await globalSearch(data, budget * 0.1);
  const api = await apiLoad(data, env, data.searches, CLIENTS, budget * 0.4);
  // Same kinds of search, one string each (json-server's q), same order and limit as the API.
  const json = await env.load.run({
    baseUrl: data.jsonServer.url,
    headers: {},
    targets: data.searches.map((s) => ({ method: 'GET', path: `/estudiantes?q=${encodeURIComponent(s.q)}&_sort=primer_apellido&_limit=100` })),
    concurrency: CLIENTS,
    maxRequests: 1_000_000,
    maxSeconds: budget * 0.4,
    warmupRequests: 2,
    timeoutMs: 30_000,
  });
  // One client per kind of search: which kinds cost what, without queueing.
  const kinds = [...new Set(data.searches.map((s) => s.kind))];
  const perKind: string[] = [];
  let worst = { kind: '', p50: 0 };
  for (const kind of kinds) {
    const single = await apiLoad(data, env, data.searches.filter((s) => s.kind === kind), 1, (budget * 0.2) / kinds.length);
    perKind.push(`${kind} ${ms(single.p50)}`);
    if (single.p50 > worst.p50) worst = { kind, p50: single.p50 };
  }
  const errors = [api.errors > 0 ? `API: ${api.errors} errores (${api.firstError})` : '', json.errors > 0 ? `json-server: ${json.errors} errores (${json.firstError})` : '']
    .filter(Boolean)
    .join('; ');
  const note =
    `buscar ${data.label}: ${CLIENTS} clientes, ${data.searches.length} textos (${data.searches.map((s) => s.texto).join(', ')}); ` +
    `json-server: ?q=<primera palabra>&_sort=primer_apellido&_limit=100. p50 con 1 cliente: ${perKind.join(', ')}. ` +
    `Planes: ${planned.join('; ')}.` +
    (errors ? ` ${errors}.` : '');
  const clean = api.errors === 0;
  // PGlite answers one statement at a time: with 10 clients a search waits for the other nine, so
  // its goals are one client's p50 per kind and the 10-client p99 (issue 21); PostgreSQL's are --pg's.
  const globalRows = global.length === 0 ? [] : [globalSearchRow(data, global)];
  return [
    {
      figure: 'estudiante/buscar p50, 1 cliente (el tipo más lento)',
      size: data.label,
      value: `${ms(worst.p50)} (${worst.kind})`,
      baseline: `${ms(json.p50)} (json-server, 10 clientes)`,
      ratio: '',
      goal: '≤ 5 ms cada tipo',
      met: clean && worst.p50 <= 5,
      note,
      metric: { key: 'buscar p50 ms', value: clean ? worst.p50 : Number.POSITIVE_INFINITY },
    },
    {
      figure: 'estudiante/buscar p50 (p99), 10 clientes',
      size: data.label,
      value: `${ms(api.p50)} (p99 ${ms(api.p99)})`,
      baseline: `${ms(json.p50)} (json-server)`,
      ratio: times(json.p50 / api.p50),
      goal: '',
      met: null,
    },
    {
      figure: 'estudiante/buscar p99, 10 clientes',
      size: data.label,
      value: ms(api.p99),
      baseline: `${ms(json.p99)} (json-server)`,
      ratio: times(json.p99 / api.p99),
      goal: '≤ 150 ms',
      met: clean && api.p99 <= 150,
      metric: { key: 'buscar p99 ms', value: clean ? api.p99 : Number.POSITIVE_INFINITY },
    },
    {
      figure: 'estudiante/buscar rendimiento vs json-server',
      size: data.label,
      value: rate(api.rps),
      baseline: `${rate(json.rps)} (json-server)`,
      ratio: times(api.rps / json.rps),
      goal: '≥ 10×',
      met: clean && json.errors === 0 && api.rps / json.rps >= 10,
    },
    ...globalRows,
  ];
}

export const buscarFigure: BenchFigure = { name: 'estudiante/buscar', perSize: run };
