// The REST face's getList (GET /api/rest/estudiantes?sort=…&range=…&filter={}, what ra-data-simple-rest
// sends) beside the POST contract's estudiante/lista for the same pages (25 rows by surname), both
// through real HTTP with 10 keep-alive clients, measured in turns (lista, REST, lista, REST) so that
// the machine's drift weighs on both alike. Goal: the REST face within 10 % of lista. Beside them,
// the same pages' SQL run directly (the statements lista runs, recorded once per page, replayed
// through the same database at the same concurrency): lista ≥ 0.6 of it, p50 ≤ 15 ms.
import type { BenchDataset } from '../dataset';
import { ms, rate } from '../format';
import type { HttpTarget } from '../load';
import type { RecordedQuery } from '../recording';
import { boundedLoop, type LoadSummary } from '../stats';
import type { BenchEnv, BenchFigure, BenchRow } from '../types';
import { apiHeaders } from './detalle';

const CLIENTS = 10;
const PER_PAGE = 25;
const PAGES = 40;
const SORT = { campo: 'primer_apellido', direccion: 'ASC' } as const;

function listaTargets(): HttpTarget[] {
  return Array.from({ length: PAGES }, (_, i) => ({
    method: 'POST',
    path: '/api/estudiante/lista',
    body: JSON.stringify({ pagina: i + 1, por_pagina: PER_PAGE, orden: SORT, filtros: {} }),
  }));
}

function restTargets(): HttpTarget[] {
  return Array.from({ length: PAGES }, (_, i) => {
    const query = new URLSearchParams({
      sort: JSON.stringify([SORT.campo, SORT.direccion]),
      range: JSON.stringify([i * PER_PAGE, (i + 1) * PER_PAGE - 1]),
      filter: '{}',
    });
    return { method: 'GET', path: `/api/rest/estudiantes?${query.toString()}` };
  });
}

/** Both faces answer the same records for a page (else the comparison means nothing). */
async function samePage(data: BenchDataset): Promise<void> {
  const headers = { ...apiHeaders(data), 'content-type': 'application/json' };
  const [lista] = listaTargets().slice(3, 4);
  const [rest] = restTargets().slice(3, 4);
  const post = await data.app.inject({ method: 'POST', url: lista.path, headers, payload: lista.body });
  const get = await data.app.inject({ method: 'GET', url: rest.path, headers: apiHeaders(data) });
  const datos = (post.json() as { datos: unknown[]; total: number }).datos;
  if (get.statusCode !== 200 || JSON.stringify(get.json()) !== JSON.stringify(datos)) throw new Error('REST y lista no devuelven la misma página');
  if (!String(get.headers['content-range']).endsWith(`/${(post.json() as { total: number }).total}`)) throw new Error('Content-Range sin el total de lista');
}

function load(data: BenchDataset, env: BenchEnv, targets: HttpTarget[], maxSeconds: number): Promise<LoadSummary> {
  return env.load.run({
    baseUrl: data.apiUrl,
    headers: apiHeaders(data),
    targets,
    concurrency: CLIENTS,
    maxRequests: 1_000_000,
    maxSeconds,
    warmupRequests: 100,
    timeoutMs: 30_000,
  });
}

const mean = (a: number, b: number) => (a + b) / 2;

/** The statements each page's lista runs once warm (its total cached: the page query alone). */
async function pageStatements(data: BenchDataset): Promise<RecordedQuery[][]> {
  const headers = { ...apiHeaders(data), 'content-type': 'application/json' };
  const pages: RecordedQuery[][] = [];
  for (const target of listaTargets()) {
    const inject = () => data.app.inject({ method: 'POST', url: target.path, headers, payload: target.body });
    await inject();
    // The page's statements on the students' table (the app's background work reads other tables).
    pages.push((await data.recorder.record(inject)).filter((q) => q.sql.includes('FROM "usuarios"')));
  }
  return pages;
}

/** Rows a page statement answered: its rows, or the length of the one json cell it aggregates them into. */
function pageRows(result: Record<string, unknown>[]): number {
  const cell = result.length === 1 ? Object.values(result[0])[0] : undefined;
  return Array.isArray(cell) ? cell.length : result.length;
}

function rawPages(data: BenchDataset, pages: RecordedQuery[][], maxSeconds: number): Promise<LoadSummary> {
  return boundedLoop(
    async (n) => {
      let rows = 0;
      for (const q of pages[n % pages.length]) rows = pageRows(await data.db.query(q.sql, q.params));
      return rows === PER_PAGE ? { ok: true, bytes: 0 } : { ok: false, error: `SQL directo: ${rows} filas` };
    },
    { concurrency: CLIENTS, maxOps: 1_000_000, maxSeconds, warmupOps: 100 },
  );
}

async function run(data: BenchDataset, env: BenchEnv): Promise<BenchRow[]> {
  await samePage(data);
  const pages = await pageStatements(data);
  const turn = env.maxSeconds * 0.18;
  const raw = await rawPages(data, pages, turn);
  const lista1 = await load(data, env, listaTargets(), turn);
  const rest1 = await load(data, env, restTargets(), turn);
  const lista2 = await load(data, env, listaTargets(), turn);
  const rest2 = await load(data, env, restTargets(), turn);
  const lista = { rps: mean(lista1.rps, lista2.rps), p50: mean(lista1.p50, lista2.p50), p99: mean(lista1.p99, lista2.p99) };
  const rest = { rps: mean(rest1.rps, rest2.rps), p50: mean(rest1.p50, rest2.p50), p99: mean(rest1.p99, rest2.p99) };
  const errors = [lista1, lista2, rest1, rest2].reduce((sum, s) => sum + s.errors, 0);
  const firstError = [lista1, lista2, rest1, rest2].find((s) => s.firstError)?.firstError;
  const ratio = rest.rps / lista.rps;
  const note =
    `REST ${data.label}: ${CLIENTS} clientes, ${PAGES} páginas de ${PER_PAGE} por primer_apellido, en turnos lista/REST/lista/REST de ${turn.toFixed(1)} s; ` +
    `lista p50 ${ms(lista.p50)}, p99 ${ms(lista.p99)} (turnos ${rate(lista1.rps)}, ${rate(lista2.rps)}); ` +
    `REST p50 ${ms(rest.p50)}, p99 ${ms(rest.p99)} (turnos ${rate(rest1.rps)}, ${rate(rest2.rps)}).` +
    (errors > 0 ? ` ${errors} errores (${firstError}).` : '');
  const vsRaw = raw.rps > 0 ? lista.rps / raw.rps : 0;
  const statements = pages[0].map((q) => q.sql.replace(/\s+/g, ' ').slice(0, 60));
  return [
    {
      figure: 'estudiante/lista p50 (25 filas por apellido, 10 clientes)',
      size: data.label,
      value: ms(lista.p50),
      baseline: `${ms(raw.p50)} (SQL directa)`,
      ratio: '',
      goal: '≤ 15 ms',
      met: errors === 0 && lista.p50 <= 15,
      note:
        `lista ${data.label}: ${pages[0].length} consulta(s) por página ya en caché el total (${statements.join(' | ')}); ` +
        `SQL directa ${rate(raw.rps)}, p50 ${ms(raw.p50)}, p99 ${ms(raw.p99)}.` +
        (raw.errors > 0 ? ` SQL: ${raw.errors} errores (${raw.firstError}).` : ''),
    },
    {
      figure: 'estudiante/lista vs la misma SQL directa',
      size: data.label,
      value: rate(lista.rps),
      baseline: `${rate(raw.rps)} (SQL)`,
      ratio: vsRaw.toFixed(2),
      goal: '≥ 0.6',
      met: errors === 0 && raw.errors === 0 && vsRaw >= 0.6,
      metric: { key: 'lista/sql', value: errors === 0 && raw.errors === 0 ? vsRaw : 0 },
    },
    {
      figure: 'REST getList vs estudiante/lista (misma página)',
      size: data.label,
      value: rate(rest.rps),
      baseline: `${rate(lista.rps)} (lista)`,
      ratio: ratio.toFixed(2),
      goal: '≥ 0.90 (a menos de 10 %)',
      met: errors === 0 && ratio >= 0.9,
      note,
    },
  ];
}

export const restListaFigure: BenchFigure = { name: 'rest/getList', perSize: run };
