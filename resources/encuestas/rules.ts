// Which rated thing a survey names (pure: the server's hook and its unit test share it): a 'clase'
// survey names a booking and no tutoring session, a 'tutoria' one the reverse.
import type { Errors } from '../../core/engine/validation';

export const SURVEY_MESSAGES = {
  bookingMissing: 'Indique el agendamiento calificado',
  sessionMissing: 'Indique la tutoría calificada',
  bookingNotForTutoria: 'Una encuesta de tutoría no lleva agendamiento',
  sessionNotForClase: 'Una encuesta de clase no lleva tutoría',
  bookingNotFound: 'El agendamiento no existe',
  sessionNotFound: 'La tutoría no existe',
} as const;

export interface SurveyTarget {
  tipo?: unknown;
  agendamiento_id?: unknown;
  tutoria_id?: unknown;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The field errors of a survey's tipo and ids (empty: exactly the id its tipo names is given). */
export function surveyTargetErrors(row: SurveyTarget): Errors {
  const errors: Errors = {};
  if (row.tipo === 'clase') {
    if (!given(row.agendamiento_id)) errors.agendamiento_id = SURVEY_MESSAGES.bookingMissing;
    if (given(row.tutoria_id)) errors.tutoria_id = SURVEY_MESSAGES.sessionNotForClase;
  } else if (row.tipo === 'tutoria') {
    if (!given(row.tutoria_id)) errors.tutoria_id = SURVEY_MESSAGES.sessionMissing;
    if (given(row.agendamiento_id)) errors.agendamiento_id = SURVEY_MESSAGES.bookingNotForTutoria;
  }
  return errors;
}

/** The table and field of the thing a valid survey rates. */
export function surveyTarget(row: SurveyTarget): { table: 'agendamientos' | 'tutorias'; field: 'agendamiento_id' | 'tutoria_id'; id: number } | null {
  if (row.tipo === 'clase' && typeof row.agendamiento_id === 'number') return { table: 'agendamientos', field: 'agendamiento_id', id: row.agendamiento_id };
  if (row.tipo === 'tutoria' && typeof row.tutoria_id === 'number') return { table: 'tutorias', field: 'tutoria_id', id: row.tutoria_id };
  return null;
}
