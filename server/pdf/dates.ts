// Dates and instants on a printed document, as the school reads them: an instant's day and hour are
// those of the school's time zone (the clock's), never UTC's (23:22 in Bogotá is the next day in UTC).
import { type Clock, formatDay, formatHour, localParts } from '../../core/engine/clock';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HAS_OFFSET = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** The instant of an ISO text or a Date; a text without an offset is UTC (as the server's queries write it). */
function instantOf(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // PostgreSQL's text form ('2026-03-10 04:22:00+00') made ISO: 'T', and an hours-only offset with its minutes.
  const text = value.trim().replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T').replace(/([+-]\d{2})$/, '$1:00');
  const at = new Date(HAS_OFFSET.test(text) ? text : `${text}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * 'DD/MM/YYYY' of a date or an instant, in the school's zone; '—' for nothing. A bare 'YYYY-MM-DD'
 * is a calendar date already (no zone applies); an instant is an ISO text with or without an offset, or a Date.
 */
export function printedDay(clock: Clock, value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && CALENDAR_DATE.test(value.trim())) return formatDay(value.trim());
  const at = instantOf(value);
  return at ? formatDay(localParts(clock, at).date) : String(value);
}

/** 'DD/MM/YYYY h:mm am' of an instant (default: now) in the school's zone. */
export function printedMoment(clock: Clock, at: Date = clock.now()): string {
  const { date, time } = localParts(clock, at);
  return `${formatDay(date)} ${formatHour(time)}`;
}
