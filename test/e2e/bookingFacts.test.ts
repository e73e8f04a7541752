// Booking with its facts (issue 43 point 12, finding 14), at 390 and 1366 px: 'Agendar clase' offers
// days with their weekday ('lunes 9 de marzo') and hours with their seats, room and teacher as
// estudiante/ver_horarios gives them; a booking is confirmed with what was booked ('Clase agendada':
// topic, weekday, hour, room and teacher); and a free slot of #/tutoria's grid, a button named for its
// day, hour, cabin and tutor, books a tutoring session for the student found in its dialog — the
// grid then shows the student there. Each size books for a student of its own, made here through the
// API (no other file uses them), the tutoring on the agenda's last day.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/engine/clock';
import { type BookingDayFacts, longDay } from '../../core/school/scheduler/bookingFacts';
import { freeSlotName } from '../../core/school/scheduler/tutoringBooking';
import type { TutoringDay } from '../../core/school/scheduler/tutoringView';
import type { BookingTopic } from '../../core/school/students/records';
import { bookingConfirmation, dayLabel, hourChoice } from '../../resources/estudiantes/bookings/bookingFacts';
import { TEST_TODAY } from '../testDay';
import { MENU_CLOSED } from './browser';
import { adminToken, api, baseURL, chooseOption, firstOptions, login, useBrowser } from './session';

const openPage = useBrowser();

interface AgendaDay { fecha: string; texto: string }

let token: string;
let lastDay: AgendaDay;

beforeAll(async () => {
  token = await adminToken();
  const agenda = await api<AgendaDay[]>('agenda_disponible', {}, token);
  lastDay = agenda[agenda.length - 1];
});

/** A new active student of the admin's sede and the first course, valid for two months, with tutoring enabled up to the agenda's last day. */
async function newStudent(tag: 'Movil' | 'Portatil'): Promise<{ id: number; nombre: string; documento: string }> {
  const { tipoDoc, sede, curso, pago } = await firstOptions(token);
  const documento = `77${Date.now() % 100_000_000}`.padEnd(10, '0');
  const created = await api<{ id: number }>('estudiante/crear', {
    primer_nombre: 'Reserva', primer_apellido: `Hechos${tag}`, tipo_documento: tipoDoc.codigo, numero_documento: documento,
    email: `reserva.hechos.${documento}@correo.test`, movil: '3105551234', fecha_nacimiento: '1995-05-05', sede_id: sede.id,
    curso_actual_id: curso.id, tipo_pago: pago.codigo,
  }, token);
  await api('estudiante/editar_vigencia', { id: created.id, vigencia: addDays(TEST_TODAY, 60) }, token);
  const [tutor] = await api<{ id: number }[]>('docente/tutores', {}, token);
  await api('estudiante/editar_habilitar_tutoria', {
    id: created.id, habilitar_tutoria: true, tutorias: 2, fecha_tutoria_inicio: TEST_TODAY, fecha_tutoria_fin: lastDay.fecha, tutor_id: tutor.id,
  }, token);
  return { id: created.id, nombre: `Reserva Hechos${tag}`, documento };
}

async function bookClass(page: Page, student: { id: number }): Promise<void> {
  const [topic] = await api<BookingTopic[]>('estudiante/parcelador', { estudiante_id: student.id }, token);
  const days = await api<BookingDayFacts[]>('estudiante/ver_horarios', { id: student.id }, token);
  expect(topic, 'un tema por agendar').toBeDefined();
  // The last day offered (no hour of it begins while the test runs); an hour of it with a class if any.
  const day = days[days.length - 1];
  const free = day.detalle.filter((h) => h.cupos > 0);
  const fact = free.find((h) => h.clases.length > 0) ?? free[free.length - 1];
  const choice = hourChoice(fact);

  await page.goto(`${baseURL}/#/estudiante/detalle/${student.id}`);
  await page.getByRole('button', { name: 'Agendar clase' }).click();
  await chooseOption(page, 'Tema', topic.nombre);
  // Every day by its weekday.
  await page.getByRole('combobox', { name: /^Día/ }).click();
  await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual(days.map((d) => dayLabel(d.dia)));
  expect(dayLabel(day.dia)).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado) \d+ de [a-z]+$/);
  await page.getByRole('option', { name: dayLabel(day.dia), exact: true }).click();
  await expect.poll(() => page.getByRole('listbox').count(), MENU_CLOSED).toBe(0);
  // Every hour with its facts; a full one cannot be chosen.
  await page.getByRole('combobox', { name: /^Hora/ }).click();
  const options = page.getByRole('option');
  await expect.poll(() => options.count()).toBe(day.detalle.length);
  const option = options.filter({ hasText: choice.title });
  await expect.poll(() => option.first().innerText()).toContain(choice.title);
  for (const line of choice.lines) await expect.poll(() => option.first().innerText()).toContain(line);
  expect(choice.title).toMatch(/cupos? libres?/);
  const full = day.detalle.findIndex((h) => h.cupos === 0);
  if (full >= 0) expect(await options.nth(full).getAttribute('aria-disabled')).toBe('true');
  await option.first().click();
  await expect.poll(() => page.getByRole('listbox').count(), MENU_CLOSED).toBe(0);
  // The chosen hour's facts fit the page: nothing runs off it sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();

  // The confirmation names the topic, the weekday and day, the hour, and the room and teacher when known.
  const confirmation = bookingConfirmation(topic.nombre, day.dia, fact, fact.hora);
  // In the section (and as a toast, a second alert of the same words).
  const alert = page.getByRole('alert').filter({ hasText: confirmation.title }).first();
  await alert.waitFor();
  await expect.poll(() => alert.innerText()).toContain(confirmation.text);
  // The bookings list read again holds it.
  await page.getByRole('button', { name: 'Agendamientos' }).click();
  // (a table on a laptop, maybe cards on a phone: the section's accordion either way).
  const section = page.locator('.MuiAccordion-root').filter({ has: page.getByRole('button', { name: 'Agendamientos', exact: true }) });
  await section.getByText(topic.nombre).first().waitFor();
}

async function bookTutoring(page: Page, student: { nombre: string; documento: string }): Promise<void> {
  const grid = await api<TutoringDay>('tutorias/por_fecha', { fecha: lastDay.fecha }, token);
  const free = grid.libres ?? [];
  expect(free.length, 'una franja de tutoría libre el último día de la agenda').toBeGreaterThan(0);
  const slot = free[free.length - 1];
  const name = freeSlotName(lastDay.fecha, slot.hora, slot.salon, slot.profesor);
  expect(name).toContain(`Agendar tutoría: ${longDay(lastDay.fecha)}, `);

  await page.goto(`${baseURL}/#/tutoria`);
  await page.getByRole('combobox', { name: 'Día' }).click();
  await page.getByRole('option', { name: lastDay.texto }).click();
  await expect.poll(() => page.getByRole('listbox').count(), MENU_CLOSED).toBe(0);
  const button = page.getByRole('button', { name, exact: true });
  // Keyboard: focused and pressed with Enter.
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Agendar tutoría' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: 'Buscar estudiante' }).fill(student.documento);
  await dialog.getByRole('button', { name: new RegExp(student.nombre) }).click();
  await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('alert').filter({ hasText: `Tutoría agendada: ${longDay(lastDay.fecha)}` }).filter({ hasText: student.nombre }).first().waitFor();
  // The grid read again: the student in that cell, the button gone.
  await page.getByRole('table', { name: 'Tutorías del día' }).getByRole('link', { name: student.nombre }).waitFor();
  await expect.poll(() => button.count()).toBe(0);
  const after = await api<TutoringDay>('tutorias/por_fecha', { fecha: lastDay.fecha }, token);
  expect(after.sesiones.filter((s) => s.hora === slot.hora && s.salon_id === slot.salon_id && s.profesor_id === slot.profesor_id)).toEqual([
    expect.objectContaining({ estudiante: student.nombre, estado: 'programada' }),
  ]);
}

describe.each([
  { width: 390, height: 844, tag: 'Movil' as const },
  { width: 1366, height: 900, tag: 'Portatil' as const },
])('booking with its facts at $width px', ({ tag, ...size }) => {
  it('offers weekdays and hour facts, confirms a booking with them, and books a free tutoring slot from the grid', async () => {
    const student = await newStudent(tag);
    const page = await openPage();
    await page.setViewportSize(size);
    await login(page, 'admin@escuela.test', 'Admin123!');
    await bookClass(page, student);
    await bookTutoring(page, student);
    await page.close();
  });
});
