// The scheduler's days (agenda_disponible, agenda_especifica): a school day with its class slots,
// each with a display name and its instant in the school's time zone. Pure.
import { DAY_NAMES, type SchoolDay, slotsOfDate, weekdayOfDate } from '../calendar';
import { addDays, formatHour, zoneFormatter } from '../../engine/clock';

export interface AgendaHour {
  /** 'YYYY-MM-DDTHH:mm': the slot's key (core/school/calendar.ts datedKey). */
  id: string;
  hora: string;
  /** '7:30 a. m.' */
  nombre_corto: string;
  /** Local date and time, 'YYYY-MM-DDTHH:mm:00'. */
  marca_tiempo: string;
  /** Milliseconds since the epoch of that local time in the school's zone. */
  timestamp: number;
}

export interface AgendaDay {
  fecha: string;
  /** 'Lunes 23/11/2026' */
  texto: string;
  timestamp: number;
  horas: AgendaHour[];
}

/** Minutes the zone is ahead of UTC at an instant (Bogotá: -300). */
function zoneOffsetMinutes(timeZone: string, instant: number): number {
  const parts = zoneFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant) / 60000;
}

/** The instant of a local date and time in the zone. */
export function localInstant(fecha: string, hora: string, timeZone: string): number {
  const [y, m, d] = fecha.split('-').map(Number);
  const [h, min] = hora.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  return asUtc - zoneOffsetMinutes(timeZone, asUtc) * 60000;
}

/** The day with its class slots; null for a day without classes (Sunday). */
export function agendaDay(fecha: string, timeZone: string): AgendaDay | null {
  const horas = slotsOfDate(fecha);
  const weekday = weekdayOfDate(fecha);
  if (horas.length === 0 || weekday > 6) return null;
  const [y, m, d] = fecha.split('-');
  return {
    fecha,
    texto: `${DAY_NAMES[weekday as SchoolDay]} ${d}/${m}/${y}`,
    timestamp: localInstant(fecha, '00:00', timeZone),
    horas: horas.map((hora) => ({
      id: `${fecha}T${hora}`,
      hora,
      nombre_corto: formatHour(hora),
      marca_tiempo: `${fecha}T${hora}:00`,
      timestamp: localInstant(fecha, hora, timeZone),
    })),
  };
}

/** The next `count` school days from `today` (included). */
export function upcomingDays(today: string, timeZone: string, count = 14): AgendaDay[] {
  const days: AgendaDay[] = [];
  for (let offset = 0; days.length < count && offset < count * 2; offset++) {
    const day = agendaDay(addDays(today, offset), timeZone);
    if (day) days.push(day);
  }
  return days;
}
