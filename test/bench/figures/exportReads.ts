// Ordinary reads while exports share the machine (issue 40 point 2): ten staff members (distinct
// users holding the list's code, every sede) ask for every student as CSV at the same instant — the
// export slots let EXPORTS_AT_ONCE run and answer 429 to the others — while two clients read without
// pause, one estudiante/detalle after another and one estudiante/lista page (25 by surname) after
// another. Their p50/p99 while the admitted exports run, beside the same two loops with nothing else
// running, in one run on one server. Everything over real HTTP from the load process (load.ts), so
// the files' bytes are read there, not in the server's event loop. Goal: p99 < 300 ms.
import { P } from '../../../core/engine/permissions';
import { hashPassword } from '../../../server/auth/passwords';
import { EXPORTS_AT_ONCE } from '../../../server/export/exportSlots';
import { type BenchDataset, httpLogin } from '../dataset';
import { ms, times } from '../format';
import type { HttpTarget, LoadJob } from '../load';
import type { LoadSummary } from '../stats';
import type { BenchEnv, BenchFigure, BenchRow } from '../types';
import { apiHeaders, detalleTargets } from './detalle';

export const EXPORT_READS_FIGURE = 'estudiante/exportar: lecturas durante exportaciones';
const ATTEMPTS = 10;
const GOAL_P99_MS = 300;
const PASSWORD = 'Exportar-bench-1';
/** Pages of the list the reader cycles through. */
const LIST_PAGES = 40;

/** `count` staff members in one new group holding the list's code and no sede list (every sede): their tokens. */
async function exporterTokens(data: BenchDataset, count: number): Promise<string[]> {
  const [grupo] = await data.db.query<{ id: number }>("INSERT INTO grupos (nombre) VALUES ('Bench: exportaciones') RETURNING id");
  await data.db.query('INSERT INTO grupo_permisos (grupo_id, permiso) VALUES ($1, $2)', [grupo.id, P.estudiantes.list]);
  const emails = Array.from({ length: count }, (_, i) => `bench.exporta${i + 1}@escuela.test`);
  await data.db.query(
    `INSERT INTO usuarios (primer_nombre, primer_apellido, tipo_documento, numero_documento, email, sede_id, grupo_id, password_hash)
     SELECT 'Bench', 'Exporta ' || n, 'CC', '99000' || lpad(n::text, 5, '0'), e, 1, $2, $3 FROM unnest($1::text[]) WITH ORDINALITY AS u(e, n)`,
    [emails, grupo.id, await hashPassword(PASSWORD)],
  );
  // One after another: concurrent logins from one address would meet the failed-login window's bound.
  const tokens: string[] = [];
  for (const email of emails) tokens.push(await httpLogin(data.apiUrl, { email, password: PASSWORD }));
  return tokens;
}

/** One client reading `targets` in turn without pause, for at most `seconds`. */
function readJob(data: BenchDataset, targets: HttpTarget[], seconds: number, warmup: number): LoadJob {
  return { baseUrl: data.apiUrl, headers: apiHeaders(data), targets, concurrency: 1, maxRequests: 1_000_000, maxSeconds: seconds, warmupRequests: warmup, timeoutMs: 60_000 };
}

/** One attempt at the whole student list as CSV, read to its last byte. */
function exportJob(data: BenchDataset, token: string): LoadJob {
  const target: HttpTarget = { method: 'POST', path: '/api/estudiante/exportar', body: JSON.stringify({ formato: 'csv' }) };
  return { baseUrl: data.apiUrl, headers: { authorization: `Bearer ${token}` }, targets: [target], concurrency: 1, maxRequests: 1, maxSeconds: 600, warmupRequests: 0, timeoutMs: 60_000 };
}

function checked(name: string, summary: LoadSummary): LoadSummary {
  if (summary.errors > 0) throw new Error(`${name}: ${summary.errors} errores (${summary.firstError ?? '?'})`);
  return summary;
}

async function run(data: BenchDataset, env: BenchEnv): Promise<BenchRow[]> {
  const tokens = await exporterTokens(data, ATTEMPTS);
  const listTargets: HttpTarget[] = Array.from({ length: LIST_PAGES }, (_, i) => ({
    method: 'POST',
    path: '/api/estudiante/lista',
    body: JSON.stringify({ pagina: i + 1, por_pagina: 25 }),
  }));
  const readers = { detalle: detalleTargets(data), lista: listTargets };
  const aloneSeconds = Math.min(8, env.maxSeconds / 2);
  const [detalleAlone, listaAlone] = await Promise.all([
    env.load.run(readJob(data, readers.detalle, aloneSeconds, 20)),
    env.load.run(readJob(data, readers.lista, aloneSeconds, 20)),
  ]);

  // The same loops while the exports run: started with them, stopped when the last one has ended.
  const stop = new AbortController();
  const cap = env.maxSeconds * 3;
  const reads = Promise.all([env.load.run(readJob(data, readers.detalle, cap, 0), stop.signal), env.load.run(readJob(data, readers.lista, cap, 0), stop.signal)]);
  const started = performance.now();
  const exports = await Promise.all(tokens.map((token) => env.load.run(exportJob(data, token))));
  const exportSeconds = (performance.now() - started) / 1000;
  stop.abort();
  const [detalleDuring, listaDuring] = await reads;

  const admitted = exports.filter((e) => e.requests === 1);
  const refused = exports.filter((e) => e.firstError?.startsWith('HTTP 429'));
  const other = exports.find((e) => e.requests === 0 && !e.firstError?.startsWith('HTTP 429'));
  if (other) throw new Error(`exportación: ${other.firstError ?? 'sin respuesta'}`);
  if (admitted.length === 0) throw new Error('ninguna exportación fue admitida');
  const sizes = new Set(admitted.map((e) => e.bytes));
  if (sizes.size !== 1) throw new Error(`las exportaciones admitidas no tienen el mismo tamaño: ${[...sizes].join(', ')} bytes`);
  const durations = admitted.map((e) => e.max).sort((a, b) => a - b);

  const students = data.ids.length.toLocaleString('en-US');
  const note =
    `${ATTEMPTS} funcionarios distintos piden a la vez todos los estudiantes en CSV (${students} filas, ${(admitted[0].bytes / 2 ** 20).toFixed(1)} MB): ` +
    `${admitted.length} admitidas (el límite es ${EXPORTS_AT_ONCE}), ${refused.length} con 429 y Retry-After; las admitidas tardaron ` +
    `${durations.map((d) => (d / 1000).toFixed(1)).join(', ')} s hasta el último byte (todas terminadas a los ${exportSeconds.toFixed(1)} s). ` +
    `Lecturas: un cliente estudiante/detalle y otro estudiante/lista (25 por apellido, páginas 1–${LIST_PAGES}), sin pausa, desde el proceso de carga: ` +
    `${detalleDuring.requests} y ${listaDuring.requests} durante las exportaciones, ${detalleAlone.requests} y ${listaAlone.requests} sin ellas (${aloneSeconds} s).`;
  const row = (name: string, alone: LoadSummary, during: LoadSummary, withNote: boolean): BenchRow => ({
    figure: `${EXPORT_READS_FIGURE}: ${name} (${ATTEMPTS} CSV a la vez)`,
    size: data.label,
    value: `p99 ${ms(during.p99)} (p50 ${ms(during.p50)}, máx ${ms(during.max)})`,
    baseline: `p99 ${ms(alone.p99)} (p50 ${ms(alone.p50)}) sin exportaciones`,
    ratio: times(during.p99 / alone.p99),
    goal: `p99 < ${GOAL_P99_MS} ms`,
    met: during.p99 < GOAL_P99_MS && admitted.length === EXPORTS_AT_ONCE,
    ...(withNote ? { note } : {}),
  });
  return [
    row('estudiante/detalle', checked('detalle sin exportaciones', detalleAlone), checked('detalle durante', detalleDuring), true),
    row('estudiante/lista', checked('lista sin exportaciones', listaAlone), checked('lista durante', listaDuring), false),
  ];
}

export const exportReadsFigure: BenchFigure = { name: EXPORT_READS_FIGURE, perSize: run };
