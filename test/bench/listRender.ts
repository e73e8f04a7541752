// Issue 7 point 3, browser side: rendering the student list with 1,000 rows once the data has
// arrived, beside the floor of a plain HTML table of the same rows in the same page; the table's
// DOM size; and the reference (lookup) queries the page opens. A script, not a test: it prints and
// always ends (bounded runs, a timeout per step and one for the whole).
//   npx tsx test/bench/listRender.ts
import type { ListDeclaration } from '../../core/engine/declaration/list';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { InlineConfig } from 'vite';
import type { Page } from 'playwright-core';
import { lookupOf } from '../../core/engine/lookups';
import estudiantes from '../../resources/estudiantes/schema';
import { fieldOf } from '../../core/engine/declaration/resource';
import { buildApp } from '../../server/app';
import { STAFF } from '../../server/seed/catalog';
import { launchBrowser } from '../e2e/browser';
import { openTestDatabase } from '../server/database';
import { ms, times } from './format';
import {
  appRenderScript,
  type ColumnProbe,
  IDLE_SCRIPT,
  INIT_SCRIPT,
  LOOKUP_OBSERVERS_SCRIPT,
  plainRenderScript,
  type RenderTiming,
} from './listRenderProbes';
import { renderReport } from './table';
import type { BenchRow } from './types';
import { servedResources } from '../../resources/served';

const FIGURE = 'render de una lista de 1.000 filas (datos ya recibidos)';
const GOAL_MS = 300;
const ROWS = 1000;
const RUNS = 5;
const PORTS = { from: 4400, to: 4449 };
const STEP_TIMEOUT_MS = 30_000;
const TOTAL_TIMEOUT_MS = 8 * 60_000;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Sort keys of the runs: each run asks for a list react-query has not cached yet. */
const SORTS = ['primer_apellido', 'primer_nombre', 'email', 'numero_documento'].flatMap((field) => [`${field}&order=ASC`, `${field}&order=DESC`]);
const LOOKUP_PATHS = new Set(
  ['sedes', 'tiposDocumento', 'metodosPago', 'niveles', 'cursos', 'tiposClase'].map((name) => `/api/${lookupOf(name).endpoint}`),
);

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function probeColumns(): ColumnProbe[] {
  return estudiantes.list.columns.map((source) => {
    const field = fieldOf(estudiantes, source);
    const list: ListDeclaration = estudiantes.list;
    const header = list.columnLabels?.[source] ?? field.label;
    if (field.type === 'boolean') return { source, header, kind: 'boolean' };
    if (field.type === 'select' && field.lookup) {
      const lookup = lookupOf(field.lookup);
      return { source, header, kind: 'lookup', lookup: { endpoint: lookup.endpoint, id: lookup.id, name: lookup.name } };
    }
    return { source, header, kind: 'text' };
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** Listens on the first free port of the range (each browser figure has its own). */
export async function listen(app: FastifyInstance, ports: { from: number; to: number } = PORTS): Promise<string> {
  for (let port = ports.from; port <= ports.to; port++) {
    if (await portIsFree(port)) return app.listen({ host: '127.0.0.1', port });
  }
  throw new Error(`ningún puerto libre entre ${ports.from} y ${ports.to}`);
}

/** A production build with `config` (Vite's inline config), whatever this process's NODE_ENV. */
export async function productionBuild(config: InlineConfig): Promise<void> {
  const { build } = await import('vite');
  const previous = process.env.NODE_ENV;
  // Under vitest NODE_ENV=test would bundle React's development build.
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', ...config });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/** The app as `npm run build` makes it, into a temporary directory (the current sources, always). */
export function buildInto(outDir: string): Promise<void> {
  return productionBuild({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

export async function login(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(/#\/login/);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(STAFF.admin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(STAFF.admin.password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
}

/**
 * Leaves the list for the home page (whose dashboard tables are small), so the next run mounts it
 * from scratch, and waits for the page to be idle: the previous run's leftovers (unmount, GC) stay
 * out of the next one.
 */
async function leaveList(page: Page): Promise<void> {
  await page.evaluate(`location.hash = '#/'`);
  // A function, not a string: the app's CSP forbids the eval a string predicate needs.
  await page.waitForFunction((rows) => ![...document.querySelectorAll('table')].some((t) => t.tBodies[0] && t.tBodies[0].rows.length >= rows), ROWS, {
    timeout: STEP_TIMEOUT_MS,
  });
  await page.evaluate(IDLE_SCRIPT);
}

interface Measured {
  app: RenderTiming[];
  plain: RenderTiming[];
  lookupRequests: { cold: number; perRun: number[] };
  observers: { mounted: number; distinct: number };
}

async function measure(page: Page, baseUrl: string): Promise<Measured> {
  const requests: { path: string; body: string | null; at: number }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) requests.push({ path, body: request.postData(), at: Date.now() });
  });
  const lookupsSince = (since: number) => requests.filter((r) => r.at >= since && LOOKUP_PATHS.has(r.path)).length;
  const columns = probeColumns();
  const lookupHeaders = columns.filter((c) => c.kind === 'lookup').map((c) => c.header);
  const run = async (sort: string): Promise<RenderTiming> => {
    const hash = `#/${estudiantes.name}?page=1&perPage=${ROWS}&sort=${sort}`;
    const timing = (await page.evaluate(appRenderScript({ hash, rows: ROWS, lookupHeaders, timeoutMs: STEP_TIMEOUT_MS }))) as RenderTiming;
    if (timing.error) throw new Error(timing.error);
    return timing;
  };

  await page.addInitScript(INIT_SCRIPT);
  const loggedIn = Date.now();
  await login(page, baseUrl);
  // Cold: the first list the session opens, straight at 1,000 rows (lookups not loaded yet).
  const cold = await run(SORTS[0]);
  const lookupRequests = { cold: lookupsSince(loggedIn), perRun: [] as number[] };
  const app: RenderTiming[] = [cold];
  for (let i = 1; i <= RUNS; i++) {
    await leaveList(page);
    const started = Date.now();
    app.push(await run(SORTS[i % SORTS.length]));
    lookupRequests.perRun.push(lookupsSince(started));
  }
  const observers = (await page.evaluate(LOOKUP_OBSERVERS_SCRIPT)) as Measured['observers'];
  const lista = requests.filter((r) => r.path === `/api/${estudiantes.prefix}/lista` && r.body).pop();
  if (!lista?.body) throw new Error('no se vio ninguna petición estudiante/lista');
  await leaveList(page);
  const plain: RenderTiming[] = [];
  const detailPath = `/${estudiantes.prefix}/detalle/`;
  for (let i = 0; i <= RUNS; i++) {
    await page.evaluate(IDLE_SCRIPT);
    plain.push((await page.evaluate(plainRenderScript({ body: JSON.parse(lista.body), columns, detailPath }))) as RenderTiming);
  }
  return { app, plain, lookupRequests, observers };
}

const renderMs = (t: RenderTiming) => (t.arrived === null ? Number.NaN : t.painted - t.arrived);

function rowsOf(m: Measured): BenchRow[] {
  // The first run of each is the cold one (JIT, lookups): reported apart, not in the median.
  const [coldApp, ...app] = m.app;
  const [, ...plain] = m.plain;
  const appMs = median(app.map(renderMs));
  const plainMs = median(plain.map(renderMs));
  const appDom = median(app.map((t) => t.domReady - (t.arrived ?? t.domReady)));
  const rows = app[0].rows;
  const lookupFields = estudiantes.list.columns.filter((s) => fieldOf(estudiantes, s).lookup).length;
  const perRun = Math.max(...m.lookupRequests.perRun);
  return [
    {
      figure: FIGURE,
      size: `${rows} filas`,
      value: ms(appMs),
      baseline: `${ms(plainMs)} (tabla HTML simple)`,
      ratio: times(appMs / plainMs),
      goal: `< ${GOAL_MS} ms`,
      met: rows >= ROWS && appMs < GOAL_MS,
      metric: { key: 'render/html', value: rows >= ROWS ? appMs / plainMs : Number.POSITIVE_INFINITY },
      note:
        `render: #/${estudiantes.name}?perPage=${ROWS} en chromium (2 núcleos compartidos), desde el fin de la respuesta de ` +
        `estudiante/lista (Resource Timing) hasta las ${rows} filas con nombres de sede en el DOM y un cuadro pintado; ` +
        `mediana de ${app.length} (${app.map((t) => Math.round(renderMs(t))).join(', ')} ms; hasta el DOM ${ms(appDom)}); ` +
        `primera vez en la sesión ${ms(renderMs(coldApp))}. Línea base: las mismas filas con document.createElement ` +
        `(${plain.map((t) => Math.round(renderMs(t))).join(', ')} ms).`,
    },
    {
      figure: 'nodos DOM de la tabla de 1.000 filas',
      size: `${rows} filas`,
      value: app[0].nodes.toLocaleString('en-US'),
      baseline: `${plain[0].nodes.toLocaleString('en-US')} (tabla HTML simple)`,
      ratio: times(app[0].nodes / plain[0].nodes),
      goal: '',
      met: null,
      note: 'nodos: elementos de la <table> que contiene las filas (querySelectorAll("*") + 1).',
    },
    {
      figure: 'consultas de referencias por página de 1.000 filas',
      size: `${rows} filas`,
      value: `${m.observers.mounted} hooks de lookup, ${m.lookupRequests.cold} peticiones`,
      baseline: `${lookupFields} lista(s) referida(s)`,
      ratio: '',
      goal: '1 por lista referida',
      met: m.observers.mounted <= lookupFields && m.lookupRequests.cold <= lookupFields && perRun === 0,
      note:
        `referencias: observadores de react-query ['lookup', …] montados en la página (recorriendo el árbol de React; ` +
        `${m.observers.distinct} clave(s) distinta(s) activas) y peticiones a endpoints de lookups desde el login hasta la ` +
        `primera lista (${m.lookupRequests.cold}) y en cada render siguiente (${m.lookupRequests.perRun.join(', ')}).`,
    },
  ];
}

/** `builtDir`: the app already built (the run's dist/); without it, a build of the current sources into a temporary directory. */
export async function benchListRender(builtDir?: string): Promise<BenchRow[]> {
  const outDir = builtDir ?? (await mkdtemp(join(tmpdir(), 'aula-bench-lista-')));
  let timer: NodeJS.Timeout | undefined;
  const cleanups: (() => Promise<unknown>)[] = [];
  const work = async () => {
    if (!builtDir) await buildInto(outDir);
    const { db, dispose } = await openTestDatabase({ seededStudents: ROWS });
    cleanups.push(dispose);
    const app = await buildApp({ ...(await servedResources()), db, jwtSecret: randomBytes(32).toString('hex'), staticDir: outDir });
    cleanups.push(() => app.close());
    const baseUrl = await listen(app);
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    const context = await browser.newContext({ locale: 'es-CO', viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    return rowsOf(await measure(page, baseUrl));
  };
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`superó ${TOTAL_TIMEOUT_MS / 1000} s`)), TOTAL_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    if (!builtDir) await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  benchListRender()
    .then((rows) => console.log(renderReport(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    // PGlite and the browser may keep handles open: the script must end.
    .finally(() => process.exit());
}
