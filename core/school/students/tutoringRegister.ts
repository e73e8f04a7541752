// The tutoring register of a student ('Registro de tutorías', #/estudiante/tutoria/{id}, 023AB260;
// docs/domain/student-record.md 'The student's record'): its calls, the rows estudiante/tutoria/progreso answers and which
// rows may be cancelled (a session still programada; a reason of 20).
import { z } from 'zod';
import { idValue } from '../../engine/ids';
import type { RecordObservation } from './records';

export const TUTORING_REGISTER_PATHS = {
  progreso: 'estudiante/tutoria/progreso',
  observaciones: 'tutorias/ver_observaciones',
  cancelar: 'tutorias/cancelar',
} as const;

export const tutoringProgressBody = z.object({ estudiante_id: idValue() }).strict();
export const tutoringObservationsBody = z.object({ tutoria_id: idValue() }).strict();

export interface TutoringRegisterRow {
  id: number;
  /** The stored state (programada, asistida, ausencia, cancelada), shown through tutoringStateLabel. */
  estado: string;
  clase: { tipo: string; fecha_bloque: string; salon: string; sede: string; tutor: string };
  tema: string | null;
  curso: string | null;
  motivo_cancelacion: string | null;
}

export interface TutoringRegister {
  nombres: string;
  registros: TutoringRegisterRow[];
}

export type TutoringObservations = RecordObservation[];

/** Only a session still programada can be cancelled (the server says the same with 409). */
export const isCancellableTutoring = (estado: string): boolean => estado === 'programada';
