// Dates as spreadsheets store them → the reader's date cells. Excel: a serial day number (1900
// system, with its 1900-02-29 that never was, or 1904 system) plus a fraction of a day. ISO text
// (xlsx t="d", ods date-value) and ODF durations (time-value, 'PT12H30M00S') are read by hand.
import type { WorkbookCell } from './types';

const DAY_MS = 86_400_000;
/** 9999-12-31, Excel's last day (1900 system). */
const MAX_SERIAL = 2_958_465;
/** Excel's longest duration, 9999 years' worth of hours. */
const MAX_DURATION_SECONDS = MAX_SERIAL * 86_400;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Seconds of a day → 'HH:mm:ss' (hours may pass 23: a duration). */
export function clockText(seconds: number): string {
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

function dayText(ms: number): string {
  const day = new Date(ms);
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/**
 * A number shown in a date or time style. Below 1 it is a time of day; otherwise a day (no fraction)
 * or a day and time. 1900 system: serial 1 is 1900-01-01 and 60 is Excel's 1900-02-29 (kept as Excel
 * shows it: the import refuses that day); from 61 on, days count from 1899-12-30. A negative or
 * too-large serial stays a number (Excel shows '####').
 */
export function serialCell(serial: number, date1904: boolean): WorkbookCell {
  if (!(serial >= 0) || serial > MAX_SERIAL) return serial;
  let days = Math.floor(serial);
  let seconds = Math.round((serial - days) * 86_400);
  if (seconds === 86_400) {
    days += 1;
    seconds = 0;
  }
  if (days === 0 && serial < 1) return { time: clockText(seconds) };
  let day: string;
  if (date1904) day = dayText(Date.UTC(1904, 0, 1) + days * DAY_MS);
  else if (days === 60) day = '1900-02-29';
  else day = dayText(Date.UTC(1899, 11, days < 60 ? 31 : 30) + days * DAY_MS);
  return seconds === 0 ? { date: day } : { dateTime: `${day}T${clockText(seconds)}` };
}

/** Digits at text[from, from + count) as a number, or NaN. */
function digits(text: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i += 1) {
    const code = text.charCodeAt(i) - 48;
    if (!(code >= 0 && code <= 9)) return NaN;
    value = value * 10 + code;
  }
  return value;
}

/**
 * ISO 8601 'YYYY-MM-DD', optionally 'THH:mm[:ss[.fff]]' and a zone (dropped: a sheet's clock is the
 * wall clock); midnight reads as a day. 'HH:mm[:ss]' alone is a time. Anything else: undefined.
 */
export function isoCell(text: string): WorkbookCell | undefined {
  const value = text.trim();
  if (value.length >= 5 && value[2] === ':') return timeOf(value, 0);
  if (value.length < 10 || value[4] !== '-' || value[7] !== '-') return undefined;
  const [y, m, d] = [digits(value, 0, 4), digits(value, 5, 2), digits(value, 8, 2)];
  const ms = Date.UTC(y, m - 1, d);
  // NaN for a non-digit; another day when the month or day is out of range (2024-02-31).
  const day = Number.isNaN(ms) ? '' : dayText(ms);
  if (day !== `${pad(y, 4)}-${pad(m)}-${pad(d)}`) return undefined;
  if (value.length === 10) return { date: day };
  if (value[10] !== 'T' && value[10] !== ' ') return undefined;
  const time = timeOf(value, 11);
  if (!time) return undefined;
  return time.time === '00:00:00' ? { date: day } : { dateTime: `${day}T${time.time}` };
}

function timeOf(value: string, from: number): { time: string } | undefined {
  const [h, min] = [digits(value, from, 2), digits(value, from + 3, 2)];
  const s = value[from + 5] === ':' ? digits(value, from + 6, 2) : 0;
  if (!(h <= 23 && min <= 59 && s <= 59) || value[from + 2] !== ':') return undefined;
  return { time: clockText(h * 3600 + min * 60 + s) };
}

/** An ODF duration 'PT12H30M00S' (or 'P1DT2H', fractional seconds rounded) → { time }, else undefined. */
export function durationCell(text: string): WorkbookCell | undefined {
  const value = text.trim();
  if (value[0] !== 'P') return undefined;
  let seconds = 0;
  let number = '';
  for (let i = 1; i < value.length; i += 1) {
    const char = value[i];
    const unit = char === 'D' ? 86_400 : char === 'H' ? 3600 : char === 'M' ? 60 : char === 'S' ? 1 : 0;
    if (unit > 0) {
      const amount = Number(number);
      if (number === '' || !Number.isFinite(amount)) return undefined;
      seconds += amount * unit;
      number = '';
    } else if (char !== 'T') number += char;
    if (number.length > 20) return undefined;
  }
  // A negative or absurd duration is no time of day: the cell's text stands instead.
  return number === '' && seconds >= 0 && seconds < MAX_DURATION_SECONDS ? { time: clockText(Math.round(seconds)) } : undefined;
}
