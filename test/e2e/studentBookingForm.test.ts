// Booking a class from a student's detail in the browser on the demo data (README 'The student's
// record'): the administrator opens an active, valid student of a course with topics, picks topic,
// day (by its weekday) and hour (with its facts) in 'Agendar clase' and reads the confirmation
// ('Clase agendada' and what was booked); the booking is pending ('Sin Asignar') in the student's
// Agendamientos section and in the API.
import { describe, expect, it } from 'vitest';
import type { BookingTopic, StudentBookingRow } from '../../core/school/students/records';
import { formatDate } from '../../core/engine/dates';
import type { BookingDayFacts } from '../../core/school/scheduler/bookingFacts';
import { bookingConfirmation, dayLabel, hourChoice } from '../../resources/estudiantes/bookings/bookingFacts';
import { adminToken, api, baseURL, chooseOption, login, type Option, useBrowser } from './session';
import { MENU_CLOSED } from './browser';
import { addDays } from '../../core/engine/clock';
import { TEST_TODAY } from '../testDay';

const openPage = useBrowser();

interface Target {
  id: number;
  topic: BookingTopic;
  dia: string;
  hora: string;
  day: BookingDayFacts;
}

const inDays = (days: number) => addDays(TEST_TODAY, days);

/** A student the form can book: active, valid through the window, with topics and free hours. */
async function findStudent(token: string): Promise<Target | undefined> {
  const { datos } = await api<{ datos: Option[] }>('estudiante/lista', { por_pagina: 100 }, token);
  for (const { id } of datos) {
    const student = await api<Option>('estudiante/detalle', { id }, token);
    // Valid well past the window (14 school days), so every day offered is within it.
    const validity = typeof student.vigencia === 'string' ? student.vigencia.slice(0, 10) : '';
    if (student.activo !== true || student.curso_actual_id === null || validity < inDays(40)) continue;
    const [topic] = await api<BookingTopic[]>('estudiante/parcelador', { estudiante_id: id }, token);
    const days = await api<BookingDayFacts[]>('estudiante/ver_horarios', { id }, token);
    // The last day offered: no hour of it can begin while the test runs.
    const day = days.at(-1);
    if (topic && day) return { id: Number(id), topic, dia: day.dia, hora: day.horas[0], day };
  }
  return undefined;
}

describe('booking from the student detail', () => {
  it("books the chosen topic, day and hour and confirms it with 'Clase agendada' and what was booked", async () => {
    const token = await adminToken();
    const target = await findStudent(token);
    expect(target, 'un estudiante activo y vigente con temas y horas libres').toBeDefined();
    if (!target) return;
    const fact = target.day.detalle.find((h) => h.hora === target.hora);
    expect(fact).toBeDefined();
    if (!fact) return;
    const confirmation = bookingConfirmation(target.topic.nombre, target.dia, fact, target.hora);

    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/estudiante/detalle/${target.id}`);
    await page.getByRole('button', { name: 'Agendar clase' }).click();
    await chooseOption(page, 'Tema', target.topic.nombre);
    await chooseOption(page, 'Día', dayLabel(target.dia));
    await expect.poll(() => page.getByRole('listbox').count(), MENU_CLOSED).toBe(0);
    await page.getByRole('combobox', { name: /^Hora/ }).click();
    await page.getByRole('option').filter({ hasText: hourChoice(fact).title }).first().click();
    await expect.poll(() => page.getByRole('listbox').count(), MENU_CLOSED).toBe(0);
    await page.getByRole('button', { name: 'Agendar', exact: true }).click();
    // In the section (and as a toast, a second alert of the same words).
    const alert = page.getByRole('alert').filter({ hasText: confirmation.title }).first();
    await alert.waitFor();
    await expect.poll(() => alert.innerText()).toContain(confirmation.text);

    // Pending at that slot, in the section and in the API; its topic is no longer offered.
    await page.getByRole('button', { name: 'Agendamientos' }).click();
    const row = page.getByRole('table', { name: 'Agendamientos' }).getByRole('row').filter({ hasText: formatDate(target.dia) }).filter({ hasText: target.topic.nombre });
    await row.getByText('Sin Asignar').waitFor();
    const bookings = await api<StudentBookingRow[]>('estudiante/ver_agendamientos', { id: target.id }, token);
    expect(bookings.filter((b) => b.fecha === target.dia && b.hora === target.hora && b.tema_id === target.topic.id)).toEqual([
      expect.objectContaining({ estado: 'solicitado', clase_id: null }),
    ]);
    const topics = await api<BookingTopic[]>('estudiante/parcelador', { estudiante_id: target.id }, token);
    expect(topics.map((t) => t.id)).not.toContain(target.topic.id);
    await page.close();
  });
});
