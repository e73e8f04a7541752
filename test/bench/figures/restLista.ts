// The REST face's getList (GET /api/rest/estudiantes?sort=…&range=…&filter={}, what ra-data-simple-rest
// sends) beside the POST contract's estudiante/lista for the same pages (25 rows by surname), both
// through real HTTP with 10 keep-alive clients, measured in turns (lista, REST, lista, REST) so that
// the machine's drift weighs on both alike. Goal: the REST face within 10 % of lista.
import type { BenchDataset } from '../dataset';
import { ms, rate } from '../format';
import type { HttpTarget } from '../load';
import type { LoadSummary } from '../stats';
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

async function run(data: BenchDataset, env: BenchEnv): Promise<BenchRow[]> {
  await samePage(data);
  const turn = env.maxSeconds * 0.22;
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
  return [
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
