// A workbook cell → the text the import reads, as if the row had come from a CSV: numbers with a '.'
// and no thousands separator (core/engine/fields/numeric.ts), days DD/MM/YYYY (core/engine/fields/date.ts, what the
// CSV export writes), flags Sí/No (core/engine/fields/boolean.ts).
import { formatDay } from '../../../core/engine/clock';
import type { WorkbookCell } from './types';

/** 'd.ddde±x' → plain decimal digits (no exponent). */
function withoutExponent(text: string): string {
  const [mantissa, exponentText] = text.split('e');
  const negative = mantissa.startsWith('-');
  const [whole, fraction = ''] = (negative ? mantissa.slice(1) : mantissa).split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  const body =
    point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return (negative ? '-' : '') + body;
}

/**
 * A number as the import reads it: at most 15 significant digits (what a spreadsheet keeps; it drops
 * binary noise such as 0.30000000000000004), never in exponent notation.
 */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toPrecision(15));
  if (rounded === 0) return '0';
  const text = String(rounded);
  return text.includes('e') ? withoutExponent(text) : text;
}


/** 'HH:mm:ss' → 'HH:mm', or as it is when the seconds are not zero. */
const clockText = (time: string): string => (time.endsWith(':00') ? time.slice(0, -3) : time);

export function cellText(cell: WorkbookCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return numberText(cell);
  if (typeof cell === 'boolean') return cell ? 'Sí' : 'No';
  if ('date' in cell) return formatDay(cell.date);
  if ('dateTime' in cell) return `${formatDay(cell.dateTime)} ${clockText(cell.dateTime.slice(11))}`;
  return clockText(cell.time);
}
