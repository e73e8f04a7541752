// The staff guide's screenshots (docs/usuarios/img/), taken from the demo as the browser tests see it:
// `vite build`, then the real server (server/main.ts) on a fresh data directory seeded with the demo
// data, on the tests' day (SCHOOL_CLOCK_START, and the page's Date shifted to it), driven by
// playwright-core in Debian's chromium. Same day, same seed: the same pictures.
//
//   npx tsx test/tools/screenshots.ts [--no-build] [--only <name>] [--server <url>]
//
// It holds /tmp/aula-e2e.lock (as the browser tests' runs do) while it rebuilds dist/ and serves it.
// SCREENSHOTS_PORT (default 3190) is its server's port; CHROMIUM_PATH its browser (/usr/bin/chromium).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { TEST_START } from '../testDay';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, 'docs/usuarios/img');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3190);
const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
/** --server <url>: a demo server already running on the tests' day (SCHOOL_CLOCK_START=2026-03-04T10:00:00-05:00), to try a picture again quickly. */
const RUNNING = option('--server');
const BASE = RUNNING?.replace(/\/+$/, '') ?? `http://127.0.0.1:${PORT}`;
const LOCK = '/tmp/aula-e2e.lock';
/** A picture over this is a sign something unexpected is on screen (the guide keeps them small). */
const MAX_BYTES = 300 * 1024;
/** The app as `npm start` serves it, on the tests' day. */
const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: '', SCHOOL_CLOCK_START: TEST_START };

const only = option('--only');

/** Runs this script again under the browser tests' lock (flock), unless it already holds it or flock is missing. */
function underLock(): boolean {
  if (process.env.AULA_SCREENSHOTS_LOCKED === '1') return false;
  if (spawnSync('flock', ['--version'], { stdio: 'ignore' }).status !== 0) return false;
  console.log(`Esperando ${LOCK}…`);
  const run = spawnSync('flock', [LOCK, process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, AULA_SCREENSHOTS_LOCKED: '1' },
  });
  process.exit(run.status ?? 1);
}

function build(): void {
  console.log('Compilando la interfaz (vite build)…');
  const vite = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'production', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, ...PRODUCTION },
    stdio: 'inherit',
  });
  if (vite.status !== 0) throw new Error(`vite build terminó con código ${vite.status}`);
}

async function answers(): Promise<boolean> {
  return fetch(`${BASE}/api/version`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
    (r) => r.ok,
    () => false,
  );
}

/** server/main.ts on PORT with a fresh data directory; resolves once /api/version answers. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  if (await answers()) throw new Error(`El puerto ${PORT} ya está en uso: SCREENSHOTS_PORT=<otro> npx tsx test/tools/screenshots.ts`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...PRODUCTION, HOST: '127.0.0.1', PORT: String(PORT), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó con código ${child.exitCode}\n${output}`);
    if (await answers()) return { child, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`El servidor no respondió a tiempo\n${output}`);
}

/**
 * The page's Date on the tests' day, as test/e2e/schoolDate.ts shifts it — written here as text: tsx
 * compiles a function with helpers (keepNames' __name) the page does not have, and an init script
 * that throws leaves the page on the real day.
 */
const SHIFT_DATE = `(start) => {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  const offset = start - realNow();
  const now = () => realNow() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
}`;

/** The demo's accounts (README, 'Demo accounts'). */
const ADMIN = { email: 'admin@escuela.test', password: 'Admin123!' };

async function login(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${BASE}/`);
  await page.waitForURL(/#\/login/);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
}

/** Nothing loading: no progress bar, no skeleton, no request open for a moment. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('[role="progressbar"], .MuiSkeleton-root').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(400);
}

async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  const path = join(OUT, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  const bytes = statSync(path).size;
  console.log(`  ${name}.png  ${Math.round(bytes / 1024)} KB`);
  if (bytes > MAX_BYTES) throw new Error(`${name}.png pesa ${Math.round(bytes / 1024)} KB (máximo ${MAX_BYTES / 1024} KB)`);
}

type Shot = { name: string; take(page: Page): Promise<void> };

/** Catalina García (1010107752, Bogotá Chapinero): the demo student whose every section has content (docs/domain/student-record.md). */
async function catalina(): Promise<number> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${BASE}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  const { token } = (await post('login', ADMIN)) as { token: string };
  const [student] = (await post('estudiante/buscar', { texto: '1010107752' }, token)) as { id: number }[];
  if (!student) throw new Error('No se encontró a Catalina García (1010107752) en los datos de demostración');
  return student.id;
}

/** A day typed into one of the report's date fields (DD/MM/YYYY, digits only). */
async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  // A report opens on this month (issue 43): the day it shows, every section, cleared first.
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(day.split('-').reverse().join(''));
}

/** A workbook as staff save one from Excel or LibreOffice: a header of labels, three new students (one with a bad e-mail) and one already there, her e-mail changed. */
function importWorkbook(dir: string): string {
  const rows = [
    ['Primer nombre', 'Primer apellido', 'Tipo de documento', 'Número de documento', 'Móvil', 'Correo electrónico', 'Sede', 'Curso actual'],
    ['Valentina', 'Rojas', 'Cédula de ciudadanía', '1099000001', '310 555 0101', 'valentina.rojas@correo.test', 'Bogotá Chapinero', 'Inglés A1 - Foundations (FN)'],
    ['Julián', 'Mora', 'Cédula de ciudadanía', '1099000002', '310 555 0102', 'julian.mora@correo.test', 'Bogotá Chapinero', 'Inglés A1 - Foundations (FN)'],
    ['Sara', 'Peña', 'Cédula de ciudadanía', '1099000003', '310 555 0103', 'sara.pena(arroba)correo.test', 'Bogotá Chapinero', 'Inglés A1 - Foundations (FN)'],
    ['Catalina', 'García', 'Cédula de ciudadanía', '1010107752', '322 632 3785', 'catalina.garcia.ortiz@empresa.test', 'Bogotá Chapinero', 'Inglés B1 - Starter 2 (S2)'],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Estudiantes');
  const path = join(dir, 'estudiantes-nuevos.xlsx');
  writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return path;
}

/** The guide's pictures, in its order (docs/usuarios/README.md). */
const SHOTS: Shot[] = [
  {
    name: 'ingreso',
    async take(page) {
      await page.goto(`${BASE}/`);
      await page.waitForURL(/#\/login/);
      await page.getByLabel('Correo electrónico', { exact: true }).fill(ADMIN.email);
      await shot(page, 'ingreso');
    },
  },
  {
    name: 'menu',
    async take(page) {
      await login(page, ADMIN);
      await page.getByText('¡Bienvenido', { exact: false }).waitFor();
      await settled(page);
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('button', { name: 'Programador' }).click();
      await page.getByRole('menuitem', { name: 'Clases' }).waitFor();
      await shot(page, 'menu');
    },
  },
  {
    name: 'estudiantes',
    async take(page) {
      await login(page, ADMIN);
      await page.goto(`${BASE}/#/estudiantes`);
      await page.getByLabel('Buscar').fill('garcia catalina');
      await page.getByRole('cell', { name: '1010107752' }).waitFor();
      await shot(page, 'estudiantes');
    },
  },
  {
    name: 'ficha',
    async take(page) {
      await login(page, ADMIN);
      await page.goto(`${BASE}/#/estudiante/detalle/${await catalina()}`);
      await page.getByText('Datos básicos').first().waitFor();
      await shot(page, 'ficha');
    },
  },
  {
    name: 'ficha-agendamientos',
    async take(page) {
      await login(page, ADMIN);
      await page.goto(`${BASE}/#/estudiante/detalle/${await catalina()}`);
      const section = page.getByRole('button', { name: 'Agendamientos' });
      await section.click();
      await page.getByRole('columnheader', { name: 'Tipo de clase' }).waitFor();
      await settled(page);
      // The section's title just below the header bar.
      await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -90));
      await shot(page, 'ficha-agendamientos');
    },
  },
  {
    name: 'editar',
    async take(page) {
      await login(page, ADMIN);
      await page.goto(`${BASE}/#/estudiante/editar/${await catalina()}`);
      await page.getByText('Niveles disponibles').first().waitFor();
      await shot(page, 'editar');
    },
  },
  {
    name: 'programador',
    async take(page) {
      await login(page, ADMIN);
      await page.goto(`${BASE}/#/programador`);
      await page.getByText(/^Pendientes \(\d+\)$/).waitFor();
      await shot(page, 'programador');
    },
  },
  {
    name: 'progreso',
    async take(page) {
      await login(page, ADMIN);
      await page.goto(`${BASE}/#/estudiante/progreso/${await catalina()}`);
      await page.getByText('Nota final', { exact: false }).first().waitFor();
      await shot(page, 'progreso');
    },
  },
  {
    name: 'reporte',
    async take(page) {
      await login(page, ADMIN);
      await page.goto(`${BASE}/#/reportes/ocupacion`);
      await typeDay(page, 'Fecha inicial', '2026-03-02');
      await typeDay(page, 'Fecha final', '2026-03-07');
      await page.getByRole('button', { name: 'Generar', exact: true }).click();
      await page.getByText('Ocupación por día', { exact: false }).first().waitFor();
      await shot(page, 'reporte');
    },
  },
  {
    name: 'importar',
    async take(page) {
      await login(page, ADMIN);
      await page.goto(`${BASE}/#/estudiantes`);
      await page.getByRole('button', { name: 'Importar', exact: true }).click();
      const dir = mkdtempSync(join(tmpdir(), 'aula-capturas-archivo-'));
      try {
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Elegir archivo' }).click()]);
        await chooser.setFiles(importWorkbook(dir));
        await page.getByText('Si el registro ya existe', { exact: false }).first().waitFor();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      await shot(page, 'importar');
    },
  },
  {
    name: 'exportar',
    async take(page) {
      await login(page, ADMIN);
      await page.goto(`${BASE}/#/estudiantes`);
      await page.getByRole('cell', { name: '1010028734' }).waitFor();
      await page.getByRole('button', { name: 'Exportar', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).waitFor();
      await shot(page, 'exportar');
    },
  },
];

/** This script's own server, unless --server names one already running. */
async function ownServer(): Promise<{ stop(): Promise<void> }> {
  if (RUNNING) return { stop: async () => undefined };
  underLock();
  if (!args.includes('--no-build')) build();
  const dataDir = mkdtempSync(join(tmpdir(), 'aula-capturas-'));
  console.log(`Iniciando el servidor en ${BASE} (datos de demostración en ${dataDir})…`);
  const server = await startServer(dataDir);
  return {
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const server = await ownServer();
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const { name, take } of SHOTS.filter((s) => !only || s.name === only)) {
      const context = await browser.newContext({ locale: 'es-CO', viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
      await context.addInitScript({ content: `(${SHIFT_DATE})(${new Date(TEST_START).getTime()});` });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      try {
        await take(page);
      } catch (error) {
        const failed = join(tmpdir(), `captura-fallida-${name}.png`);
        await page.screenshot({ path: failed }).catch(() => undefined);
        throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)} (la página: ${failed})`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
