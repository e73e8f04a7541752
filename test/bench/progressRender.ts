// Issue 23's render figure: #/estudiante/progreso/{id} in chromium for the bench's student (3 courses
// × 40 topics, 300 bookings: progressFixture.ts), from the navigation (the hash set) to the 40 rows of
// the current course in the DOM and painted, beside the same rows as a plain HTML table drawn from the
// same request in the same page. The built app on the real server over a seeded PGlite test database;
// each run opens another student filled alike (nothing cached), the first run is the session's cold one.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { buildApp } from '../../server/app';
import { launchBrowser } from '../e2e/browser';
import { openTestDatabase } from '../server/database';
import { ms, times } from './format';
import { buildInto, listen, login, median } from './listRender';
import { IDLE_SCRIPT } from './listRenderProbes';
import { fillProgressStudent, prepareProgressPlan, PROGRESS_FIXTURE } from './progressFixture';
import { plainProgressScript, progressRenderScript, type ProgressRenderTiming } from './progressRenderProbes';
import type { BenchRow } from './types';
import { servedResources } from '../../resources/served';

export const PROGRESS_RENDER = 'estudiante/progreso: render de la página';
const GOAL_MS = 300;
/** Runs after the cold one; each on a student of its own. */
const RUNS = 5;
const PORTS = { from: 4480, to: 4499 };
const STEP_TIMEOUT_MS = 30_000;
const TOTAL_TIMEOUT_MS = 8 * 60_000;
/** At most this long waiting for the home page's requests between runs. */
const SETTLE_MS = 5000;

interface Filled {
  id: number;
  /** The current course's progress ids, as the table's ID cells show them. */
  rows: string[];
}

const SINCE_NAVIGATION = (t: ProgressRenderTiming) => t.painted - t.started;
const SINCE_ARRIVAL = (t: ProgressRenderTiming) => (t.arrived === null ? Number.NaN : t.painted - t.arrived);
const list = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
/** The API requests of a run, each 'path sent→answered' in ms since the navigation. */
const requestsOf = (t: ProgressRenderTiming) => t.requests.map((r) => `${r.path} ${Math.round(r.sent)}→${Math.round(r.answered)}`).join(', ');

/** The API requests the page has sent and not yet seen answered. */
function apiInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return () => pending.size;
}

/**
 * Back to the home page (small tables), its requests answered and the page idle: the next run mounts
 * the page from scratch, with neither the server nor the browser still busy with the last one.
 */
async function leave(page: Page, inFlight: () => number): Promise<void> {
  await page.evaluate(`location.hash = '#/'`);
  // A function, not a string: the app's CSP forbids the eval a string predicate needs.
  await page.waitForFunction(() => !location.hash.includes('/estudiante/progreso/'));
  const until = Date.now() + SETTLE_MS;
  let quiet = 0;
  while (quiet < 3 && Date.now() < until) {
    await page.waitForTimeout(100);
    quiet = inFlight() === 0 ? quiet + 1 : 0;
  }
  await page.evaluate(IDLE_SCRIPT);
}

async function measure(page: Page, baseUrl: string, students: Filled[]): Promise<{ app: ProgressRenderTiming[]; plain: ProgressRenderTiming[] }> {
  const inFlight = apiInFlight(page);
  await page.addInitScript('performance.setResourceTimingBufferSize(100000);');
  await login(page, baseUrl);
  const app: ProgressRenderTiming[] = [];
  for (const student of students) {
    await leave(page, inFlight);
    const timing = (await page.evaluate(progressRenderScript({ hash: `#/estudiante/progreso/${student.id}`, ids: student.rows, timeoutMs: STEP_TIMEOUT_MS }))) as ProgressRenderTiming;
    if (timing.error) throw new Error(`estudiante ${student.id}: ${timing.error}`);
    app.push(timing);
  }
  await leave(page, inFlight);
  const plain: ProgressRenderTiming[] = [];
  for (const student of students) {
    await page.evaluate(IDLE_SCRIPT);
    plain.push((await page.evaluate(plainProgressScript({ estudiante_id: student.id }))) as ProgressRenderTiming);
  }
  return { app, plain };
}

function rowsOf(m: { app: ProgressRenderTiming[]; plain: ProgressRenderTiming[] }, setup: string): BenchRow[] {
  const [cold, ...app] = m.app;
  const [, ...plain] = m.plain;
  const appMs = median(app.map(SINCE_NAVIGATION));
  const plainMs = median(plain.map(SINCE_NAVIGATION));
  const complete = app.every((t) => t.rows >= PROGRESS_FIXTURE.topicsPerCourse);
  const typical = [...app].sort((a, b) => SINCE_NAVIGATION(a) - SINCE_NAVIGATION(b))[Math.floor(app.length / 2)];
  return [{
    figure: PROGRESS_RENDER,
    size: `${PROGRESS_FIXTURE.topicsPerCourse} filas, ${PROGRESS_FIXTURE.bookings} agendamientos`,
    value: ms(appMs),
    baseline: `${ms(plainMs)} (tabla HTML simple)`,
    ratio: times(appMs / plainMs),
    goal: `< ${GOAL_MS} ms`,
    met: complete && appMs < GOAL_MS,
    note:
      `render de progreso: #/estudiante/progreso/{id} de la app construida en chromium (1400×900), un estudiante con ` +
      `${PROGRESS_FIXTURE.courses} cursos × ${PROGRESS_FIXTURE.topicsPerCourse} temas y ${PROGRESS_FIXTURE.bookings} agendamientos; ` +
      `desde location.hash (desde la página de inicio) hasta las ${PROGRESS_FIXTURE.topicsPerCourse} filas del curso actual (su celda ID) en el DOM ` +
      `y un cuadro pintado; mediana de ${app.length} estudiantes distintos (${list(app.map(SINCE_NAVIGATION))} ms; desde el fin de la respuesta ` +
      `de estudiante/progreso ${list(app.map(SINCE_ARRIVAL))} ms; ${app[0]?.nodes.toLocaleString('en-US')} elementos en la tabla); primera vez en la ` +
      `sesión (descarga la vista) ${ms(SINCE_NAVIGATION(cold))}. Peticiones de la ejecución mediana (ms desde la navegación, ` +
      `enviada→respondida): ${requestsOf(typical)}; filas en el DOM a los ${Math.round(typical.domReady - typical.started)}. Línea base: la misma petición desde la página y las mismas filas ` +
      `(ID, clase, estado, asiste, nota) como una tabla HTML simple con innerHTML (${list(plain.map(SINCE_NAVIGATION))} ms). ${setup}`,
  }];
}

/** `builtDir`: the app already built (the run's dist/); without it, a build of the current sources into a temporary directory. */
export async function benchProgressRender(builtDir?: string): Promise<BenchRow[]> {
  const outDir = builtDir ?? (await mkdtemp(join(tmpdir(), 'aula-bench-progreso-')));
  const cleanups: (() => Promise<unknown>)[] = [];
  let timer: NodeJS.Timeout | undefined;
  const work = async () => {
    const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);
    let since = performance.now();
    if (!builtDir) await buildInto(outDir);
    const build = seconds(since);
    since = performance.now();
    const { db, dispose } = await openTestDatabase({ seededStudents: 2000 });
    cleanups.push(dispose);
    const plan = await prepareProgressPlan(db, RUNS + 1);
    const ids = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND deleted_at IS NULL ORDER BY id LIMIT $1', [RUNS + 1]);
    const students: Filled[] = [];
    for (const { id } of ids) {
      const course = await fillProgressStudent(db, plan, id);
      const rows = await db.query<{ id: number }>('SELECT id FROM progreso WHERE estudiante_id = $1 AND curso_id = $2', [id, course]);
      students.push({ id, rows: rows.map((r) => String(r.id)) });
    }
    const setup = `Preparación: build ${build} s, base y datos ${seconds(since)} s.`;
    const app = await buildApp({ ...(await servedResources()), db, jwtSecret: randomBytes(32).toString('hex'), staticDir: outDir });
    cleanups.push(() => app.close());
    const baseUrl = await listen(app, PORTS);
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    const context = await browser.newContext({ locale: 'es-CO', viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    return rowsOf(await measure(page, baseUrl, students), setup);
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
