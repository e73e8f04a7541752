// A list's 'Importar' with 50,000 students, from the CSV Excel (Spanish) saves and from an .xlsx: the
// time to the preview (read in the import's worker, then validated in slices), to the check against
// the records already there, and to 'Se crearon 50000 registros', with the longest main-thread task
// the page had in each (goal < 200 ms) — beside the same file read by the reader alone in Node and
// the same lines sent straight to crear_masivo. A script, not a test: it prints and always ends.
//   npx tsx test/bench/importFile.ts
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import estudiantes from '../../resources/estudiantes/schema';
import { servedResources } from '../../resources/served';
import { buildApp } from '../../server/app';
import { readTable } from '../../src/bulk/read/readTable';
import { tableToInput } from '../../src/bulk/tableRows';
import { launchBrowser } from '../e2e/browser';
import { openTestDatabase } from '../server/database';
import { TEST_JWT_SECRET } from '../server/helpers';
import { currentBuild } from './builtApp';
import { listen, login } from './listRender';
import { IMPORT_ROWS, importRows, writeImportFiles } from './importFileData';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORTS = { from: 4470, to: 4479 };
const STEP_TIMEOUT_MS = 240_000;

export interface ImportTiming {
  format: 'csv' | 'xlsx';
  fileBytes: number;
  previewMs: number;
  checkMs: number;
  importMs: number;
  /** Longest main-thread task (PerformanceObserver 'longtask') while previewing and checking, and while importing. */
  longestPreviewMs: number;
  longestImportMs: number;
  /** The reader alone in Node on the same bytes, and the header and lines made of them. */
  readerMs: number;
}

export interface ImportFigures {
  runs: ImportTiming[];
  /** crear_masivo straight from Node with the same 50,000 lines (cells as typed). */
  apiMs: number;
  apiStatus: number;
}

const LONGEST = `(() => {
  window.__longest = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration); })
    .observe({ type: 'longtask', buffered: false });
})()`;

const longest = (page: Page) => page.evaluate(() => (window as unknown as { __longest: number }).__longest);
const resetLongest = (page: Page) => page.evaluate(() => void ((window as unknown as { __longest: number }).__longest = 0));

async function importInBrowser(browser: Browser, baseUrl: string, format: 'csv' | 'xlsx', path: string): Promise<Omit<ImportTiming, 'readerMs' | 'fileBytes'>> {
  const context = await browser.newContext({ locale: 'es-CO', viewport: { width: 1400, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await login(page, baseUrl);
    await page.evaluate(LONGEST);
    await page.evaluate(`location.hash = '#/${estudiantes.name}'`);
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').waitFor({ state: 'attached' });
    await resetLongest(page);
    const started = performance.now();
    await dialog.locator('input[type=file]').setInputFiles(path);
    await dialog.getByText(`Válidas: ${IMPORT_ROWS}`).waitFor({ timeout: STEP_TIMEOUT_MS });
    const previewMs = performance.now() - started;
    await dialog.getByText(`Nuevos: ${IMPORT_ROWS}`).waitFor({ timeout: STEP_TIMEOUT_MS });
    const checkMs = performance.now() - started;
    const longestPreviewMs = await longest(page);
    await resetLongest(page);
    const sent = performance.now();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText(`Se crearon ${IMPORT_ROWS} registros`).waitFor({ timeout: STEP_TIMEOUT_MS });
    return { format, previewMs, checkMs, importMs: performance.now() - sent, longestPreviewMs, longestImportMs: await longest(page) };
  } finally {
    await context.close();
  }
}

export async function benchImportFile(log: (line: string) => void = console.log): Promise<ImportFigures> {
  const dist = await currentBuild(ROOT, log);
  const dir = await mkdtemp(join(tmpdir(), 'aula-importar-'));
  const { db, dispose } = await openTestDatabase({ seededStudents: 30 });
  const app = await buildApp({ db, jwtSecret: TEST_JWT_SECRET, ...(await servedResources()), staticDir: dist });
  let browser: Browser | undefined;
  try {
    const baseUrl = await listen(app, PORTS);
    const [sede] = await db.query<{ nombre: string }>('SELECT nombre FROM sedes ORDER BY id LIMIT 1');
    const [curso] = await db.query<{ codigo: string }>('SELECT codigo FROM cursos ORDER BY id LIMIT 1');
    const files = await writeImportFiles(dir, sede.nombre, curso.codigo);
    browser = await launchBrowser();
    const runs: ImportTiming[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      log(`    importar ${format}…`);
      const bytes = new Uint8Array(await readFile(files[format]));
      const readStarted = performance.now();
      tableToInput(readTable(bytes, files[format]).rows, estudiantes);
      const readerMs = performance.now() - readStarted;
      runs.push({ ...(await importInBrowser(browser, baseUrl, format, files[format])), readerMs, fileBytes: files.bytes[format] });
    }
    // The floor of the write: the same kind of lines straight to crear_masivo (documents of their own).
    const [header, ...lines] = importRows('73', sede.nombre, curso.codigo);
    const columns = estudiantes.bulk!.columns;
    const registros = lines.map((line) => Object.fromEntries(columns.map((column, i) => [column, line[i]])));
    void header;
    const token = (await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@escuela.test', password: 'Admin123!' } })).json().token as string;
    const apiStarted = performance.now();
    const response = await fetch(`${baseUrl}/api/${estudiantes.prefix}/crear_masivo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ registros }),
    });
    await response.arrayBuffer();
    return { runs, apiMs: performance.now() - apiStarted, apiStatus: response.status };
  } finally {
    await browser?.close();
    await app.close();
    await dispose();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchImportFile().then(
    (figures) => console.log(JSON.stringify(figures, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
