// What a report page opens with and why it cannot run (issue 43), pure: a range report opens on
// this month of the school's calendar, Actividad on today, and each runs at once; a missing or
// invalid date is said beside the run button instead of a silently disabled one.
import { type DateRange, isDay, rangeProblem } from './reportForm';

export const REPORT_FORM_MESSAGES = {
  inicio: 'Falta la fecha inicial o no es válida (DD/MM/AAAA).',
  fin: 'Falta la fecha final o no es válida (DD/MM/AAAA).',
  both: 'Faltan las fechas o no son válidas (DD/MM/AAAA).',
  fecha: 'Falta la fecha o no es válida (DD/MM/AAAA).',
  /** The field itself says what is wrong with the range (DateRangeFields). */
  range: 'Corrija el rango de fechas.',
} as const;

/** The month of `today` ('YYYY-MM-DD'), its first day to its last. */
export function monthRange(today: string): DateRange {
  const [year, month] = today.split('-').map(Number);
  // Day 0 of the next month is this month's last day.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 8);
  return { inicio: `${prefix}01`, fin: `${prefix}${String(last).padStart(2, '0')}` };
}

/** Why a range report cannot run, or null when it can. */
export function rangeMessage(range: DateRange): string | null {
  const inicio = isDay(range.inicio);
  const fin = isDay(range.fin);
  if (!inicio && !fin) return REPORT_FORM_MESSAGES.both;
  if (!inicio) return REPORT_FORM_MESSAGES.inicio;
  if (!fin) return REPORT_FORM_MESSAGES.fin;
  return rangeProblem(range) === null ? null : REPORT_FORM_MESSAGES.range;
}

/** Why Actividad (one date) cannot run, or null. */
export function dayMessage(fecha: string): string | null {
  return isDay(fecha) ? null : REPORT_FORM_MESSAGES.fecha;
}
