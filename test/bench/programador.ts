// Issue 10's #/programador figures, browser side: the board of a slot of 100 classes / 1,500
// bookings rendered in chromium, beside the same blocks as plain HTML in the same page; and the drop
// of a pending booking into a class, beside the server's answer to that same move. Builds the app,
// starts the real server on a PGlite test database filled by programadorFixture.ts, and ends
// (bounded runs, a timeout per step and one for the whole). The rows: figures/programador.ts.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { type Clock, DEFAULT_TIME_ZONE, systemClock, today } from '../../core/engine/clock';
import { type AgendaDay, upcomingDays } from '../../core/school/scheduler/agenda';
import { buildApp } from '../../server/app';
import { STAFF } from '../../server/seed/catalog';
import { launchBrowser } from '../e2e/browser';
import { openTestDatabase } from '../server/database';
import { IDLE_SCRIPT } from './listRenderProbes';
import { buildInto, listen, login } from './listRender';
import { FIXTURE, type FixtureSlot, insertProgramadorFixture } from './programadorFixture';
import { type BoardRender, type DragTiming, dragWatchScript, plainBoardScript, PROGRAMADOR_INIT_SCRIPT, renderWatchScript } from './programadorProbes';
import { servedResources } from '../../resources/served';

/** Fresh slots rendered one after the other: the first is the session's cold one. */
const FRESH = 5;
const CACHED = 3;
const DRAGS = 6;
const PORTS = { from: 4460, to: 4479 };
const STEP_TIMEOUT_MS = 30_000;
const TOTAL_TIMEOUT_MS = 6 * 60_000;
const VIEWPORT = { width: 1400, height: 900 };
const BOOKINGS = FIXTURE.classes * FIXTURE.perClass + FIXTURE.pending;

export interface ProgramadorMeasured {
  /** Fresh reads (the first cold), cached revisits, the plain floor (the first a warm-up). */
  fresh: BoardRender[];
  cached: BoardRender[];
  plain: BoardRender[];
  drags: DragTiming[];
  /** Seconds spent building the app, opening the database and filling it. */
  setup: { build: number; database: number; fixture: number };
}

/** A weekday of the agenda away from the slot the page opens on (the agenda's first two days). */
function benchDay(clock: Clock): AgendaDay {
  const day = upcomingDays(today(clock), clock.timeZone, 14).slice(2).find((d) => d.horas.length >= FRESH + 3);
  if (!day) throw new Error('ningún día de la agenda con franjas suficientes');
  return day;
}

async function choose(page: Page, select: 'Día' | 'Hora', option: string | null): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  const options = page.getByRole('option');
  await (option === null ? options.first() : page.getByRole('option', { name: option, exact: true })).click();
}

/** An hour without classes, the page idle: the next render starts from an empty board. */
async function park(page: Page, hour: string): Promise<void> {
  await choose(page, 'Hora', hour);
  // Functions, not strings: the app's CSP forbids the eval a string predicate needs.
  await page.waitForFunction(() => document.querySelector('[role="listbox"]') === null && document.querySelectorAll('[data-testid^="clase-"]').length === 0);
  await page.evaluate(IDLE_SCRIPT);
}

async function renderHour(page: Page, hour: string): Promise<BoardRender> {
  await page.evaluate(renderWatchScript({ classes: FIXTURE.classes, bookings: BOOKINGS, timeoutMs: STEP_TIMEOUT_MS }));
  await choose(page, 'Hora', hour);
  const render = (await page.evaluate('window.__benchRender')) as BoardRender;
  if (render.error) throw new Error(render.error);
  return render;
}

/** A mouse drag as @hello-pangea/dnd expects it (test/e2e/scheduler.test.ts): press, lift, travel, release. */
async function drag(page: Page, bookingId: number, claseId: number): Promise<DragTiming> {
  // A write under way keeps the blocking 'Procesando...' overlay up, a closing select its invisible backdrop: a press would land on them.
  await page.getByTestId('processing-overlay').waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.querySelectorAll('.MuiPopover-root, [role="listbox"]').length === 0);
  const card = page.getByTestId(`agendamiento-${bookingId}`);
  // On the card's caption line (type · topic · state), not on the student's link or the menu button.
  const source = await card.locator('.prog-card__caption').first().boundingBox();
  const target = await page.getByTestId(`clase-${claseId}`).boundingBox();
  if (!source || !target) throw new Error('sin caja para arrastrar');
  await page.evaluate(dragWatchScript({ bookingId, claseId, timeoutMs: STEP_TIMEOUT_MS }));
  const start = { x: source.x + source.width / 2, y: source.y + source.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 5 });
  // The library lifts the draggable around the card (its handle) on its next frame: wait for it (a
  // busy machine draws late), not for ever.
  const lifted = await page
    .waitForFunction((id) => {
      const draggable = document.querySelector(`[data-rfd-draggable-id="${id}"]`);
      return draggable !== null && getComputedStyle(draggable).position === 'fixed';
    }, String(bookingId), { timeout: 3000 })
    .then(() => true, () => false);
  if (!lifted) throw new Error(`el arrastre del agendamiento ${bookingId} no empezó (caja ${Math.round(source.x)},${Math.round(source.y)} ${Math.round(source.width)}×${Math.round(source.height)})`);
  // Into the class's upper part, well inside the window (no auto-scroll).
  await page.mouse.move(target.x + target.width / 2, Math.min(target.y + 160, VIEWPORT.height - 60), { steps: 20 });
  await page.waitForTimeout(200);
  await page.mouse.up();
  const timing = (await page.evaluate('window.__benchDrag')) as DragTiming;
  if (timing.error) {
    const shown = (await page.evaluate(`[...document.querySelectorAll('[role="alert"]')].map((e) => e.textContent).join(' / ')`)) as string;
    throw new Error(`${timing.error} (agendamiento ${bookingId}, clase ${claseId}${shown ? `; en pantalla: ${shown}` : ''})`);
  }
  await page.evaluate(IDLE_SCRIPT);
  return timing;
}

/** Each pending booking of the slot into a class of its type in the board's first row, seats permitting. */
async function dragAll(page: Page, slot: FixtureSlot): Promise<DragTiming[]> {
  const firstRow = (await page.evaluate(
    `[...document.querySelectorAll('[data-testid^="clase-"]')].filter((e) => e.getBoundingClientRect().top < 400).map((e) => Number(e.dataset.testid.slice(6)))`,
  )) as number[];
  const taken = new Map<number, number>();
  const drags: DragTiming[] = [];
  for (const booking of slot.pending.slice(0, DRAGS)) {
    const clase = slot.classes.find((c) => firstRow.includes(c.id) && c.tipos.includes(booking.tipo_clase) && (taken.get(c.id) ?? FIXTURE.perClass) < FIXTURE.capacity);
    if (!clase) throw new Error(`ninguna clase de tipo ${booking.tipo_clase} con cupo entre las ${firstRow.length} de la primera fila`);
    taken.set(clase.id, (taken.get(clase.id) ?? FIXTURE.perClass) + 1);
    drags.push(await drag(page, booking.id, clase.id));
  }
  return drags;
}

async function measure(page: Page, baseUrl: string, day: AgendaDay, slots: FixtureSlot[]): Promise<Omit<ProgramadorMeasured, 'setup'>> {
  const label = (hora: string) => day.horas.find((h) => h.hora === hora)?.nombre_corto ?? hora;
  const parking = day.horas[0].nombre_corto;
  await page.addInitScript(PROGRAMADOR_INIT_SCRIPT);
  await login(page, baseUrl);
  await page.evaluate(`location.hash = '#/programador'`);
  // The first hour of the day it opens on, then the bench's day: never a filled slot on the way.
  await choose(page, 'Hora', null);
  await choose(page, 'Día', day.texto);
  await park(page, parking);
  const fresh: BoardRender[] = [];
  for (const slot of slots) {
    fresh.push(await renderHour(page, label(slot.hora)));
    await park(page, parking);
  }
  const cached: BoardRender[] = [];
  for (const slot of slots.slice(0, CACHED)) {
    cached.push(await renderHour(page, label(slot.hora)));
    if (cached.length < CACHED) await park(page, parking);
  }
  await page.evaluate(IDLE_SCRIPT);
  const drags = await dragAll(page, slots[CACHED - 1]);
  await park(page, parking);
  const plain: BoardRender[] = [];
  for (let i = 0; i <= FRESH; i++) {
    await page.evaluate(IDLE_SCRIPT);
    plain.push((await page.evaluate(plainBoardScript({ fecha: day.fecha, hora: slots[i % slots.length].hora }))) as BoardRender);
  }
  return { fresh, cached, plain, drags };
}

export async function measureProgramador(): Promise<ProgramadorMeasured> {
  const outDir = await mkdtemp(join(tmpdir(), 'aula-bench-programador-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  let timer: NodeJS.Timeout | undefined;
  const work = async (): Promise<ProgramadorMeasured> => {
    const seconds = (since: number) => (performance.now() - since) / 1000;
    let since = performance.now();
    await buildInto(outDir);
    const build = seconds(since);
    since = performance.now();
    const { db, dispose } = await openTestDatabase({ seededStudents: 2000 });
    cleanups.push(dispose);
    const database = seconds(since);
    since = performance.now();
    // The server's own clock (server/app.ts), so the bench's day is one its agenda offers.
    const clock = systemClock(process.env.SCHOOL_TIME_ZONE || DEFAULT_TIME_ZONE);
    const day = benchDay(clock);
    const fixture = await insertProgramadorFixture(db, STAFF.admin.email, day.fecha, day.horas.slice(2, 2 + FRESH).map((h) => h.hora));
    const setup = { build, database, fixture: seconds(since) };
    const app = await buildApp({ ...(await servedResources()), db, jwtSecret: randomBytes(32).toString('hex'), staticDir: outDir, clock });
    cleanups.push(() => app.close());
    const baseUrl = await listen(app, PORTS);
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    const context = await browser.newContext({ locale: 'es-CO', viewport: VIEWPORT });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    return { ...(await measure(page, baseUrl, day, fixture.slots)), setup };
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
    await rm(outDir, { recursive: true, force: true });
  }
}
