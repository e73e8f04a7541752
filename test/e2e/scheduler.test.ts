// #/programador in the browser (issue 10): drag a booking into a class and back (with the unassign
// reason), the same move by keyboard through the card's menu, the new-class dialog refusing a
// combination with the spec's message, the front desk (no 57315736) seeing no 'Eliminar clase', and a
// move in one session showing in another within 2 s. The slot is built here through the API on the
// last day of the agenda, away from the demo week the other tests read.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';
import { pickSlot } from './schedulerSlot';

const openPage = useBrowser();
const REASON = 'El estudiante pidió cambiar de franja por su horario de trabajo';

interface Day { fecha: string; texto: string; horas: { hora: string; nombre_corto: string }[] }
interface Offer { id: number; nombre?: string; primer_nombre?: string; primer_apellido?: string }
interface SlotView { clases: { id: number; salon_nombre: string; agendamientos: { id: number }[] }[]; pendientes: { id: number; estudiante: string }[] }

let token: string;
let day: Day;
let hora: { hora: string; nombre_corto: string };
let classes: { id: number; room: string }[];
let pending: { id: number; name: string }[];
let tipo: string;

const slotNow = () => api<SlotView>('clases/por_hora', { fecha: day.fecha, hora: hora.hora }, token);
const whereIs = async (bookingId: number) => {
  const slot = await slotNow();
  return slot.clases.find((c) => c.agendamientos.some((b) => b.id === bookingId))?.id ?? (slot.pendientes.some((b) => b.id === bookingId) ? 'pendiente' : null);
};

/** Two classes of one type (not a paired regular_1..6) at a slot of the agenda's last day, and three pending bookings. */
beforeAll(async () => {
  token = await adminToken();
  const agenda = await api<Day[]>('agenda_disponible', {}, token);
  day = agenda[agenda.length - 1];
  const types = ['regular_7', 'regular_9', 'regular_10', 'regular_11', 'regular_12', 'lab', 'writing', 'conversation'];
  search: for (const h of day.horas) {
    for (const candidate of types) {
      tipo = candidate;
      const body = { fecha: day.fecha, hora: h.hora, tipos: [tipo] };
      const rooms = await api<Offer[] | { datos: [] }>('clase/salones_disponibles', body, token);
      const teachers = await api<Offer[] | { datos: [] }>('clase/docentes_disponibles', body, token);
      if (!Array.isArray(rooms) || !Array.isArray(teachers) || rooms.length < 2 || teachers.length < 2) continue;
      hora = h;
      classes = [];
      for (const i of [0, 1]) {
        const created = await api<{ clase: { id: number } }>('clase/crear', { ...body, salon_id: rooms[i].id, profesor_id: teachers[i].id, motivo: REASON }, token);
        classes.push({ id: created.clase.id, room: rooms[i].nombre ?? '' });
      }
      const students = await api<{ datos: Option[] }>('estudiante/lista', { pagina: 1, por_pagina: 3 }, token);
      pending = [];
      for (const s of students.datos) {
        const made = await api<{ id: number }>('agendamiento/crear_manual', { id: s.id, dia: day.fecha, hora: h.hora, tipo_clase: tipo, tipo_solicitud: 'normal', motivo: REASON }, token);
        pending.push({ id: made.id, name: `${s.primer_nombre} ${s.primer_apellido}` });
      }
      break search;
    }
  }
  expect(classes, 'a slot with two free rooms and teachers of one type').toHaveLength(2);
});

async function openSlot(page: Page): Promise<void> {
  page.on('pageerror', (error) => console.error('pageerror', error.message));
  await page.goto(`${baseURL}/#/programador`);
  await pickSlot(page, day.texto, hora.hora);
  await expect.poll(() => page.getByTestId(`clase-${classes[0].id}`).count()).toBe(1);
  // The availability badges come with their own read: once they are in, nothing shifts any more.
  await expect.poll(() => page.getByLabel('Disponibilidad por tipo de clase').count()).toBe(1);
}

/** A mouse drag as @hello-pangea/dnd expects it: press, a small move to lift, then travel and release. */
async function drag(page: Page, from: string, to: string): Promise<void> {
  // A write still under way keeps the blocking 'Procesando...' overlay up: a press would land on it.
  await expect.poll(() => page.getByTestId('processing-overlay').isVisible(), { timeout: 10_000 }).toBe(false);
  const source = await page.getByTestId(from).boundingBox();
  const target = await page.getByTestId(to).boundingBox();
  if (!source || !target) throw new Error('sin caja para arrastrar');
  // On the card's caption line, not on the student's link or the menu button.
  const start = { x: source.x + source.width / 2, y: source.y + source.height - 6 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 20 });
  await page.waitForTimeout(200);
  await page.mouse.up();
}

describe('#/programador', () => {
  it('drags a pending booking into a class, and back to pending with a reason', async () => {
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await openSlot(page);
    const booking = pending[0];
    await drag(page, `agendamiento-${booking.id}`, `clase-${classes[0].id}`);
    await expect.poll(() => whereIs(booking.id), { timeout: 10_000 }).toBe(classes[0].id);
    await expect.poll(() => page.getByTestId(`clase-${classes[0].id}`).getByTestId(`agendamiento-${booking.id}`).count()).toBe(1);
    await drag(page, `agendamiento-${booking.id}`, 'pendientes');
    const dialog = page.getByRole('dialog', { name: 'Desasignar agendamiento' });
    await expect.poll(() => dialog.getByRole('button', { name: 'Desasignar' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Motivo').fill(REASON);
    await dialog.getByRole('button', { name: 'Desasignar' }).click();
    await expect.poll(() => whereIs(booking.id), { timeout: 10_000 }).toBe('pendiente');
  });

  it('moves a booking with the keyboard only, through its menu', async () => {
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await openSlot(page);
    const booking = pending[1];
    await page.getByRole('button', { name: `Acciones de ${booking.name}` }).focus();
    await page.keyboard.press('Enter');
    const target = page.getByRole('menuitem', { name: new RegExp(`^${classes[1].room}`) });
    await expect.poll(() => target.count()).toBe(1);
    // Down the menu until the class is focused, then Enter: no pointer involved.
    for (let i = 0; i < 10 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => whereIs(booking.id), { timeout: 10_000 }).toBe(classes[1].id);
  });

  it("refuses an invalid combination in 'Nueva clase' with the spec's message", async () => {
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await openSlot(page);
    await page.getByRole('button', { name: 'Nueva clase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva clase' });
    for (const name of ['N1 · Navigator 1', 'LAB · Laboratorio']) {
      await dialog.getByRole('combobox', { name: 'Agregar tipo de clase' }).click();
      await page.getByRole('option', { name, exact: true }).click();
    }
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Esta combinación no es permitida.');
    await expect.poll(() => dialog.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
  });

  it("the front desk (no 57315736) gets no 'Eliminar clase'; the administrator does", async () => {
    const desk = await openPage();
    await login(desk, 'secretaria@escuela.test', 'Secretaria123!');
    await openSlot(desk);
    await desk.getByRole('button', { name: `Acciones de la clase en ${classes[0].room}` }).click();
    await expect.poll(() => desk.getByRole('menuitem', { name: 'Cambiar docente' }).count()).toBe(1);
    expect(await desk.getByRole('menuitem', { name: 'Eliminar clase' }).count()).toBe(0);
    expect(await desk.getByRole('button', { name: 'Reorganizar' }).count()).toBe(0);
    const admin = await openPage();
    await login(admin, 'admin@escuela.test', 'Admin123!');
    await openSlot(admin);
    await admin.getByRole('button', { name: `Acciones de la clase en ${classes[0].room}` }).click();
    await expect.poll(() => admin.getByRole('menuitem', { name: 'Eliminar clase' }).count()).toBe(1);
  });

  it("a move in one session shows in another's within 2 s, without reloading", async () => {
    const [one, two] = [await openPage(), await openPage()];
    await login(one, 'admin@escuela.test', 'Admin123!');
    await login(two, 'secretaria@escuela.test', 'Secretaria123!');
    await openSlot(one);
    await openSlot(two);
    const booking = pending[2];
    await drag(one, `agendamiento-${booking.id}`, `clase-${classes[1].id}`);
    await expect.poll(() => whereIs(booking.id), { timeout: 10_000 }).toBe(classes[1].id);
    const saved = Date.now();
    await expect
      .poll(() => two.getByTestId(`clase-${classes[1].id}`).getByTestId(`agendamiento-${booking.id}`).count(), { timeout: 2000, interval: 100 })
      .toBe(1);
    expect(Date.now() - saved).toBeLessThanOrEqual(2000);
  });

  it('speaks Spanish, by name, while a booking is dragged by keyboard: never the library\'s English', async () => {
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    const [student] = (await api<{ datos: Option[] }>('estudiante/lista', { pagina: 6, por_pagina: 1 }, token)).datos;
    const made = await api<{ id: number }>('agendamiento/crear_manual', { id: student.id, dia: day.fecha, hora: hora.hora, tipo_clase: tipo, tipo_solicitud: 'normal', motivo: REASON }, token);
    const name = `${student.primer_nombre} ${student.primer_apellido}`;
    await openSlot(page);
    // Every text the library's live region (and its hidden instructions) holds, as it changes.
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      const read = () => {
        for (const el of document.querySelectorAll('[id^="rfd-announcement"], [id^="rfd-hidden-text"]')) {
          const text = (el.textContent ?? '').trim();
          if (text && heard[heard.length - 1] !== text) heard.push(text);
        }
      };
      read();
      new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const card = page.getByTestId(`agendamiento-${made.id}`);
    await card.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard.some((t) => /^(Soltó a|.* no se movió a)/.test(t))), { timeout: 10_000 }).toBe(true);
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard.filter((t) => /\b(you|item|list|lifted|dropped|position|press)\b/i.test(t)), heard.join(' | ')).toEqual([]);
    expect(heard.some((t) => t.startsWith('Pulse la barra espaciadora')), heard.join(' | ')).toBe(true);
    expect(heard).toContain(`Levantó a ${name}, en Pendientes. Use las flechas para llevarlo a otra clase.`);
    const drop = heard.find((t) => t.startsWith(`Soltó a ${name} en la clase `) || t.startsWith(`${name} no se movió a la clase `));
    expect(drop, heard.join(' | ')).toMatch(/ en (\S.*) con /);
  });

  it("after a move says where the booking went, and 'Deshacer' moves it back through the server", async () => {
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    const [student] = (await api<{ datos: Option[] }>('estudiante/lista', { pagina: 7, por_pagina: 1 }, token)).datos;
    const made = await api<{ id: number }>('agendamiento/crear_manual', { id: student.id, dia: day.fecha, hora: hora.hora, tipo_clase: tipo, tipo_solicitud: 'normal', motivo: REASON }, token);
    const name = `${student.primer_nombre} ${student.primer_apellido}`;
    await openSlot(page);
    await page.getByRole('button', { name: `Acciones de ${name}` }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${classes[0].room}`) }).click();
    await expect.poll(() => whereIs(made.id), { timeout: 10_000 }).toBe(classes[0].id);
    const notice = page.getByRole('status').filter({ hasText: `${name}: movido a` });
    await expect.poll(() => notice.textContent()).toContain(` · ${classes[0].room}`);
    await notice.getByRole('button', { name: 'Deshacer' }).click();
    await expect.poll(() => whereIs(made.id), { timeout: 10_000 }).toBe('pendiente');
    await expect.poll(() => page.getByText(`Movimiento deshecho: ${name} vuelve a Pendientes`).count()).toBe(1);
  });

  it("'Reorganizar' (the spec's 'R') reorganizes the slot and shows the API's counts: placed, classes opened, each booking still pending with why", async () => {
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    // One more pending booking of the slot's type, whatever the tests before left.
    const [student] = (await api<{ datos: Option[] }>('estudiante/lista', { pagina: 4, por_pagina: 1 }, token)).datos;
    await api('agendamiento/crear_manual', { id: student.id, dia: day.fecha, hora: hora.hora, tipo_clase: tipo, tipo_solicitud: 'normal', motivo: REASON }, token);
    await openSlot(page);
    const before = await slotNow();
    expect(before.pendientes.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Reorganizar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reorganizar' });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/agendamientos/reorganizar'));
    await dialog.getByRole('button', { name: 'Reorganizar' }).click();
    const answer = (await (await answered).json()) as { colocados: number; clases_abiertas: number; pendientes: unknown[] };
    await expect.poll(() => dialog.getByTestId('reorganizar-colocados').textContent()).toBe(`Agendamientos asignados: ${answer.colocados}`);
    expect(await dialog.getByTestId('reorganizar-abiertas').textContent()).toBe(`Clases abiertas: ${answer.clases_abiertas}`);
    expect(await dialog.getByTestId('reorganizar-pendientes').textContent()).toBe(`Siguen pendientes: ${answer.pendientes.length}`);
    const after = await slotNow();
    expect(after.pendientes).toHaveLength(answer.pendientes.length);
    expect(answer.colocados).toBe(before.pendientes.length - answer.pendientes.length);
    expect(after.clases).toHaveLength(before.clases.length + answer.clases_abiertas);
  });
});
