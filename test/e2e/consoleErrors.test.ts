// Every demo account walks every route (the home page, every menu entry, a student's detail and
// editor) with no error in the console (issue 43 point 5: e.g. a 403 of a lookup the user may not
// call) and no permission code in the text a person reads.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ALL_PERMISSION_CODES } from '../../core/engine/permissions';
import { ROUTES } from './adminRoutes';
import { api, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

const ACCOUNTS = [
  { email: 'admin@escuela.test', password: 'Admin123!' },
  { email: 'consulta@escuela.test', password: 'Consulta123!' },
  { email: 'secretaria@escuela.test', password: 'Secretaria123!' },
];

/** The pattern of a code; a run of digits only (a document number, a date) is no code. */
const HEX = /\b[0-9A-F]{8}\b/g;
const CODES = new Set(ALL_PERMISSION_CODES);

function codesIn(text: string): string[] {
  const hex = [...text.matchAll(HEX)].map((match) => match[0]).filter((word) => !/^\d+$/.test(word));
  const named = text.split(/[^0-9A-Za-z]+/).filter((word) => CODES.has(word));
  return [...new Set([...hex, ...named])];
}

/** Opens a route inside the app and waits until it has drawn and the API is quiet. */
async function openRoute(page: Page, route: string, idle: () => Promise<void>): Promise<void> {
  await page.evaluate((path) => {
    document.querySelectorAll('#main-content *').forEach((el) => el.setAttribute('data-pagina-anterior', ''));
    window.location.hash = `#${path}`;
  }, route);
  await page
    .waitForFunction(
      () => {
        const main = document.getElementById('main-content');
        if (!main || !main.querySelector(':scope *:not([data-pagina-anterior]):not(#react-admin-title)')) return false;
        if (main.querySelector('[role="progressbar"], .MuiSkeleton-root')) return false;
        return !/cargando\.\.\./i.test(main.textContent ?? '');
      },
      undefined,
      { timeout: 30_000 },
    )
    // A route the account may not open may draw nothing new: the console and the text still count.
    .catch(() => undefined);
  await idle();
}

describe('no console error and no code on any route, for every demo account', () => {
  for (const account of ACCOUNTS) {
    it(`${account.email}`, async () => {
      const { token } = await api<{ token: string }>('login', account);
      const { datos } = await api<{ datos: Option[] }>('estudiante/lista', { por_pagina: 1, filtros: { activo: true } }, token);
      const student = datos[0].id;
      const page = await openPage();
      const errors: string[] = [];
      let route = '(login)';
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${route}: ${message.text().slice(0, 300)}`);
      });
      page.on('pageerror', (error) => errors.push(`${route}: ${error.message.slice(0, 300)}`));
      let pending = 0;
      let lastChange = Date.now();
      const isApi = (url: string) => url.includes('/api/');
      page.on('request', (request) => {
        if (!isApi(request.url())) return;
        pending += 1;
        lastChange = Date.now();
      });
      const done = (url: string) => {
        if (!isApi(url)) return;
        pending -= 1;
        lastChange = Date.now();
      };
      page.on('requestfinished', (request) => done(request.url()));
      page.on('requestfailed', (request) => done(request.url()));
      const idle = () => expect.poll(() => pending <= 0 && Date.now() - lastChange > 300, { timeout: 20_000, interval: 50 }).toBe(true);

      await login(page, account.email, account.password);
      const shown: string[] = [];
      for (const path of [...ROUTES, `/estudiante/detalle/${student}`, `/estudiante/editar/${student}`]) {
        route = path;
        await openRoute(page, path, idle);
        // The editor's folded read-only sections opened too: their notes name permissions, and their reads run.
        const folded = page.getByRole('button', { name: /^\d+ secci(ón|ones) solo lectura$/ });
        if (path.startsWith('/estudiante/editar/') && (await folded.count()) > 0) {
          await folded.click();
          await idle();
        }
        const found = codesIn(await page.locator('body').innerText());
        if (found.length > 0) shown.push(`${path}: ${found.join(', ')}`);
      }
      expect(errors).toEqual([]);
      expect(shown).toEqual([]);
      await page.close();
    });
  }
});
