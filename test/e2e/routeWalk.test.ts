// Every demo account walks every route (the home page, every menu entry, a student's detail and
// editor, its own staff detail) once, and each route is checked for all of it (issue 43 points 5, 10
// and 11; one walk instead of two, issue 44 point 5):
// - no error in the console (e.g. a 403 of a lookup the user may not call);
// - Spanish words: no English word, no known word without its accent, no 'SI' for yes, no raw state
//   code or id (visibleTextRules.ts), read once the route has settled; the spec's exact success
//   messages excepted (an audit event's name is one: 'Salon Creado', made by another file's test);
// - no permission code in the text a person reads, the editor's folded read-only sections opened too
//   (their notes name permissions, and their reads run).
// One page per account, moved inside the app; a failure names the route and the word.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ALL_PERMISSION_CODES } from '../../core/engine/permissions';
import { RESOURCES } from '../../resources/registry';
import { DEMO_ACCOUNTS, openInApp, quietApi, ROUTES } from './adminRoutes';
import { api, login, type Option, useBrowser } from './session';
import { offences } from './visibleTextRules';

const openPage = useBrowser();

/**
 * The spec's exact success messages ('Salon Creado'): they stay as written (README, 'Decided beyond
 * the specification') wherever they show, in a toast or as an audit event's name ('Últimos Eventos').
 */
const SPEC_MESSAGES = new Set(RESOURCES.flatMap(({ declaration }) => Object.values(declaration.messages).filter((m): m is string => typeof m === 'string')));
const withoutSpecMessages = (lines: string) =>
  lines
    .split('\n')
    .filter((line) => !SPEC_MESSAGES.has(line))
    .join('\n');

/** The pattern of a code; a run of digits only (a document number, a date) is no code. */
const HEX = /\b[0-9A-F]{8}\b/g;
const CODES = new Set(ALL_PERMISSION_CODES);

function codesIn(text: string): string[] {
  const hex = [...text.matchAll(HEX)].map((match) => match[0]).filter((word) => !/^\d+$/.test(word));
  const named = text.split(/[^0-9A-Za-z]+/).filter((word) => CODES.has(word));
  return [...new Set([...hex, ...named])];
}

/**
 * The page's visible text, one line per text node, the part of it outside any element with a title
 * or an aria-label (a code explained by its tooltip), and the whole text of each element holding one.
 */
function visibleText(page: Page): Promise<{ all: string; unexplained: string; cells: string[]; around: Record<string, string> }> {
  return page.evaluate(() => {
    const all: string[] = [];
    const unexplained: string[] = [];
    // Each text's whole element ('Editar ' and 'estudiante' may be two text nodes of one heading).
    const cells = new Set<string>();
    // Where each text stands (its parent's parent's text, short): what a failure quotes.
    const around: Record<string, string> = {};
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      // A file's format shown as code ('codigo,metodo': the header a file must carry) is no prose.
      if (!text || !parent || parent.closest('script, style, noscript, code, kbd, samp, pre, [aria-hidden="true"]')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      all.push(text);
      const cell = (parent.textContent ?? '').trim();
      cells.add(cell);
      around[text] ??= (parent.parentElement?.parentElement?.textContent ?? cell).trim().slice(0, 100);
      around[cell] ??= around[text];
      // Explained: the text's element or its parent (a chip's label in the chip) names it in a
      // title, or in an aria-label of its own small element (not a region or a list that labels many).
      const explains = (el: Element | null) => !!el && (el.hasAttribute('title') || (el.hasAttribute('aria-label') && (el.textContent ?? '').length <= 40));
      if (!explains(parent) && !explains(parent.parentElement)) unexplained.push(text);
    }
    return { all: all.join('\n'), unexplained: unexplained.join('\n'), cells: [...cells], around };
  });
}

describe('every route, for every demo account: no console error, Spanish words, no permission code', () => {
  for (const account of DEMO_ACCOUNTS) {
    it(account.email, { timeout: 150_000 }, async () => {
      const { token } = await api<{ token: string }>('login', account);
      const { datos } = await api<{ datos: Option[] }>('estudiante/lista', { por_pagina: 1, filtros: { activo: true } }, token);
      const student = datos[0].id;
      // The account's own staff record: its 'Últimos Eventos' name each event's area (its logins: 'Sesión').
      const self = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { data: { id: number } }).data.id;
      const page = await openPage();
      const errors: string[] = [];
      let route = '(login)';
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${route}: ${message.text().slice(0, 300)}`);
      });
      page.on('pageerror', (error) => errors.push(`${route}: ${error.message.slice(0, 300)}`));
      const idle = quietApi(page);
      await login(page, account.email, account.password);
      const words: string[] = [];
      const codes: string[] = [];
      for (const path of [...ROUTES, `/estudiante/detalle/${student}`, `/estudiante/editar/${student}`, `/usuario/detalle/${self}`]) {
        route = path;
        await openInApp(page, path, true);
        await idle();
        // The header, the menu and the page: all a person reads without opening anything.
        const text = await visibleText(page);
        const cells = text.cells.filter((cell) => !SPEC_MESSAGES.has(cell));
        for (const offence of offences(withoutSpecMessages(text.all), withoutSpecMessages(text.unexplained), cells)) {
          const where = text.around[offence.word] ?? Object.entries(text.around).find(([own]) => own.includes(offence.word))?.[1] ?? '';
          words.push(`${path}: «${offence.word}» (${offence.rule}) en «${where}»`);
        }
        const folded = page.getByRole('button', { name: /^\d+ secci(ón|ones) solo lectura$/ });
        if (path.startsWith('/estudiante/editar/') && (await folded.count()) > 0) {
          await folded.click();
          await idle();
        }
        const found = codesIn(await page.locator('body').innerText());
        if (found.length > 0) codes.push(`${path}: ${found.join(', ')}`);
      }
      expect(errors).toEqual([]);
      expect(words).toEqual([]);
      expect(codes).toEqual([]);
      await page.close();
    });
  }
});
