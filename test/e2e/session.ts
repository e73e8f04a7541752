// Shared steps of the browser tests: the global setup's chromium and this worker's server (see
// global-setup.ts), pages in Spanish (es-CO), the login form, the header menu, form fields by label,
// and direct API calls for set-up and checks.
import { mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { E2eStatus } from './global-setup';
import { onTestDay } from './schoolDate';

/** This worker's server (set before a file's first test: see useBrowser). */
export let baseURL = '';

/** Long enough for the build and the servers' start on a loaded machine, when no other project ran first. */
const SETUP_WAIT_MS = 600_000;
let world: Promise<{ servers: string[]; browser: string }> | undefined;

/** The global setup's outcome, once written (its work goes on while the other projects run). */
function e2eWorld(): Promise<{ servers: string[]; browser: string }> {
  world ??= (async () => {
    const deadline = Date.now() + SETUP_WAIT_MS;
    for (;;) {
      const text = await readFile(inject('e2eStatus'), 'utf8').catch(() => null);
      if (text !== null) {
        const status = JSON.parse(text) as E2eStatus;
        if ('error' in status) throw new Error(`La preparación de las pruebas del navegador falló:\n${status.error}`);
        return status;
      }
      if (Date.now() > deadline) throw new Error('La preparación de las pruebas del navegador no terminó a tiempo');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return world;
}

export interface Option {
  [key: string]: string | number | boolean | null;
}

/**
 * Takes a server no other running file holds (a lock directory per server beside the setup's status
 * file; mkdir is atomic), so that the files that run at once never share one: one of them may end
 * sessions or change the admin that another's requests count on.
 */
async function takeServer(servers: string[]): Promise<{ url: string; release: () => void }> {
  const deadline = Date.now() + SETUP_WAIT_MS;
  for (;;) {
    for (const [lane, url] of servers.entries()) {
      const lock = join(dirname(inject('e2eStatus')), `servidor-${lane + 1}.ocupado`);
      try {
        mkdirSync(lock);
        return { url, release: () => rmSync(lock, { recursive: true, force: true }) };
      } catch {
        // held by a file running in another worker
      }
    }
    if (Date.now() > deadline) throw new Error('Ningún servidor de las pruebas del navegador quedó libre a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Connects the calling test file to the shared chromium and to a server of its own while it runs;
 * returns a page factory. Service workers are blocked unless asked for: the worker precaches the
 * whole build on a page's first load, a download every other file's pages would pay on a busy machine.
 */
export function useBrowser(options: { serviceWorkers?: 'allow' | 'block' } = {}): () => Promise<Page> {
  let browser: Browser;
  let release = () => undefined as void;
  beforeAll(async () => {
    const { servers, browser: endpoint } = await e2eWorld();
    const server = await takeServer(servers);
    baseURL = server.url;
    release = server.release;
    browser = await chromium.connect(endpoint);
  }, SETUP_WAIT_MS + 60_000);
  afterAll(async () => {
    // Its contexts closed and the connection dropped; chromium itself stays for the next file.
    await browser?.close();
    release();
  });
  const opened: Watched[] = [];
  // A failed test says what its pages showed, so a failure seen only on a loaded CI machine explains itself.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') for (const entry of opened) console.error(await pageReport(entry));
    // A page kept open for the next tests (one page per file) is watched for their failures too.
    const stillOpen = opened.filter((entry) => !entry.page.isClosed());
    opened.splice(0, opened.length, ...stillOpen);
  });
  return async () => {
    const context = await browser.newContext({
      locale: 'es-CO',
      viewport: { width: 1400, height: 900 },
      serviceWorkers: options.serviceWorkers ?? 'block',
      // The system's 'reduce motion' (the app then animates nothing): no test waits on a menu's or a
      // dialog's animation. The accessibility walk's own pages keep the default motion.
      reducedMotion: 'reduce',
    });
    await onTestDay(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    opened.push(watch(page));
    return page;
  };
}

interface Watched {
  page: Page;
  events: string[];
}

/** Records what a failure report needs: console errors, page errors, failed and slow requests. */
function watch(page: Page): Watched {
  const events: string[] = [];
  const started = Date.now();
  const note = (text: string) => events.push(`+${((Date.now() - started) / 1000).toFixed(1)} s ${text}`);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`consola ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => note(`error de página: ${error.message.slice(0, 300)}`));
  page.on('requestfailed', (request) => note(`petición fallida: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('requestfinished', (request) => {
    const took = request.timing().responseEnd;
    if (took > 3000) note(`petición lenta (${Math.round(took)} ms): ${request.method()} ${request.url()}`);
  });
  page.on('crash', () => note('la página se cayó'));
  return { page, events };
}

async function pageReport({ page, events }: Watched): Promise<string> {
  if (page.isClosed()) return `[página cerrada]\n${events.join('\n')}`;
  const text = await page
    .locator('body')
    .innerText({ timeout: 5000 })
    .catch((error: unknown) => `(sin texto: ${String(error)})`);
  return [`[página en ${page.url()}]`, text.slice(0, 2000), '[eventos]', ...events.slice(-40)].join('\n');
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseURL}/`);
  await page.waitForURL(/#\/login/);
  await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/Ingresar/);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
}

export function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/** The menu entries as shown (the spec's words as written: the header does not upper-case them). */
export function menuEntries(page: Page): Promise<string[]> {
  return nav(page).getByRole('link').allInnerTexts();
}

export async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function adminToken(): Promise<string> {
  const { token } = await api<{ token: string }>('login', { email: 'admin@escuela.test', password: 'Admin123!' });
  return token;
}

/** The demo group 'Consulta' (the consulta account's): tests that change its codes put them back by it. */
export async function consultaGroupId(token: string): Promise<number> {
  const { datos } = await api<{ datos: { id: number; nombre: string }[] }>('grupo/lista', { pagina: 1, por_pagina: 100 }, token);
  const consulta = datos.find((g) => g.nombre === 'Consulta');
  expect(consulta).toBeDefined();
  return consulta!.id;
}

/** The first document type, sede, course and payment method: what a new student needs. */
export async function firstOptions(token: string): Promise<Record<'tipoDoc' | 'sede' | 'curso' | 'pago', Option>> {
  const [[tipoDoc], [sede], [curso], [pago]] = await Promise.all(
    ['tipos-documentos/lista', 'sedes/lista', 'nivel/cursos', 'config/metodos_pago'].map((path) => api<Option[]>(path, {}, token)),
  );
  return { tipoDoc, sede, curso, pago };
}

/** react-admin marks required inputs with ' *' after the label. */
const labelled = (label: string) => new RegExp(`^${label}[\\s*\\u2009]*$`);

export function field(page: Page, label: string) {
  return page.getByLabel(labelled(label));
}

export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: labelled(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
