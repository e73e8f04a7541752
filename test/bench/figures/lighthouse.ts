// Issue 43 point 15: Lighthouse (mobile, its default settings: a mid-range phone's screen, simulated
// slow 4G and 4× CPU) on the login page and on the students list as the administrator, against a
// production build of its own (a temporary directory) served by the API server over the seeded demo
// database, beside a plain HTML page served by the same server in the same run (the floor: what the
// machine and the server's headers allow). Each page in a chromium of its own (a fresh profile: nothing cached); the students
// list with the session the authProvider stores (aula.token, aula.sede in localStorage) put into that
// profile first, from a page of the same origin that loads no app code (robots.txt), and Lighthouse
// told to keep the storage.
//   npm run bench -- --only lighthouse
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../../../server/app';
import { DEFAULT_STUDENTS } from '../../../server/seed';
import { STAFF } from '../../../server/seed/catalog';
import { servedResources } from '../../../resources/served';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/browser';
import { freePort } from '../../serverProcess';
import { openTestDatabase } from '../../server/database';
import { finishFiles } from '../../../vite.config';
import { buildInto, listen, productionBuild } from '../listRender';
import { type BenchFigure, type BenchRow, failedRow } from '../types';

export const LIGHTHOUSE_FIGURE = 'lighthouse';
const GOAL = 'rend. ≥ 90, TBT < 300 ms, accesib. 100, b. prácticas 100';
const PLAIN_PATH = '/bench-lighthouse-plano.html';

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbt: number;
  lcp: number;
  fcp: number;
  /** The audits of the accessibility and best-practices categories that did not pass, and the heaviest scripts. */
  failing: string[];
  mainThread: string;
  /** Lighthouse's robots-txt audit: valid, invalid, or not applicable (null). */
  robotsTxt: boolean | null;
}

/** A plain page of the same kind as the list (a heading, a table of 25 rows): the baseline. */
function plainPage(): string {
  const rows = Array.from({ length: 25 }, (_, i) => `<tr><td>${i + 1}</td><td>Estudiante ${i + 1}</td><td>Sede ${(i % 5) + 1}</td></tr>`).join('');
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="Página HTML simple: la línea base de Lighthouse."><title>Estudiantes (HTML simple)</title></head>' +
    `<body><main><h1>Estudiantes</h1><table><caption>Estudiantes</caption><thead><tr><th scope="col">Id</th><th scope="col">Nombre</th><th scope="col">Sede</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`
  );
}

const FLOOR_ROOT = join(import.meta.dirname, '../lighthouseFloor');

/**
 * The floor: react-admin's own students list with nothing of ours (test/bench/lighthouseFloor), built
 * by Vite with the app's finishing (V8's compile hint on its one file, brotli and gzip copies).
 */
async function buildFloorInto(outDir: string): Promise<void> {
  const { default: react } = await import('@vitejs/plugin-react');
  await productionBuild({
    root: FLOOR_ROOT,
    configFile: false,
    logLevel: 'error',
    plugins: [react(), finishFiles()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  });
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** chromium on a fresh profile with its DevTools port open (Lighthouse's `port`), once it answers. */
async function startChromium(profile: string, port: number): Promise<ChildProcess> {
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`chromium terminó con código ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false);
    if (up) return child;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('chromium no abrió su puerto de DevTools en 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * One Lighthouse run in a chromium of its own; `prepare` runs first in its default context (the
 * session), through Playwright connected over CDP and then disconnected: Lighthouse alone drives the audit.
 */
async function audit(url: string, prepare?: (page: Page) => Promise<void>): Promise<Scores> {
  const { default: lighthouse } = await import('lighthouse');
  const profile = await mkdtemp(join(tmpdir(), 'aula-bench-lighthouse-'));
  const port = await freePort();
  const child = await startChromium(profile, port);
  try {
    if (prepare) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      try {
        const page = await browser.contexts()[0].newPage();
        await prepare(page);
        await page.close();
      } finally {
        await browser.close();
      }
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      // SEO only for its robots.txt audit (issue 43: the SPA answered index.html for /robots.txt); its score is not a goal (the app asks not to be indexed).
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: Boolean(prepare),
    });
    if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const failing = ['accessibility', 'best-practices'].flatMap((id) =>
      (categories[id]?.auditRefs ?? []).flatMap((ref) => {
        const a = audits[ref.id];
        return ref.weight > 0 && a && a.score !== null && a.score < 1 ? [`${a.id} (${a.title})`] : [];
      }),
    );
    // BENCH_LIGHTHOUSE_JSON=<dir>: each page's whole report kept there, to see what weighs.
    if (process.env.BENCH_LIGHTHOUSE_JSON) {
      const name = new URL(url).hash.replace(/\W/g, '') || 'plano';
      await writeFile(join(process.env.BENCH_LIGHTHOUSE_JSON, `${name}.json`), JSON.stringify(result.lhr));
      // The load's trace too (Chrome's format: open it in DevTools' Performance panel): which task blocks.
      await writeFile(join(process.env.BENCH_LIGHTHOUSE_JSON, `${name}.trace.json`), JSON.stringify((result.artifacts as { Trace?: unknown }).Trace ?? null));
    }
    const boot = audits['bootup-time']?.details;
    const scripts =
      boot && boot.type === 'table'
        ? boot.items
            .slice(0, 3)
            .map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(item.scripting))} ms`)
            .join(', ')
        : '';
    const work = audits['mainthread-work-breakdown']?.details;
    const mainThread =
      work && work.type === 'table'
        ? work.items
            .slice(0, 4)
            .map((item) => `${String(item.groupLabel ?? item.group)} ${Math.round(Number(item.duration))} ms`)
            .join(', ')
        : '';
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      failing,
      robotsTxt: audits['robots-txt']?.score === null || audits['robots-txt']?.score === undefined ? null : audits['robots-txt'].score === 1,
      mainThread: scripts ? `${mainThread}; scripts: ${scripts}` : mainThread,
    };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await rm(profile, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then fails to record the load's trace (NO_NAVSTART, seen 2 runs in 6 on the
 * loaded 2-core machine): such a run is started again once, in a new chromium.
 */
async function auditOnce(url: string, prepare?: (page: Page) => Promise<void>): Promise<Scores> {
  try {
    return await audit(url, prepare);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('NO_NAVSTART'))) throw error;
    return audit(url, prepare);
  }
}

const text = (s: Scores) => `rend. ${s.performance} (TBT ${Math.round(s.tbt)} ms), accesib. ${s.accessibility}, b. prácticas ${s.bestPractices}`;
const met = (s: Scores) => s.performance >= 90 && s.tbt < 300 && s.accessibility === 100 && s.bestPractices === 100;

function row(page: string, s: Scores, plain: Scores): BenchRow[] {
  const figure = `lighthouse móvil: ${page}`;
  const detail =
    `${figure}: LCP ${Math.round(s.lcp)} ms, FCP ${Math.round(s.fcp)} ms; hilo principal: ${s.mainThread || '—'}` +
    (s.failing.length > 0 ? `; auditorías no superadas: ${s.failing.join(', ')}` : '') +
    `; robots.txt ${s.robotsTxt === null ? 'sin evaluar' : s.robotsTxt ? 'válido' : 'NO válido'}` +
    '.';
  return [
    { figure, value: text(s), baseline: `${text(plain)} (HTML simple)`, ratio: '', goal: GOAL, met: met(s), note: detail, metric: { key: `lighthouse ${page} TBT ms`, value: s.tbt } },
    { figure: `${figure}: rendimiento`, value: String(s.performance), baseline: String(plain.performance), ratio: '', goal: '≥ 90', met: s.performance >= 90, metric: { key: `lighthouse ${page} rendimiento`, value: s.performance } },
  ];
}

/** The floor's row: what react-admin itself reaches on this machine, judged by the same goal (not one of the app's). */
function floorRow(s: Scores, plain: Scores): BenchRow {
  const figure = 'lighthouse móvil: react-admin mínimo (piso de la lista)';
  return {
    figure,
    value: text(s),
    baseline: `${text(plain)} (HTML simple)`,
    ratio: '',
    goal: 'informativa',
    met: null,
    note:
      `${figure}: LCP ${Math.round(s.lcp)} ms, FCP ${Math.round(s.fcp)} ms; hilo principal: ${s.mainThread || '—'}` +
      (s.failing.length > 0 ? `; auditorías no superadas (de react-admin, no de la app): ${s.failing.join(', ')}` : '') +
      '. ' +
      'La lista de estudiantes de react-admin 5 sin nada de la app (test/bench/lighthouseFloor: un recurso, List con SimpleList en el teléfono, ' +
      'las mismas 25 filas de la misma API, un solo archivo con la pista de compilación; inicia sesión ella misma, una petición más que la app): ' +
      'lo que la pila exigida (react-admin 5, MUI 7, React 19) alcanza aquí sin menú, filtros, barra ni permisos.',
  };
}

async function run(log: (line: string) => void): Promise<BenchRow[]> {
  // A build of its own: dist/ is rebuilt by the browser tests' setup (emptied first), and a file
  // missing for a moment is answered with index.html — a console error in the middle of an audit.
  const dir = await mkdtemp(join(tmpdir(), 'aula-bench-lighthouse-app-'));
  const floorDir = await mkdtemp(join(tmpdir(), 'aula-bench-lighthouse-floor-'));
  log('    build de la app y del react-admin mínimo en directorios temporales…');
  try {
    await buildInto(dir);
    await buildFloorInto(floorDir);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    await rm(floorDir, { recursive: true, force: true });
    return [failedRow('lighthouse móvil', GOAL, error)];
  }
  const { db, dispose } = await openTestDatabase({ seededStudents: DEFAULT_STUDENTS, demoWeek: true });
  const served = await servedResources();
  const app = await buildApp({ ...served, db, jwtSecret: randomBytes(32).toString('hex'), staticDir: dir });
  const floorApp = await buildApp({ ...served, db, jwtSecret: randomBytes(32).toString('hex'), staticDir: floorDir });
  try {
    app.get(PLAIN_PATH, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(plainPage()));
    const base = Number(process.env.BENCH_PORTS ?? 4300) + 50;
    const baseUrl = await listen(app, { from: base, to: base + 9 });
    const floorUrl = await listen(floorApp, { from: base + 10, to: base + 19 });
    const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
      const res = await fetch(`${baseUrl}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
      return (await res.json()) as T;
    };
    log('    HTML simple…');
    const plain = await auditOnce(`${baseUrl}${PLAIN_PATH}`);
    log('    login…');
    const login = await auditOnce(`${baseUrl}/#/login`);
    log('    lista de estudiantes…');
    const students = await auditOnce(`${baseUrl}/#/estudiantes`, async (page) => {
      const { token } = await post<{ token: string }>('login', { email: STAFF.admin.email, password: STAFF.admin.password });
      const sede = await post<{ id: number; nombre: string }>('sede', {}, token);
      // robots.txt: same origin, no app code run (nor its service worker registered) before the audit.
      await page.goto(`${baseUrl}/robots.txt`);
      await page.evaluate(
        ([t, s]) => {
          localStorage.setItem('aula.token', t);
          localStorage.setItem('aula.sede', s);
        },
        [token, JSON.stringify({ id: sede.id, nombre: sede.nombre })] as const,
      );
    });
    log('    react-admin mínimo (el piso)…');
    const floor = await auditOnce(`${floorUrl}/#/estudiantes`);
    const rows = [...row('login', login, plain), ...row('estudiantes', students, plain)];
    rows[rows.length - 1].note =
      `lighthouse: Lighthouse ${await lighthouseVersion()} con sus ajustes móviles por defecto (pantalla de teléfono, 4G lenta y CPU 4× simuladas), ` +
      `categorías rendimiento, accesibilidad y buenas prácticas (y SEO solo por su auditoría de robots.txt); chromium (${CHROMIUM_PATH}) nuevo por página, sin caché; un build de producción propio (directorio temporal) servido por el servidor de la API ` +
      `sobre la base de la demostración (${DEFAULT_STUDENTS} estudiantes); #/estudiantes como administrador con la sesión guardada antes (localStorage) ` +
      `y disableStorageReset. Línea base: una página HTML simple (encabezado y tabla de 25 filas) servida por el mismo servidor` +
      (plain.failing.length > 0 ? ` (auditorías no superadas: ${plain.failing.join(', ')})` : '') +
      '. Una medida por página.';
    rows.push(floorRow(floor, plain));
    return rows;
  } catch (error) {
    return [failedRow(`lighthouse móvil`, GOAL, error)];
  } finally {
    await app.close();
    await floorApp.close();
    await dispose();
    await rm(dir, { recursive: true, force: true });
    await rm(floorDir, { recursive: true, force: true });
  }
}

async function lighthouseVersion(): Promise<string> {
  const { createRequire } = await import('node:module');
  const pkg = createRequire(import.meta.url)('lighthouse/package.json') as { version?: string };
  return pkg.version ?? '?';
}

export function lighthouseFigure(log: (line: string) => void): BenchFigure {
  return { name: LIGHTHOUSE_FIGURE, once: () => run(log), budgetSeconds: 300 };
}
