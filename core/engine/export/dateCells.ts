// Dates as export cells: a calendar day, or an instant's wall clock in the school's time zone, kept
// as such so that each writer puts it its own way — a spreadsheet (.xlsx, .xls) as a real date (a
// serial number with a date style, which sorts, filters and computes), a CSV as the text the app
// shows. Pure.
import { exportDate, wallClock, wallClockText } from './cellText';

/**
 * A date, kept as a date until a writer puts it: a calendar day 'YYYY-MM-DD', or a time as the
 * school's wall clock 'YYYY-MM-DDTHH:mm:ss' (a spreadsheet has no time zones). A CellValue
 * (cells.ts); made by dayCell and instantCell.
 */
export type DateCell = { readonly date: string } | { readonly dateTime: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?$/;

/** Is it a real day (no 30 February)? Years below 100 are never asked (Date.UTC would read them as 19xx). */
function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 100 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'YYYY-MM-DD' (or an ISO text starting with it) as a date cell; anything else as its text, as it came. */
export function dayCell(value: string): DateCell | string {
  const match = DAY.exec(value);
  return match && isRealDay(+match[1], +match[2], +match[3]) ? { date: match[0] } : exportDate(value);
}

/** An instant (a Date or ISO text with its offset) as the school's wall clock; a text that is no instant as it came. */
export function instantCell(value: Date | string, timeZone: string): DateCell | string {
  const wall = wallClock(value, timeZone);
  if (wall === undefined) return typeof value === 'string' ? value : '';
  return { dateTime: wall };
}

/** What a CSV writes: 'DD/MM/YYYY', or 'DD/MM/YYYY h:mm:ss a' for a time (the app's texts). */
export function dateCellText(cell: DateCell): string {
  return 'date' in cell ? exportDate(cell.date) : wallClockText(cell.dateTime) || cell.dateTime;
}

const MS_PER_DAY = 86_400_000;
/** Serial 0 as the days from 1 March 1900 count it: 30 December 1899 (Excel's phantom 29 February 1900 shifts them by one). */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);
/** Serial of 1 March 1900: earlier days count one less (no phantom day before them). */
const MARCH_1900 = 61;
const FIRST_YEAR = 1900;
const LAST_YEAR = 9999;

/**
 * The cell as a spreadsheet's date serial (1900 date system: whole days since 30 December 1899 from
 * 1 March 1900 on, the time of day as a fraction); null for a day a spreadsheet cannot hold (before
 * 1900 or after 9999: written as text then) or a malformed cell.
 */
export function excelSerial(cell: DateCell): number | null {
  const match = DATE_TIME.exec('date' in cell ? cell.date : cell.dateTime);
  if (!match) return null;
  const [year, month, day] = [+match[1], +match[2], +match[3]];
  if (year < FIRST_YEAR || year > LAST_YEAR || !isRealDay(year, month, day)) return null;
  const days = (Date.UTC(year, month - 1, day) - SERIAL_EPOCH) / MS_PER_DAY;
  const [hour, minute, second] = match[4] === undefined ? [0, 0, 0] : [+match[4], +match[5], +match[6]];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const seconds = hour * 3600 + minute * 60 + second;
  return (days < MARCH_1900 ? days - 1 : days) + seconds / 86_400;
}
