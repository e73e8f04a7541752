// Phones that show the work (issue 43 point 8), as the administrator at 390×844 and 768×1024: the
// scheduler shows one column at a time on a phone, switched by keyboard to a class and its bookings
// (the tablet keeps the whole board); the progress page's rows are cards with their Nota and actions
// inside the window on a phone; a student's bookings read as cards (a tablet too), never a word per line; a
// toolbar action ('Procesar vigencias') keeps its words — on a phone in the 'Más acciones' menu.
// Nothing is written: the demo's own slot, student and list are read.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';
import { toolbarAction } from './toolbar';
import { MENU_CLOSED } from './browser';
import { pickSlot } from './schedulerSlot';

const openPage = useBrowser();
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const;
/** docs/domain/progress.md 'Progress and grades': a student in the middle of a level, with bookings. */
const VARIED = '1010107752';

interface Day { fecha: string; texto: string; horas: { hora: string }[] }
interface SlotView { clases: { id: number; salon_nombre: string; profesor: string; agendamientos: { id: number; estudiante: string }[] }[]; pendientes: unknown[] }

let token: string;
let studentId: number;
let slot: { day: Day; hora: string; clase: SlotView['clases'][number] };

beforeAll(async () => {
  token = await adminToken();
  const [student] = await api<Option[]>('estudiante/buscar', { texto: VARIED }, token);
  studentId = Number(student.id);
  // The first slot of the agenda with a class holding bookings (the demo's).
  const agenda = await api<Day[]>('agenda_disponible', {}, token);
  search: for (const day of agenda) {
    for (const { hora } of day.horas) {
      const view = await api<SlotView>('clases/por_hora', { fecha: day.fecha, hora }, token);
      const clase = view.clases.find((c) => c.agendamientos.length > 0);
      if (clase && view.clases.length > 1) {
        slot = { day, hora, clase };
        break search;
      }
    }
  }
  expect(slot, 'a slot of the agenda with classes and bookings').toBeDefined();
}, 120_000);

const fitsWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openAt(size: { width: number; height: number }): Promise<Page> {
  const page = await openPage();
  await page.setViewportSize(size);
  await login(page, 'admin@escuela.test', 'Admin123!');
  return page;
}

async function openSlot(page: Page): Promise<void> {
  await page.goto(`${baseURL}/#/programador`);
  await pickSlot(page, slot.day.texto, slot.hora);
  await page.getByTestId('pendientes').waitFor();
}

/** Whether the element lies inside the window's width. */
async function insideWidth(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

describe.each(SIZES)('phones and tablets at $width px', (size) => {
  const phone = size.width < 600;

  it(phone ? 'the scheduler shows one column, switched by keyboard to a class and its bookings' : 'the scheduler keeps the whole board', async () => {
    const page = await openAt(size);
    await openSlot(page);
    const switcher = page.getByRole('combobox', { name: 'Columna del tablero' });
    const block = page.getByTestId(`clase-${slot.clase.id}`);
    if (!phone) {
      await block.waitFor();
      expect(await switcher.count()).toBe(0);
      expect(await fitsWindow(page)).toBe(true);
      return;
    }
    await switcher.waitFor();
    // One column: the pending list first, no class drawn beside it.
    expect(await page.locator('[data-testid^="clase-"]').count()).toBe(0);
    expect(await insideWidth(page, page.getByTestId('pendientes'))).toBe(true);
    const wanted = `clase-${slot.clase.id}`;
    const options = await switcher.locator('option').evaluateAll((list) => list.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
    expect(options[0].text).toMatch(/^Pendientes \(\d+\)$/);
    const option = options.find((o) => o.value === wanted);
    expect(option?.text).toContain(`${slot.clase.salon_nombre} · ${slot.clase.profesor}`);
    // By keyboard: the switcher takes the focus and the arrow keys walk its columns.
    await switcher.focus();
    for (let step = 0; step < options.length && (await switcher.inputValue()) !== wanted; step += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(() => switcher.inputValue()).toBe(wanted);
    await block.waitFor();
    await expect.poll(() => page.getByTestId('pendientes').count()).toBe(0);
    await block.getByText(slot.clase.agendamientos[0].estudiante, { exact: true }).first().waitFor();
    expect(await insideWidth(page, block)).toBe(true);
    expect(await fitsWindow(page)).toBe(true);
    // The card's menu still moves a booking anywhere, the columns not shown included.
    await block.getByRole('button', { name: `Acciones de ${slot.clase.agendamientos[0].estudiante}` }).first().click();
    await page.getByRole('menuitem', { name: /^Pendientes/ }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count(), MENU_CLOSED).toBe(0);
  });

  it(phone ? 'the progress page shows cards with their Nota and actions inside the window' : 'the progress page keeps its table', async () => {
    const page = await openAt(size);
    await page.goto(`${baseURL}/#/estudiante/progreso/${studentId}`);
    if (!phone) {
      const table = page.getByRole('table', { name: 'Clases' });
      await table.waitFor();
      for (const header of ['Nota', 'Acciones']) expect(await insideWidth(page, table.getByRole('columnheader', { name: header, exact: true }))).toBe(true);
      expect(await fitsWindow(page)).toBe(true);
      return;
    }
    const cards = page.getByRole('list', { name: 'Clases' }).getByTestId('progreso-tarjeta');
    await cards.first().waitFor();
    expect(await page.getByRole('table', { name: 'Clases' }).count()).toBe(0);
    // A card whose row offers actions (a pending topic: Firmar, Bloquear…).
    const withActions = cards.filter({ has: page.getByRole('button', { name: 'Firmar', exact: true }) }).first();
    await withActions.waitFor();
    for (const part of [withActions.getByText('Nota', { exact: true }), withActions.getByRole('button', { name: 'Firmar', exact: true }), withActions.getByRole('button', { name: 'Ver más' })]) {
      expect(await insideWidth(page, part)).toBe(true);
    }
    // Expanded, the details stay inside the window too.
    await withActions.getByRole('button', { name: 'Ver más' }).click();
    await withActions.getByRole('button', { name: 'Ver menos' }).waitFor();
    await expect.poll(() => fitsWindow(page)).toBe(true);
  });

  it("a student's bookings read without a word per line", async () => {
    const page = await openAt(size);
    await page.goto(`${baseURL}/#/estudiante/detalle/${studentId}`);
    await page.getByRole('button', { name: 'Agendamientos' }).click();
    // Cards on a phone and a tablet alike: at 768 px the table's eight columns wrapped a word per line.
    const values = page.getByTestId('registro-tarjeta').getByRole('definition');
    await values.first().waitFor();
    expect(await page.getByRole('table', { name: 'Agendamientos' }).count()).toBe(0);
    // Every value of two words or more gets a line wide enough for more than one word.
    const narrow = await values.evaluateAll((cells) =>
      cells
        .filter((cell) => (cell.textContent ?? '').trim().split(/\s+/).length > 1)
        .map((cell) => ({ text: (cell.textContent ?? '').slice(0, 40), width: Math.round(cell.getBoundingClientRect().width) }))
        .filter((cell) => cell.width < 100),
    );
    expect(narrow).toEqual([]);
    expect(await fitsWindow(page)).toBe(true);
  });

  it("a toolbar action keeps its words: 'Procesar vigencias' on the students list", async () => {
    const page = await openAt(size);
    await page.goto(`${baseURL}/#/estudiantes`);
    // On a phone the menu's button has its words; a tablet's bar has the action itself.
    const more = page.getByRole('button', { name: 'Más acciones' });
    if (phone) expect(await more.textContent()).toBe('Más acciones');
    const action = await toolbarAction(page, 'Procesar vigencias');
    expect(await action.textContent()).toBe('Procesar vigencias');
    expect(await action.isVisible()).toBe(true);
    expect(await insideWidth(page, action)).toBe(true);
    if (!phone) expect(await more.count()).toBe(0);
    await action.click();
    const dialog = page.getByRole('dialog', { name: 'Procesar vigencias' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Volver' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await fitsWindow(page)).toBe(true);
  });
});
