// The report forms' rules (docs/domain/reports.md 'Reports'), pure: a range is two 'YYYY-MM-DD' days ('' until chosen),
// checked here with the call contract's own messages before anything is sent, and turned into the
// body each report's call takes (core/school/reports/contract.ts).
import { daysInRange, MAX_REPORT_DAYS, REPORT_MESSAGES, type EncuestaBody, type RangeBody, type SedesRangeBody } from '../../../core/school/reports/contract';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DateRange {
  inicio: string;
  fin: string;
}

export const EMPTY_RANGE: DateRange = { inicio: '', fin: '' };

export const EMPTY_REPORT_TEXT = 'No hay datos para el rango seleccionado.';
export const EMPTY_DAY_TEXT = 'No hay datos para la fecha seleccionada.';

/** The survey report's types: sent 'clase' / 'tutoria'. */
export const SURVEY_TYPES = [
  { value: 'clase', label: 'Clase' },
  { value: 'tutoria', label: 'Tutoría' },
] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number]['value'];

export const isDay = (value: string): boolean => ISO_DAY.test(value);

/** Why the range cannot be sent (the server's messages), or null; an unfinished range is no problem yet. */
export function rangeProblem(range: DateRange): string | null {
  if (!isDay(range.inicio) || !isDay(range.fin)) return null;
  if (range.fin < range.inicio) return REPORT_MESSAGES.rangeInverted;
  if (daysInRange(range.inicio, range.fin) > MAX_REPORT_DAYS) return REPORT_MESSAGES.rangeTooLong;
  return null;
}

/** Both days chosen and the range acceptable: 'Generar' may run. */
export function rangeReady(range: DateRange): boolean {
  return isDay(range.inicio) && isDay(range.fin) && rangeProblem(range) === null;
}

export function rangeBodyOf(range: DateRange): RangeBody {
  return { fecha_inicio: range.inicio, fecha_fin: range.fin };
}

/**
 * SIET, Solicitud de avance, Encuesta: the sedes go only from a user who may choose them (2E3F932E)
 * and chose some; otherwise none, and the server reports on the caller's own sedes.
 */
export function sedesBodyOf(range: DateRange, sedes: readonly number[], mayChoose: boolean): SedesRangeBody {
  return { ...rangeBodyOf(range), ...(mayChoose && sedes.length > 0 ? { sedes: [...sedes] } : {}) };
}

export function surveyBodyOf(range: DateRange, sedes: readonly number[], mayChoose: boolean, tipo: SurveyType): EncuestaBody {
  return { ...sedesBodyOf(range, sedes, mayChoose), tipo };
}

/** The open list of a multi-select shows 10 rows: each option this tall. */
export const MULTI_SELECT_ROWS = 10;
export const OPTION_HEIGHT = 36;
/** MUI's menu list pads 8 px above and below its options. */
const LIST_PADDING = 16;
export const MULTI_SELECT_MAX_HEIGHT = MULTI_SELECT_ROWS * OPTION_HEIGHT + LIST_PADDING;

/** The select's closed text: the chosen sedes' names, in the list's order. */
export function chosenNames(options: readonly { id: string | number; name: string }[], chosen: readonly number[]): string {
  return options.filter((o) => chosen.includes(Number(o.id))).map((o) => o.name).join(', ');
}
