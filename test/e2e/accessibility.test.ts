// WCAG 2.2 AA (docs/interface.md 'Accessibility'; issue 25 point 8, issue 43 point 15): axe-core finds
// no violating node, with the A and AA rules, axe's best practices (landmarks, heading order, a
// scrollable region reachable by keyboard…) and its experimental label-content-name-mismatch (a
// control's name holds its visible text), at 1366×900 and 390×844: on the public pages (login,
// forgotten password, new password) logged out, and as the administrator on the home page and every
// menu route (there also no route wider than the window), the pre-assignment grid with its cells
// (all, then filtered by a teacher), the scheduler with a slot's cards on the board, a teacher's, a
// room's and a student's detail. A failure lists each rule, its impact, the nodes (CSS target) and
// axe's summary: fixable from the CI log.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import docentes from '../../resources/docentes/schema';
import estudiantes from '../../resources/estudiantes/schema';
import { resourcePaths } from '../../core/engine/paths';
import salones from '../../resources/salones/schema';
import { formatHour } from '../../core/engine/dates';
import { pageWidth, ROUTES, useAdminWalk } from './adminRoutes';
import { adminToken, api, baseURL } from './session';
import { MENU_CLOSED } from './browser';
import { SHELL_PAGES } from '../../src/shell/routeTable';
import { pickSlot } from './schedulerSlot';

const { adminPage, openRoute } = useAdminWalk();

const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;
type Size = (typeof SIZES)[number];

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe's best practices (axe's tags). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Rules outside those tags, named one by one: axe's experimental ones do not run unless enabled. */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
// Evaluated by the driver, not added as a <script>: the app's Content-Security-Policy (script-src
// 'self') refuses inline scripts, and rightly so.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
/** Nodes listed per rule and page; the rest only counted (one wrong colour may touch hundreds of cells). */
const NODES_SHOWN = 8;
const WALK_TIMEOUT_MS = 300_000;

interface AxeWindow {
  axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
}

/** axe-core over the whole document as it stands: one line per violating rule, with its nodes. */
async function violations(page: Page, where: string): Promise<string[]> {
  // The page at rest: a tooltip a click's pointer left open (a chip under the closed menu) is a
  // portal outside the landmarks while the pointer stays, so the pointer goes to the page's corner.
  const viewport = page.viewportSize();
  if (viewport) await page.mouse.move(viewport.width - 2, viewport.height - 2);
  await page.locator('[role="tooltip"]').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  // A hash change keeps the window (and the script); a reload drops it.
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async ({ tags, rules }) => {
    const result = await (window as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'sin impacto',
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim() })),
    }));
  }, { tags: TAGS, rules: EXTRA_RULES });
  return found.map((v) => {
    const nodes = v.nodes.slice(0, NODES_SHOWN).map((n) => `\n    ${n.target} — ${n.summary}`).join('');
    const more = v.nodes.length > NODES_SHOWN ? `\n    … y ${v.nodes.length - NODES_SHOWN} nodos más` : '';
    return `${where}: ${v.id} (${v.impact}, ${v.nodes.length} nodos) ${v.help}${nodes}${more}`;
  });
}

async function atSize(size: Size): Promise<Page> {
  const { page } = await adminPage();
  await page.setViewportSize(size);
  return page;
}

const sizeName = (size: Size) => `${size.width}×${size.height}`;

interface SlotView { clases: { agendamientos: unknown[] }[]; pendientes: unknown[] }
interface Day { fecha: string; texto: string; horas: { hora: string }[] }

/** The first slot of the demo agenda with bookings both in a class and pending: the board with its cards. */
async function slotWithCards(token: string): Promise<{ day: Day; hora: string }> {
  const agenda = await api<Day[]>('agenda_disponible', {}, token);
  let fallback: { day: Day; hora: string } | null = null;
  for (const day of agenda) {
    for (const { hora } of day.horas) {
      const slot = await api<SlotView>('clases/por_hora', { fecha: day.fecha, hora }, token);
      const seated = slot.clases.some((c) => c.agendamientos.length > 0);
      if (seated && slot.pendientes.length > 0) return { day, hora };
      if (seated) fallback ??= { day, hora };
    }
  }
  if (!fallback) throw new Error('La agenda de la demostración no tiene ninguna franja con agendamientos');
  return fallback;
}

async function firstId(token: string, prefix: string): Promise<number> {
  const { datos } = await api<{ datos: { id: number }[] }>(`${prefix}/lista`, { pagina: 1, por_pagina: 1 }, token);
  if (!datos[0]) throw new Error(`${prefix}/lista no devolvió registros`);
  return datos[0].id;
}

/** The pages open without a session, each in a fresh context of the file's browser (no token stored). */
const PUBLIC_ROUTES = [SHELL_PAGES.login.path, SHELL_PAGES.olvidoContrasena.path, SHELL_PAGES.restablecerContrasena.path];

describe('WCAG 2.2 AA and best practices (axe-core)', () => {
  it('no violation on the public pages, logged out, at both sizes', async () => {
    const { page: admin } = await adminPage();
    const browser = admin.context().browser();
    if (!browser) throw new Error('sin navegador');
    const found: string[] = [];
    for (const size of SIZES) {
      const context = await browser.newContext({ locale: 'es-CO', viewport: size, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        for (const route of PUBLIC_ROUTES) {
          await page.goto(`${baseURL}/#${route}`);
          await page.locator('h1').first().waitFor();
          await page.locator('form').first().waitFor();
          found.push(...(await violations(page, `#${route} (sin sesión) a ${sizeName(size)}`)));
        }
      } finally {
        await context.close();
      }
    }
    expect(found.length, found.join('\n')).toBe(0);
    // Lighthouse read index.html as /robots.txt (issue 43, finding 16): the server sends public/robots.txt.
    const robots = await fetch(`${baseURL}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
  }, WALK_TIMEOUT_MS);

  for (const size of SIZES) {
    // The same walk checks that no route is wider than the window (responsive.test.ts walks 768 px
    // only): walking every route once more per size cost ~25 s of the browser tests.
    it(`no violation on the home page and any menu route at ${sizeName(size)}, none wider than the window`, async () => {
      const page = await atSize(size);
      const found: string[] = [];
      const wider: string[] = [];
      for (const route of ROUTES) {
        await openRoute(route);
        found.push(...(await violations(page, `#${route} a ${sizeName(size)}`)));
        const width = await pageWidth(page);
        if (width.scroll > width.window) wider.push(`#${route} a ${sizeName(size)}: ${width.scroll} px de ancho en una ventana de ${width.window} px`);
      }
      expect(found.length, found.join('\n')).toBe(0);
      expect(wider).toEqual([]);
    }, WALK_TIMEOUT_MS);
  }

  it('no violation on the pre-assignment grid with its cells, all and filtered by a teacher', async () => {
    const found: string[] = [];
    for (const size of SIZES) {
      const page = await atSize(size);
      await openRoute(SHELL_PAGES.preasignaciones.path);
      const grid = page.locator('table[aria-label^="Preasignaciones del"]');
      // The admin's sede has pre-assignments in the demo: filled cells (buttons) beside free ones.
      await expect.poll(() => grid.locator('td [role="button"]').count()).toBeGreaterThan(0);
      found.push(...(await violations(page, `#${SHELL_PAGES.preasignaciones.path} a ${sizeName(size)}`)));
      await page.getByRole('combobox', { name: 'Filtrar por docente' }).click();
      await page.getByRole('option').nth(1).click();
      await expect.poll(() => page.locator('.MuiPopover-root, [role=listbox]').count(), MENU_CLOSED).toBe(0);
      await expect.poll(() => grid.getByText('Disponible').count()).toBeGreaterThan(0);
      found.push(...(await violations(page, `#${SHELL_PAGES.preasignaciones.path} (filtrada por docente) a ${sizeName(size)}`)));
    }
    expect(found.length, found.join('\n')).toBe(0);
  }, WALK_TIMEOUT_MS);

  it('no violation on the scheduler with its cards, nor on a teacher, a room and a student detail', async () => {
    const token = await adminToken();
    const { day, hora } = await slotWithCards(token);
    const details = [
      resourcePaths(docentes).show(await firstId(token, docentes.prefix)),
      resourcePaths(salones).show(await firstId(token, salones.prefix)),
      resourcePaths(estudiantes).show(await firstId(token, estudiantes.prefix)),
    ];
    const found: string[] = [];
    for (const size of SIZES) {
      const page = await atSize(size);
      await openRoute('/programador');
      await pickSlot(page, day.texto, hora);
      await expect.poll(() => page.locator('[data-testid^="agendamiento-"]').count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByLabel('Disponibilidad por tipo de clase').count()).toBe(1);
      found.push(...(await violations(page, `#/programador (${day.texto}, ${formatHour(hora)}) a ${sizeName(size)}`)));
      for (const route of details) {
        await openRoute(route);
        found.push(...(await violations(page, `#${route} a ${sizeName(size)}`)));
      }
    }
    expect(found.length, found.join('\n')).toBe(0);
  }, WALK_TIMEOUT_MS);
});
