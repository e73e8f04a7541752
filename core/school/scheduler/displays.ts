// The read-only displays of the scheduler (docs/domain/scheduler.md 'The class scheduler'): the wall display's
// current and next slot (#/pantalla, pantalla/actual) and the front desk's rooms per slot
// (#/logistica, logistica/clases). Their bodies, answers and pure rules, shared by the server and
// the pages.
import { z } from 'zod';
import { currentSlot, minutesOf, parseSlotKey, slotsOfDate, type WeeklyTemplate, WEEKLY_TEMPLATE } from '../calendar';
import { type Clock, localParts } from '../../engine/clock';
import { fechaSchema, horaSchema } from '../novedades';

/** How many dates #/logistica may show at once (the chosen day and its extra dates). */
export const MAX_LOGISTICA_DATES = 7;
/** The wall display and logistics refresh every 30 s. */
export const DISPLAY_REFRESH_MS = 30_000;

export const DISPLAY_MESSAGES = {
  noDates: 'Debe elegir al menos una fecha',
  tooManyDates: `Puede consultar como máximo ${MAX_LOGISTICA_DATES} fechas`,
} as const;

export const pantallaBody = z.object({}).strict();
export const logisticaBody = z
  .object({
    fechas: z.array(fechaSchema).min(1, { error: DISPLAY_MESSAGES.noDates }).max(MAX_LOGISTICA_DATES, { error: DISPLAY_MESSAGES.tooManyDates }),
    hora: horaSchema.optional(),
  })
  .strict();
export type LogisticaBody = z.output<typeof logisticaBody>;

/** A class as both displays show it: room, teacher, types and its live bookings. */
export interface DisplayClass {
  id: number;
  fecha: string;
  hora: string;
  salon_id: number;
  salon: string;
  capacidad: number;
  profesor_id: number;
  profesor: string;
  tipos: string[];
  /** Live bookings (not cancelled nor blocked). */
  agendados: number;
}

/** The wall display's class: the students booked, by name, for them to find their room. */
export interface PantallaClass extends DisplayClass {
  estudiantes: string[];
}

export interface PantallaAnswer {
  fecha: string;
  sede: string | null;
  /** The current slot's start, or null when none is current. */
  hora: string | null;
  clases: PantallaClass[];
  /** The next slot of the day not yet current, or null. */
  siguiente: string | null;
  /** PANTALLA_URL: the page shown when no slot is current; null = none configured. */
  url: string | null;
}

export interface FreeRoom {
  id: number;
  nombre: string;
  capacidad: number;
}

export interface LogisticaSlot {
  hora: string;
  clases: DisplayClass[];
  libres: FreeRoom[];
}

export interface LogisticaDay {
  fecha: string;
  horas: LogisticaSlot[];
}

export interface LogisticaAnswer {
  dias: LogisticaDay[];
}

/** The start of the current slot (5 minutes before its start to 20 after, core/school/calendar.ts), or null. */
export function currentHour(clock: Clock, template: WeeklyTemplate = WEEKLY_TEMPLATE): string | null {
  const key = currentSlot(clock, template);
  const slot = key ? parseSlotKey(key) : null;
  return slot ? slot.time : null;
}

/** The first slot of today whose window has not begun yet (its start minus 5 minutes is ahead), or null. */
export function nextHour(clock: Clock, template: WeeklyTemplate = WEEKLY_TEMPLATE): string | null {
  const { date, time } = localParts(clock);
  const now = minutesOf(time);
  return slotsOfDate(date, template).find((start) => minutesOf(start) - 5 > now) ?? null;
}

/** The slots a day shows: all of its template, or only `hora` when it is one of them. */
export function logisticaHours(fecha: string, hora?: string, template: WeeklyTemplate = WEEKLY_TEMPLATE): string[] {
  const slots = slotsOfDate(fecha, template);
  return hora === undefined ? [...slots] : slots.filter((slot) => slot === hora);
}

/** The rooms holding no class of the slot, in the order given. */
export function freeRooms<R extends { id: number }>(rooms: readonly R[], classes: readonly Pick<DisplayClass, 'salon_id'>[]): R[] {
  const taken = new Set(classes.map((clase) => clase.salon_id));
  return rooms.filter((room) => !taken.has(room.id));
}

/** Each date's slots with their classes and free rooms (dates sorted and without repeats). */
export function logisticaDays(fechas: readonly string[], hora: string | undefined, classes: readonly DisplayClass[], rooms: readonly FreeRoom[]): LogisticaDay[] {
  return [...new Set(fechas)].sort().map((fecha) => ({
    fecha,
    horas: logisticaHours(fecha, hora).map((slot) => {
      const clases = classes.filter((clase) => clase.fecha === fecha && clase.hora === slot);
      return { hora: slot, clases, libres: freeRooms(rooms, clases) };
    }),
  }));
}
