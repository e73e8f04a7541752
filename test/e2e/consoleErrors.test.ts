// Every demo account walks every route (the home page, every menu entry, a student's detail and
// editor) with no error in the console (issue 43 point 5: e.g. a 403 of a lookup the user may not
// call) and no permission code in the text a person reads.
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES } from '../../core/engine/permissions';
import { DEMO_ACCOUNTS, openInApp, quietApi, ROUTES } from './adminRoutes';
import { api, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

/** The pattern of a code; a run of digits only (a document number, a date) is no code. */
const HEX = /\b[0-9A-F]{8}\b/g;
const CODES = new Set(ALL_PERMISSION_CODES);

function codesIn(text: string): string[] {
  const hex = [...text.matchAll(HEX)].map((match) => match[0]).filter((word) => !/^\d+$/.test(word));
  const named = text.split(/[^0-9A-Za-z]+/).filter((word) => CODES.has(word));
  return [...new Set([...hex, ...named])];
}

describe('no console error and no code on any route, for every demo account', () => {
  for (const account of DEMO_ACCOUNTS) {
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
      const idle = quietApi(page);
      await login(page, account.email, account.password);
      const shown: string[] = [];
      for (const path of [...ROUTES, `/estudiante/detalle/${student}`, `/estudiante/editar/${student}`]) {
        route = path;
        await openInApp(page, path, true);
        await idle();
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
