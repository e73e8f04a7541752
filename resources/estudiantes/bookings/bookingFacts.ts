// What 'Agendar clase' says of a day and an hour (issue 43 point 12): the day with its weekday
// ('lunes 30 de noviembre'), each hour with its seats, rooms and teachers
// ('9:00 am · Salón 101 · Ximena Núñez · 3 cupos libres'; an hour of several classes lists each; a
// full one 'Sin cupos'), and the confirmation naming what was booked. Pure (test/unit/bookingFacts.test.ts).
import { formatHour } from '../../../core/engine/clock';
import { type BookingHourFact, longDay, seatsText } from '../../../core/school/scheduler/bookingFacts';
import type { BookingDay } from '../../../core/school/students/records';

/** A day as the form offers it: its facts when the server gave them. */
export type OfferedDay = BookingDay & { detalle?: BookingHourFact[] };

/** An hour of the 'Hora' select: its first line, one line per class when several, whether it can be chosen. */
export interface HourChoice {
  hora: string;
  title: string;
  lines: string[];
  full: boolean;
}

export const dayLabel = (dia: string): string => longDay(dia);

const classText = (clase: { salon: string; docente: string }): string => `${clase.salon} · ${clase.docente}`;

const freeRoomsText = (salones: number, cupos: number): string =>
  `${salones === 1 ? '1 salón libre' : `${salones} salones libres`} sin clase aún (${cupos === 1 ? '1 silla' : `${cupos} sillas`})`;

/** One hour's choice: a single class on one line; several, each on its own line under the hour's seats. */
export function hourChoice(fact: BookingHourFact): HourChoice {
  const hour = formatHour(fact.hora);
  const seats = seatsText(fact.cupos);
  const full = fact.cupos <= 0;
  const [only] = fact.clases;
  if (fact.clases.length === 1 && fact.salones_libres === 0) return { hora: fact.hora, title: `${hour} · ${classText(only)} · ${seats}`, lines: [], full };
  if (fact.clases.length === 0) {
    const rooms = fact.salones_libres > 0 ? freeRoomsText(fact.salones_libres, fact.cupos_salones_libres) : 'Sin clases ni salones libres';
    return { hora: fact.hora, title: `${hour} · ${rooms} · ${seats}`, lines: [], full };
  }
  const lines = fact.clases.map((clase) => `${classText(clase)} · ${seatsText(clase.cupos)}`);
  if (fact.salones_libres > 0) lines.push(freeRoomsText(fact.salones_libres, fact.cupos_salones_libres));
  return { hora: fact.hora, title: `${hour} · ${seats}`, lines, full };
}

/** The day's hours to offer: every hour with its facts (full ones too), or its free hours alone without them. */
export function hourChoices(day: OfferedDay | undefined): HourChoice[] {
  if (!day) return [];
  if (day.detalle) return day.detalle.map(hourChoice);
  return day.horas.map((hora) => ({ hora, title: formatHour(hora), lines: [], full: false }));
}

/** The confirmation after a booking: what, when and where ('Clase agendada' and its facts). */
export interface BookingConfirmation {
  title: string;
  text: string;
  detail: string;
}

export function bookingConfirmation(topic: string, dia: string, fact: BookingHourFact | undefined, hora: string): BookingConfirmation {
  const when = `${dayLabel(dia)}, ${formatHour(hora)}`;
  const clases = fact?.clases ?? [];
  const where = clases.length === 0 ? '' : ` · ${clases.map(classText).join(' / ')}`;
  const detail =
    clases.length === 1 && fact?.salones_libres === 0
      ? 'Queda en los pendientes del programador de esa hora, que la pasa a esa clase.'
      : clases.length === 0
        ? 'Queda en los pendientes del programador de esa hora, que le asigna salón y docente.'
        : 'Queda en los pendientes del programador de esa hora, que elige su clase.';
  return { title: 'Clase agendada', text: `${topic}: ${when}${where}`, detail };
}
