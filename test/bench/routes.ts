// Issue 25 point 6: every menu route and one detail page per resource, on the demo school's data
// (the seeded demo database `npm start` creates), in chromium as the administrator: the route's first
// visit inside the app (from the profile page, its data not read yet, the app's code in the browser's
// cache as a while after the login), the same route again (away and back: react-query's cache warm),
// and a reload of the route (a fresh page load: the app's boot included); beside the floor of a plain
// HTML page, served by the same server from the same build, asking the API for the same things and
// writing them as plain tables. The goal (< 500 ms) is on the two visits inside the app: how staff
// move between screens; the reload is printed beside them.
//   npm run bench -- --only rutas        npx tsx test/bench/routes.ts        BENCH_RUTAS=/docentes,/ npx tsx test/bench/routes.ts
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { buildApp } from '../../server/app';
import { DEFAULT_STUDENTS } from '../../server/seed';
import { launchBrowser } from '../e2e/browser';
import { openTestDatabase } from '../server/database';
import { ms, times } from './format';
import { buildInto, listen, login } from './listRender';
import { baselineUrl, writeBaseline } from './routeBaseline';
import { filesSettledScript, navigateScript, ROUTE_INIT_SCRIPT, routeReadyScript, type RouteTiming } from './routeProbes';
import { routeTargets, type RouteTarget } from './routeTargets';
import { renderReport } from './table';
import { type BenchRow, failedRow } from './types';
import { servedResources } from '../../resources/served';

export const ROUTES_FIGURE = 'rutas';
const GOAL_MS = 500;
/** Content = nothing answered and nothing changed on the page for this long. */
const QUIET_MS = 300;
const STEP_TIMEOUT_MS = 20_000;
/** The routes' measurements stop here (the build and the database come before): the rest are reported as not measured. */
const MEASURE_BUDGET_MS = 330_000;
const PORTS = { from: 4500, to: 4519 };
const SIZE = `demo (${DEFAULT_STUDENTS.toLocaleString('es-CO')} est.)`;

interface RouteMeasure {
  target: RouteTarget;
  /** The first visit inside the app. */
  first: RouteTiming;
  /** The same route again, away and back. */
  again: RouteTiming;
  /** A fresh page load of the route (the app's boot included). */
  reload: RouteTiming;
  plain: RouteTiming;
}

const ready = (since: number) => routeReadyScript({ since, quietMs: QUIET_MS, timeoutMs: STEP_TIMEOUT_MS });
// After the login the views' code is fetched (1 s without a new file: done); on each route's start page it comes from the cache.
const filesSettled = filesSettledScript({ quietMs: 1000, timeoutMs: STEP_TIMEOUT_MS });
const cachedFilesSettled = filesSettledScript({ quietMs: 400, timeoutMs: STEP_TIMEOUT_MS });

/** Opens `hash` inside the app and waits for its content. */
async function visit(page: Page, hash: string): Promise<RouteTiming> {
  return (await page.evaluate(ready(await page.evaluate<number>(navigateScript(hash))))) as RouteTiming;
}

async function measureRoute(context: BrowserContext, baseUrl: string, target: RouteTarget): Promise<RouteMeasure> {
  const page = await context.newPage();
  try {
    // Where the visit starts: a light page (the home page reads for seconds), the session's views preloaded.
    const start = target.route === '/profile' ? '/' : '/profile';
    await page.goto(`${baseUrl}/#${start}`);
    await page.evaluate(ready(0));
    await page.evaluate(cachedFilesSettled);
    const first = await visit(page, `#${target.route}`);
    await visit(page, `#${start}`);
    const again = await visit(page, `#${target.route}`);
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/#${target.route}`);
    const reload = (await page.evaluate(ready(0))) as RouteTiming;
    const baseline = await context.newPage();
    try {
      // What the page reads on a fresh load (a first visit may find all of it cached: nothing to replay).
      await baseline.goto(baselineUrl(baseUrl, reload.api));
      const plain = (await baseline.evaluate(ready(0))) as RouteTiming;
      return { target, first, again, reload, plain };
    } finally {
      await baseline.close();
    }
  } finally {
    await page.close();
  }
}

/** The API requests of a load, 'path start→end' in ms: the waterfall of a route over the goal. */
const waterfall = (t: RouteTiming) => t.api.map((c) => `${c.path.replace(/^\/api\//, '')} ${c.start}→${c.end}`).join(', ');

function rowOf(m: RouteMeasure): BenchRow {
  const figure = `ruta #${m.target.route} (${m.target.kind})`;
  const error = m.first.error ?? m.again.error ?? m.reload.error ?? m.plain.error;
  if (error) return failedRow(figure, `< ${GOAL_MS} ms`, new Error(error), SIZE);
  const met = m.first.content < GOAL_MS && m.again.content < GOAL_MS;
  return {
    figure,
    size: SIZE,
    value: `${ms(m.first.content)} (de nuevo ${ms(m.again.content)}; recarga ${ms(m.reload.content)})`,
    baseline: `${ms(m.plain.content)} (HTML simple)`,
    ratio: times(m.first.content / m.plain.content),
    goal: `< ${GOAL_MS} ms`,
    met,
    note: met ? undefined : `#${m.target.route} sobre la meta: ${m.first.api.length} peticiones en la primera visita (${waterfall(m.first)}); de nuevo: ${waterfall(m.again)}.`,
  };
}

function summaryRows(measured: RouteMeasure[], skipped: RouteTarget[], total: number): BenchRow[] {
  const rows = measured.map(rowOf);
  const over = rows.filter((r) => r.met === false).map((r) => r.figure);
  return [
    ...rows,
    ...skipped.map((t) => failedRow(`ruta #${t.route} (${t.kind})`, `< ${GOAL_MS} ms`, new Error(`sin medir: la cifra superó ${MEASURE_BUDGET_MS / 1000} s`), SIZE)),
    {
      figure: 'rutas sobre la meta',
      size: SIZE,
      value: `${over.length} de ${measured.length}`,
      baseline: `${total} rutas (${measured.length} medidas)`,
      ratio: '',
      goal: '0',
      met: over.length === 0 && skipped.length === 0,
      note:
        `rutas: cada entrada del menú del administrador (registro → buildMenu, con la portada) y el detalle del primer registro ` +
        `de cada recurso con detalle propio, en chromium (1366×900, 2 núcleos compartidos) sobre la base de la demostración ` +
        `(${DEFAULT_STUDENTS} estudiantes, semana de clases). Valor: primera visita de la ruta dentro de la app (desde el ` +
        `perfil, sus datos sin leer, el código de la app ya en la caché del navegador) desde el cambio de dirección hasta el contenido: en #main-content ` +
        `algo más que el título, sin barra de progreso, esqueleto ni 'cargando...', ninguna petición a la API abierta y ni ` +
        `respuesta ni cambio de la página durante ${QUIET_MS} ms (el contenido = la última respuesta o el último cambio). ` +
        `'De nuevo': la misma ruta otra vez (ida al perfil y vuelta). 'Recarga': la ruta en una carga completa de la página ` +
        `(el arranque de la app incluido), impresa al lado, fuera de la meta. Línea base: una ` +
        `página HTML simple servida igual que la app, que pide a la API lo mismo que la página (mismas rutas y cuerpos, todo ` +
        `a la vez) y lo escribe en tablas simples. Una medida por ruta.` +
        (over.length > 0 ? ` Sobre la meta: ${over.join(', ')}.` : ''),
    },
  ];
}

/** Builds the current sources into a temporary directory and measures every route there. */
export async function benchRoutes(log: (line: string) => void = () => undefined): Promise<BenchRow[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'aula-bench-rutas-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    log('    build de la app en un directorio temporal…');
    await buildInto(outDir);
    await writeBaseline(outDir);
    const { db, dispose } = await openTestDatabase({ seededStudents: DEFAULT_STUDENTS, demoWeek: true });
    cleanups.push(dispose);
    const app = await buildApp({ ...(await servedResources()), db, jwtSecret: randomBytes(32).toString('hex'), staticDir: outDir });
    cleanups.push(() => app.close());
    const baseUrl = await listen(app, PORTS);
    // BENCH_RUTAS=/docentes,/ measures only those routes (while working on one).
    const only = process.env.BENCH_RUTAS?.split(',').filter(Boolean);
    const targets = (await routeTargets(app)).filter((t) => !only || only.includes(t.route));
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    // No service worker: its precache of the whole build on the first load would weigh on the next ones.
    const context = await browser.newContext({ locale: 'es-CO', viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
    await context.addInitScript(ROUTE_INIT_SCRIPT);
    const first = await context.newPage();
    await login(first, baseUrl);
    // The session's first page compiles the app's code: not counted in any route.
    await first.evaluate(ready(0));
    await first.evaluate(filesSettled);
    await first.close();
    const started = Date.now();
    const measured: RouteMeasure[] = [];
    const skipped: RouteTarget[] = [];
    for (const target of targets) {
      if (Date.now() - started > MEASURE_BUDGET_MS) {
        skipped.push(target);
        continue;
      }
      measured.push(await measureRoute(context, baseUrl, target));
    }
    return summaryRows(measured, skipped, targets.length);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  benchRoutes(console.log)
    .then((rows) => console.log(renderReport(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    // PGlite and the browser may keep handles open: the script must end.
    .finally(() => process.exit());
}
