// Dates as the school shows and sends them: shown DD/MM/YYYY (with time: DD/MM/YYYY h:mm:ss a),
// sent YYYY-MM-DD. A date-only value is a calendar day, never shifted by the time zone.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/**
 * A local Date for the value: 'YYYY-MM-DD' is that local day at 00:00 (JavaScript would read it as
 * UTC midnight, the previous day west of Greenwich); other strings go through Date parsing.
 */
export function toLocalDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value.trim();
  const day = ISO_DAY.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return isRealDay(year, month, date) ? new Date(year, month - 1, date) : null;
  }
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** 'DD/MM/YYYY', or '' when there is no valid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toLocalDate(value);
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}` : '';
}

/** 'DD/MM/YYYY h:mm:ss a' (12-hour clock, am/pm), or '' when there is no valid date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toLocalDate(value);
  if (!date) return '';
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const time = `${hour12}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${hours < 12 ? 'am' : 'pm'}`;
  return `${formatDate(date)} ${time}`;
}

// The hour as every screen and the server's agenda write it: one rule, in core/engine/clock.ts.
export { formatHour } from './clock';

/** 'YYYY-MM-DD' of the local calendar day, or '' when there is no valid date. */
export function toIsoDate(value: string | Date | null | undefined): string {
  const date = toLocalDate(value);
  return date ? `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '';
}

/** 'DD/MM/YYYY' (day and month may have one digit) → 'YYYY-MM-DD'; null when not a real day. */
export function parseDisplayDate(text: string): string | null {
  const match = DISPLAY_DAY.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDay(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}
