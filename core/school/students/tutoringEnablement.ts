// Tutoring enablement of a student (docs/domain/student-record.md 'The student's record'): 'Sí' starts from 2 sessions,
// today and today + 5 days, and the current user as tutor when they are one; 'No' clears every
// value. The server's body check and the editor's section share these rules.
import { addDays } from '../../engine/clock';

export const TUTORING_DEFAULT_SESSIONS = 2;
export const TUTORING_WINDOW_DAYS = 5;
export const TUTORING_MAX_SESSIONS = 100;

export const TUTORING_MESSAGES = {
  sessions: 'Debe indicar al menos una tutoría',
  start: 'Debe indicar la fecha de inicio',
  end: 'Debe indicar la fecha de fin',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio',
  tutor: 'Debe seleccionar un tutor',
  notTutor: 'El tutor no es un tutor activo',
} as const;

export interface TutoringValues {
  habilitar_tutoria: boolean;
  tutorias: number | null;
  fecha_tutoria_inicio: string | null;
  fecha_tutoria_fin: string | null;
  tutor_id: number | null;
}

/** 'No': nothing left of the tutoring (the count is 0, the column's default). */
export const TUTORING_OFF: TutoringValues = { habilitar_tutoria: false, tutorias: 0, fecha_tutoria_inicio: null, fecha_tutoria_fin: null, tutor_id: null };

/** 'Sí' from scratch, on the school's `today`; the user is the tutor only when among the active tutors. */
export function tutoringDefaults(today: string, userId: number | null, tutorIds: readonly number[]): TutoringValues {
  return {
    habilitar_tutoria: true,
    tutorias: TUTORING_DEFAULT_SESSIONS,
    fecha_tutoria_inicio: today,
    fecha_tutoria_fin: addDays(today, TUTORING_WINDOW_DAYS),
    tutor_id: userId !== null && tutorIds.includes(userId) ? userId : null,
  };
}

export type TutoringProblems = Partial<Record<Exclude<keyof TutoringValues, 'habilitar_tutoria'>, string>>;

/** What keeps enabled tutoring from being saved (nothing when disabled: its values are cleared). */
export function tutoringProblems(values: Partial<TutoringValues>): TutoringProblems {
  if (!values.habilitar_tutoria) return {};
  const problems: TutoringProblems = {};
  if (typeof values.tutorias !== 'number' || values.tutorias < 1) problems.tutorias = TUTORING_MESSAGES.sessions;
  if (!values.fecha_tutoria_inicio) problems.fecha_tutoria_inicio = TUTORING_MESSAGES.start;
  if (!values.fecha_tutoria_fin) problems.fecha_tutoria_fin = TUTORING_MESSAGES.end;
  else if (values.fecha_tutoria_inicio && values.fecha_tutoria_fin < values.fecha_tutoria_inicio) problems.fecha_tutoria_fin = TUTORING_MESSAGES.endBeforeStart;
  if (values.tutor_id === null || values.tutor_id === undefined) problems.tutor_id = TUTORING_MESSAGES.tutor;
  return problems;
}

const dateOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value.slice(0, 10) : null);

/** A student's stored tutoring, in the shape the editor edits (disabled: TUTORING_OFF). */
export function tutoringOf(record: Record<string, unknown>): TutoringValues {
  if (record.habilitar_tutoria !== true) return TUTORING_OFF;
  return {
    habilitar_tutoria: true,
    tutorias: typeof record.tutorias === 'number' ? record.tutorias : null,
    fecha_tutoria_inicio: dateOf(record.fecha_tutoria_inicio),
    fecha_tutoria_fin: dateOf(record.fecha_tutoria_fin),
    tutor_id: typeof record.tutor_id === 'number' ? record.tutor_id : null,
  };
}

/** The values a save writes: the form's when enabled, TUTORING_OFF otherwise. */
export function tutoringToSave(values: TutoringValues): TutoringValues {
  return values.habilitar_tutoria ? values : TUTORING_OFF;
}
