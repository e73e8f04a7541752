// One clock for the whole product: 'today', 'tomorrow' and the current hour are those of the
// school's time zone (config, default America/Bogota), never the machine's or the browser's.
// Server and browser build one from config; tests pass a fixed one.

export const DEFAULT_TIME_ZONE = 'America/Bogota';

export interface Clock {
  /** The current instant. */
  now(): Date;
  /** IANA zone whose calendar decides dates and hours. */
  readonly timeZone: string;
}

export function systemClock(timeZone: string = DEFAULT_TIME_ZONE): Clock {
  assertTimeZone(timeZone);
  return { now: () => new Date(), timeZone };
}

/** A clock stopped at `instant` (ISO text with offset, or a Date): for tests. */
export function fixedClock(instant: string | Date, timeZone: string = DEFAULT_TIME_ZONE): Clock {
  assertTimeZone(timeZone);
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) throw new Error(`Instante no válido: ${String(instant)}`);
  return { now: () => new Date(at), timeZone };
}

/** A clock that reads `start` (ISO text with offset, or a Date) when made and runs on from there: a demo's or a test's day, with time still passing. */
export function clockFrom(start: string | Date, timeZone: string = DEFAULT_TIME_ZONE): Clock {
  assertTimeZone(timeZone);
  const at = new Date(start);
  if (Number.isNaN(at.getTime())) throw new Error(`Instante no válido: ${String(start)}`);
  const offset = at.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset), timeZone };
}

export function assertTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new Error(`Zona horaria no válida: ${timeZone}`);
  }
}

interface LocalParts {
  date: string; // YYYY-MM-DD
  time: string; // HH:mm
  weekday: number; // 1 = Monday … 7 = Sunday
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one (the
// agenda's two weeks of slots built ~300 of them).
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall-clock formatter: year to second, 24 h, short weekday. */
export function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` in `timeZone`, part by part (year padded to 4 digits; weekday 'Mon'…). */
export interface ZoneParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  weekday: string;
}

export function zoneParts(instant: Date, timeZone: string): ZoneParts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const get = (type: Intl.DateTimeFormatPartTypes) => parts[type] ?? '';
  return { year: get('year').padStart(4, '0'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second'), weekday: get('weekday') };
}

/** The wall-clock date, time and weekday of `instant` in the clock's zone. */
export function localParts(clock: Clock, instant: Date = clock.now()): LocalParts {
  const { year, month, day, hour, minute, weekday } = zoneParts(instant, clock.timeZone);
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}`, weekday: WEEKDAYS[weekday] };
}

export function today(clock: Clock): string {
  return localParts(clock).date;
}

/** A slot's 'HH:mm' as a person reads it, 'h:mm a' ('7:30 am'); anything else as it came. */
export function formatHour(hora: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hora);
  if (!match) return hora;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A date as a person reads it, 'DD/MM/YYYY', from 'YYYY-MM-DD' (or an ISO instant's date); '' for nothing. */
export function formatDay(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(y, m - 1, d + days));
  return shifted.toISOString().slice(0, 10);
}

export function tomorrow(clock: Clock): string {
  return addDays(today(clock), 1);
}

/** The rule 'not before tomorrow' (closures, teacher absences): a Spanish message or null. */
export function notBeforeTomorrow(clock: Clock, date: string): string | null {
  return date < tomorrow(clock) ? 'La fecha no puede ser anterior a mañana' : null;
}
