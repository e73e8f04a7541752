// A booking cancelled from a student's detail (docs/domain/student-record.md 'The student's record'): the administrator
// opens the student, opens 'Agendamientos', and cancels a pending booking — with a 39-character
// reason the confirm stays disabled (the counter says 'Falta 1 carácter'), with 40 it goes; the row then reads
// 'Cancelado' with the reason among its observations, and the scheduler's pending list of that slot
// no longer holds it. The booking is made here through the API on the agenda's last day, away from
// the demo week.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatHour } from '../../core/engine/dates';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';
import { pickSlot } from './schedulerSlot';

const openPage = useBrowser();
const MANUAL = 'Agendamiento de prueba pedido por el estudiante en la recepción de la sede';
const REASON_39 = 'El estudiante viaja esa semana por trab';
const REASON_40 = `${REASON_39}a`;

interface Day { fecha: string; texto: string; horas: { hora: string; nombre_corto: string }[] }
interface SlotView { pendientes: { id: number }[] }

let token: string;
let day: Day;
let hora: { hora: string; nombre_corto: string };
let student: Option;
let booking: number;

beforeAll(async () => {
  expect(REASON_39).toHaveLength(39);
  token = await adminToken();
  const agenda = await api<Day[]>('agenda_disponible', {}, token);
  day = agenda[agenda.length - 1];
  hora = day.horas[day.horas.length - 1];
  // The first student of the list without a booking in that slot: a pending request at the admin's sede.
  const { datos } = await api<{ datos: Option[] }>('estudiante/lista', { pagina: 1, por_pagina: 10 }, token);
  for (const candidate of datos) {
    const made = await api<{ id: number }>('agendamiento/crear_manual', { id: candidate.id, dia: day.fecha, hora: hora.hora, tipo_clase: 'regular_7', tipo_solicitud: 'normal', motivo: MANUAL }, token).catch(() => null);
    if (made) {
      student = candidate;
      booking = made.id;
      break;
    }
  }
  expect(booking, 'a student free in that slot').toBeDefined();
});

const pendingNow = async () => (await api<SlotView>('clases/por_hora', { fecha: day.fecha, hora: hora.hora }, token)).pendientes.map((b) => b.id);

/** The scheduler at the booking's slot, its pending list shown. */
async function openSlot(page: Page): Promise<void> {
  await page.goto(`${baseURL}/#/programador`);
  await pickSlot(page, day.texto, hora.hora);
  await page.getByTestId('pendientes').waitFor();
}

describe('cancelling a booking from the student detail', () => {
  it('refuses a 39-character reason, takes a 40-character one, and the booking leaves the scheduler’s pending list', async () => {
    const page = await openPage();
    page.on('pageerror', (error) => console.error('pageerror', error.message));
    await login(page, 'admin@escuela.test', 'Admin123!');
    await openSlot(page);
    await page.getByTestId('pendientes').getByTestId(`agendamiento-${booking}`).waitFor();

    await page.goto(`${baseURL}/#/estudiante/detalle/${student.id}`);
    await page.getByRole('button', { name: 'Agendamientos' }).click();
    const table = page.getByRole('table', { name: 'Agendamientos' });
    const row = table.getByRole('row').filter({ hasText: formatDate(day.fecha) }).filter({ hasText: formatHour(hora.hora) });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByRole('cell', { name: 'Sin Asignar', exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: 'Cancelar', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Cancelar agendamiento' });
    const confirm = dialog.getByRole('button', { name: 'Cancelar agendamiento' });
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill(REASON_39);
    await dialog.getByText('Falta 1 carácter').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    expect(await pendingNow()).toContain(booking);

    await dialog.getByRole('textbox', { name: 'Motivo' }).fill(REASON_40);
    await dialog.getByText('40 caracteres').waitFor();
    await confirm.click();
    await page.getByText('Agendamiento cancelado').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    // The section read again: the row is cancelled, its reason kept, and it offers nothing more.
    await expect.poll(() => row.getByRole('cell', { name: 'Cancelado', exact: true }).count()).toBe(1);
    await row.getByRole('cell', { name: REASON_40 }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);

    await openSlot(page);
    await expect.poll(() => page.getByTestId(`agendamiento-${booking}`).count()).toBe(0);
    expect(await pendingNow()).not.toContain(booking);
    await page.close();
  });
});
