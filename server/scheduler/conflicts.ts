// The scheduler's writes and the database's last word on them (migration 024): a UNIQUE key or the
// capacity trigger refusing what two staff did at the same moment becomes a 409 naming the room,
// teacher, class or student, in Spanish; anything else passes through as it was.
import type { Database } from '../db/database';
import { FIT_MESSAGES } from '../../core/school/scheduler/fit';
import { conflict } from '../errors/apiError';
import { TAKEN_MESSAGES } from './slotChecks';

export const CONSTRAINT_MESSAGES = {
  full: FIT_MESSAGES.full,
  studentTaken: 'El estudiante ya tiene un agendamiento en ese horario',
} as const;

/** Constraint (or the trigger's CONSTRAINT name) → the field it concerns and what to say. */
const CONSTRAINTS: Record<string, { field: string; message: string }> = {
  clases_salon_fecha_hora_key: { field: 'salon_id', message: TAKEN_MESSAGES.room },
  clases_profesor_fecha_hora_key: { field: 'profesor_id', message: TAKEN_MESSAGES.teacher },
  agendamientos_cupo_check: { field: 'clase_id', message: CONSTRAINT_MESSAGES.full },
  agendamientos_estudiante_abierto_key: { field: 'id', message: CONSTRAINT_MESSAGES.studentTaken },
};

export function schedulerConflict(error: unknown): unknown {
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  const known = typeof constraint === 'string' ? CONSTRAINTS[constraint] : undefined;
  return known ? conflict({ [known.field]: known.message }, known.message) : error;
}

/** One transaction whose key violations come back as those 409s. */
export async function schedulerWrite<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw schedulerConflict(error);
  }
}
