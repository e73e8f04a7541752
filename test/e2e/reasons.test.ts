// Ready reasons in the browser (issue 43 point 3), at 390 and at 1366 px: in #/programador a pending
// booking's menu opens 'Cancelar agendamiento'; the counter says 'Faltan 40 caracteres', a preset of
// the demo catalogue picked fills the reason, which stays editable (the counter then gives the
// length), and the cancellation goes with the edited text. The bookings are made here through the
// API at a middle hour of the agenda's last day, away from the demo week.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REASON_PRESETS } from '../../server/seed/reasonPresets';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';
import { MENU_CLOSED } from './browser';
import { pickSlot } from './schedulerSlot';

const openPage = useBrowser();
const MANUAL = 'Agendamiento de prueba para los motivos predefinidos del programador';
const PRESET = REASON_PRESETS.cancelar_agendamiento[0];
const ADDED = ' Avisó por teléfono.';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

interface Day { fecha: string; texto: string; horas: { hora: string }[] }
interface SlotView { pendientes: { id: number }[] }

let token: string;
let day: Day;
let hora: { hora: string };
const bookings: number[] = [];

beforeAll(async () => {
  token = await adminToken();
  const agenda = await api<Day[]>('agenda_disponible', {}, token);
  day = agenda[agenda.length - 1];
  hora = day.horas[Math.floor(day.horas.length / 2)];
  // Students free at that slot: one pending request each, at the admin's sede.
  const { datos } = await api<{ datos: Option[] }>('estudiante/lista', { pagina: 2, por_pagina: 20 }, token);
  for (const candidate of datos) {
    if (bookings.length === VIEWPORTS.length) break;
    const made = await api<{ id: number }>('agendamiento/crear_manual', { id: candidate.id, dia: day.fecha, hora: hora.hora, tipo_clase: 'regular_7', tipo_solicitud: 'normal', motivo: MANUAL }, token).catch(() => null);
    if (made) bookings.push(made.id);
  }
  expect(bookings, 'students free in that slot').toHaveLength(VIEWPORTS.length);
});

const pendingNow = async () => (await api<SlotView>('clases/por_hora', { fecha: day.fecha, hora: hora.hora }, token)).pendientes.map((b) => b.id);

async function openSlot(page: Page): Promise<void> {
  await page.goto(`${baseURL}/#/programador`);
  await pickSlot(page, day.texto, hora.hora);
  await page.getByTestId('pendientes').waitFor();
}

describe('a ready reason to cancel a booking in #/programador', () => {
  it.each(VIEWPORTS.map((size, index) => ({ ...size, index })))('at $width px: picks a preset, edits it, and the counter follows', async ({ width, height, index }) => {
    const booking = bookings[index];
    const page = await openPage();
    page.on('pageerror', (error) => console.error('pageerror', error.message));
    await page.setViewportSize({ width, height });
    await login(page, 'admin@escuela.test', 'Admin123!');
    await openSlot(page);
    // The card holding the booking's drag handle (its menu button sits beside the handle).
    const card = page.getByTestId('pendientes').locator('.prog-card').filter({ has: page.getByTestId(`agendamiento-${booking}`) });
    await card.getByRole('button', { name: /^Acciones de / }).click();
    await page.getByRole('menuitem', { name: 'Cancelar agendamiento' }).click();

    const dialog = page.getByRole('dialog', { name: 'Cancelar agendamiento' });
    const confirm = dialog.getByRole('button', { name: 'Cancelar agendamiento' });
    await dialog.getByText('Faltan 40 caracteres').waitFor();
    expect(await confirm.isDisabled()).toBe(true);

    await dialog.getByRole('combobox', { name: 'Texto predefinido' }).click();
    await page.getByRole('option', { name: PRESET, exact: true }).click();
    await expect.poll(() => page.getByRole('listbox').count(), MENU_CLOSED).toBe(0);
    const text = dialog.getByRole('textbox', { name: 'Motivo' });
    expect(await text.inputValue()).toBe(PRESET);
    await dialog.getByText(`${Array.from(PRESET).length} caracteres`, { exact: true }).waitFor();
    // Still editable: completed by hand, then cut below the minimum and completed again.
    await text.fill('Motivo corto');
    await dialog.getByText('Faltan 28 caracteres', { exact: true }).waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await text.fill(`${PRESET}${ADDED}`);
    await dialog.getByText(`${Array.from(PRESET + ADDED).length} caracteres`, { exact: true }).waitFor();

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/agendamiento/cancelar'));
    await confirm.click();
    expect((await sent).postDataJSON()).toMatchObject({ agendamiento_id: booking, motivo: `${PRESET}${ADDED}` });
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => pendingNow(), { timeout: 10_000 }).not.toContain(booking);
    // The phone's page is no wider than its window, the dialog included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.close();
  });
});
