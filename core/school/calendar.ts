// The school's calendar, one source for every screen and rule (issue 8): the weekly template of
// 90-minute class slots, the tutoring template of 15-minute slots, the availability presets and the
// slot keys ('{1-6}T{HH:mm}' for a weekday, 'YYYY-MM-DDTHH:mm' for a date). Pure data and functions.
import { addDays, type Clock, localParts } from '../engine/clock';

/** 1 = Monday … 6 = Saturday (no classes on Sunday). */
export type SchoolDay = 1 | 2 | 3 | 4 | 5 | 6;
export const SCHOOL_DAYS: readonly SchoolDay[] = [1, 2, 3, 4, 5, 6];
export const DAY_NAMES: Record<SchoolDay, string> = { 1: 'Lunes', 2: 'Martes', 3: 'Miércoles', 4: 'Jueves', 5: 'Viernes', 6: 'Sábado' };

export const CLASS_MINUTES = 90;
export const TUTORING_MINUTES = 15;

/** The ten weekday class slots (both documents agree). */
const WEEKDAY_SLOTS = ['06:00', '07:30', '09:00', '10:40', '12:10', '13:40', '15:10', '16:50', '18:20', '19:50'] as const;

export type WeeklyTemplate = Readonly<Record<SchoolDay, readonly string[]>>;

const weekdays = (saturday: readonly string[]): WeeklyTemplate => ({
  1: WEEKDAY_SLOTS, 2: WEEKDAY_SLOTS, 3: WEEKDAY_SLOTS, 4: WEEKDAY_SLOTS, 5: WEEKDAY_SLOTS, 6: saturday,
});

/**
 * The two readings of Saturday: five slots of its own (sabadoCorto), or the ten of a weekday
 * (sabadoComoSemana). The school uses the first (docs/domain/calendar.md 'Calendar'): with it the week has the 55
 * blocks a room holds at most.
 */
export const WEEKLY_TEMPLATES = {
  sabadoCorto: weekdays(['08:00', '09:30', '11:00', '13:00', '14:30']),
  sabadoComoSemana: weekdays(WEEKDAY_SLOTS),
} as const satisfies Record<string, WeeklyTemplate>;

export const WEEKLY_TEMPLATE: WeeklyTemplate = WEEKLY_TEMPLATES.sabadoCorto;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const WEEKDAY_KEY = /^([1-6])T(\d{2}:\d{2})$/;
const DATED_KEY = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

export function minutesOf(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new Error(`Hora no válida: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const weekdayKey = (day: SchoolDay, time: string): string => `${day}T${time}`;
export const datedKey = (date: string, time: string): string => `${date}T${time}`;

export type SlotKey = { kind: 'weekday'; day: SchoolDay; time: string } | { kind: 'dated'; date: string; time: string };

/** A slot key read back; null when it is neither form (or names an impossible hour). */
export function parseSlotKey(key: string): SlotKey | null {
  const weekday = WEEKDAY_KEY.exec(key);
  if (weekday && TIME.test(weekday[2])) return { kind: 'weekday', day: Number(weekday[1]) as SchoolDay, time: weekday[2] };
  const dated = DATED_KEY.exec(key);
  if (dated && TIME.test(dated[2]) && addDays(dated[1], 0) === dated[1]) return { kind: 'dated', date: dated[1], time: dated[2] };
  return null;
}

/** 1 = Monday … 7 = Sunday of a calendar date (no time zone involved). */
export function weekdayOfDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** Every weekday key of a template, Monday first. */
export function weeklyKeys(template: WeeklyTemplate = WEEKLY_TEMPLATE): string[] {
  return SCHOOL_DAYS.flatMap((day) => template[day].map((time) => weekdayKey(day, time)));
}

/** A room's maximum weekly blocks: every slot of the template (55 with the school's). */
export function maxWeeklyBlocks(template: WeeklyTemplate = WEEKLY_TEMPLATE): number {
  return weeklyKeys(template).length;
}

/** The class slots of a date (none on Sunday). */
export function slotsOfDate(date: string, template: WeeklyTemplate = WEEKLY_TEMPLATE): readonly string[] {
  const day = weekdayOfDate(date);
  return day === 7 ? [] : template[day as SchoolDay];
}

/** Whether a key names a slot of the template (weekday or dated). */
export function isTemplateSlot(key: string, template: WeeklyTemplate = WEEKLY_TEMPLATE): boolean {
  const slot = parseSlotKey(key);
  if (!slot) return false;
  const times = slot.kind === 'weekday' ? template[slot.day] : slotsOfDate(slot.date, template);
  return times.includes(slot.time);
}

/** Tutoring: 15-minute slots starting 07:00 on weekdays and 07:15 on Saturday, the last ending at 19:00 / 15:00. */
const TUTORING_HOURS: Readonly<Record<SchoolDay, { from: string; to: string }>> = {
  1: { from: '07:00', to: '19:00' }, 2: { from: '07:00', to: '19:00' }, 3: { from: '07:00', to: '19:00' },
  4: { from: '07:00', to: '19:00' }, 5: { from: '07:00', to: '19:00' }, 6: { from: '07:15', to: '15:00' },
};

export function tutoringSlots(day: SchoolDay): string[] {
  const { from, to } = TUTORING_HOURS[day];
  const slots: string[] = [];
  for (let m = minutesOf(from); m + TUTORING_MINUTES <= minutesOf(to); m += TUTORING_MINUTES) slots.push(timeOf(m));
  return slots;
}

/** Tutoring hour ranges, 6 am to 7 pm in one-hour steps, and the 13:00 morning/afternoon boundary. */
export const TUTORING_RANGES: readonly { from: string; to: string }[] = Array.from({ length: 13 }, (_, i) => ({ from: timeOf((6 + i) * 60), to: timeOf((7 + i) * 60) }));
export const AFTERNOON_FROM = '13:00';

export function isMorning(time: string): boolean {
  return minutesOf(time) < minutesOf(AFTERNOON_FROM);
}

/** The current class slot (from 5 minutes before its start to 20 minutes after), or null. */
export function currentSlot(clock: Clock, template: WeeklyTemplate = WEEKLY_TEMPLATE): string | null {
  const { date, time } = localParts(clock);
  const now = minutesOf(time);
  const slot = slotsOfDate(date, template).find((start) => now >= minutesOf(start) - 5 && now <= minutesOf(start) + 20);
  return slot ? datedKey(date, slot) : null;
}
