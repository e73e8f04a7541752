// Shared steps of the browser tests: one chromium per test file, pages in Spanish (es-CO), the
// login form, the header menu, form fields by label, and direct API calls for set-up and checks.
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';

export const baseURL = inject('baseURL');

export interface Option {
  [key: string]: string | number | boolean | null;
}

/** Starts chromium for the calling test file; returns a page factory. */
export function useBrowser(): () => Promise<Page> {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async () => {
    const context = await browser.newContext({ locale: 'es-CO', viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  };
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

/** The menu entries as shown (upper case, as the header renders them). */
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
