// Writing progress rows (docs/domain/progress.md 'Progress and grades'), in one place: a row locked within the sede
// boundary (its student must be one the caller may see), refused with 409 once its level has
// advanced, then changed with its version and a history entry; the course-wide writes (a note, the
// level restarted, autonomo grades); one audit event per call (recordProgressEvent), in the caller's
// transaction.
import { PROGRESS_MESSAGES } from '../../core/school/students/progress';
import { AFTER_RESET, type EstadoProgreso, isEstadoProgreso } from '../../core/school/students/progressRules';
import { changesBetween, recordEvent } from '../audit/events';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { conflict, notFound } from '../errors/apiError';
import { appendObservationSql } from '../people/observationList';
import { visibleStudent } from '../people/studentReach';

export interface LockedRow {
  id: number;
  version: number;
  estudiante_id: number;
  curso_id: number;
  tema_id: number;
  estado: EstadoProgreso;
  tipo: string;
  nota: number | null;
  rango_nota: number | null;
  asistencia: boolean | null;
  avance_nivel: string | null;
}

/** The level has ended: nothing of it changes. */
export const levelClosed = () => conflict({ progreso_id: PROGRESS_MESSAGES.levelClosed }, PROGRESS_MESSAGES.levelClosed);

/** A booking of a topic whose level has ended changes nothing of that level: 409. */
export async function assertTopicLevelOpen(tx: Database, studentId: number, temaId: number | null): Promise<void> {
  if (temaId === null) return;
  const [closed] = await tx.query(
    `SELECT 1 FROM progreso p JOIN inscripciones i ON i.estudiante_id = p.estudiante_id AND i.curso_id = p.curso_id
     WHERE p.estudiante_id = $1 AND p.tema_id = $2 AND i.avance_nivel IS NOT NULL`,
    [studentId, temaId],
  );
  if (closed) throw levelClosed();
}

/** The row, locked, of a student the caller may see (else 404), its level still open (else 409). */
export async function lockProgressRow(tx: Database, session: Session, id: number): Promise<LockedRow> {
  const [row] = await tx.query<LockedRow>(
    `SELECT p.id, p.version, p.estudiante_id, p.curso_id, p.tema_id, p.estado, p.tipo, p.nota::float8 AS nota,
            p.rango_nota::float8 AS rango_nota, p.asistencia, to_char(i.avance_nivel, 'YYYY-MM-DD') AS avance_nivel
     FROM progreso p LEFT JOIN inscripciones i ON i.estudiante_id = p.estudiante_id AND i.curso_id = p.curso_id
     WHERE p.id = $1 FOR UPDATE OF p`,
    [id],
  );
  if (!row) throw notFound();
  await visibleStudent(tx, session, row.estudiante_id);
  if (row.avance_nivel !== null) throw levelClosed();
  // A value written before these rules (or by hand) is not one they can move.
  if (!isEstadoProgreso(row.estado)) {
    const message = `El estado ${row.estado} no admite cambios`;
    throw conflict({ progreso_id: message }, message);
  }
  return row;
}

/** A course's row as its autonomo grades are saved. */
export interface CourseRowGrade {
  id: number;
  tema_id: number;
  tipo: string;
  estado: EstadoProgreso;
  nota: number | null;
  rango_nota: number | null;
}

/** Every row of a student's course, locked, by id (the autonomo grades are saved over them). */
export function lockCourseRows(tx: Database, studentId: number, cursoId: number): Promise<CourseRowGrade[]> {
  return tx.query<CourseRowGrade>(
    `SELECT id, tema_id, tipo, estado, nota::float8 AS nota, rango_nota::float8 AS rango_nota FROM progreso
     WHERE estudiante_id = $1 AND curso_id = $2 ORDER BY id FOR UPDATE`,
    [studentId, cursoId],
  );
}

export interface RowChange {
  estado?: EstadoProgreso;
  nota?: number | null;
  asistencia?: { usuarioId: number } | null;
  /** Signed by the caller (firmar, a graded autonomo topic), or the signature cleared (anular). */
  autorizado?: boolean;
  /** The history entry (the action and its reason). */
  texto: string;
}

/** Applies the change to the locked row; answers the row's new version. No audit (see recordProgressEvent). */
export async function writeRowChange(tx: Database, row: LockedRow, change: RowChange, session: Session): Promise<void> {
  const attendance = change.asistencia;
  await tx.query(
    `UPDATE progreso SET
       estado = COALESCE($2, estado),
       nota = CASE WHEN $3::boolean THEN $4::numeric ELSE nota END,
       asistencia = CASE WHEN $5::boolean THEN true ELSE asistencia END,
       asistencia_fecha = CASE WHEN $5::boolean THEN now() ELSE asistencia_fecha END,
       asistencia_usuario_id = CASE WHEN $5::boolean THEN $7::integer ELSE asistencia_usuario_id END,
       agendamiento_id = CASE WHEN $5::boolean THEN NULL ELSE agendamiento_id END,
       autorizado_fecha = CASE WHEN $6::boolean IS NULL THEN autorizado_fecha WHEN $6 THEN now() ELSE NULL END,
       autorizado_usuario_id = CASE WHEN $6::boolean IS NULL THEN autorizado_usuario_id WHEN $6 THEN $7::integer ELSE NULL END,
       observaciones = ${appendObservationSql('observaciones', '$8', '$7')},
       version = version + 1, updated_at = now()
     WHERE id = $1`,
    [row.id, change.estado ?? null, change.nota !== undefined, change.nota ?? null, attendance !== undefined && attendance !== null,
      change.autorizado ?? null, session.userId, change.texto],
  );
}

/** One audit event for a progress write: what changed on which row (or student, for course-wide calls). */
export async function recordProgressEvent(
  tx: Database,
  session: Session,
  event: { tipo: string; evento: string; registroId: number; antes?: Record<string, unknown>; despues?: Record<string, unknown>; contenido?: Record<string, unknown> },
): Promise<void> {
  await recordEvent(tx, {
    universo: 'progreso',
    tipo: event.tipo,
    evento: event.evento,
    contenido: { ...(event.antes && event.despues ? { cambios: changesBetween(event.antes, event.despues) } : {}), ...event.contenido },
    usuarioId: session.userId,
    registroId: event.registroId,
  });
}

/** A line in one row's history, nothing else changed. */
export async function noteOnRow(tx: Database, rowId: number, texto: string, userId: number): Promise<void> {
  await tx.query(`UPDATE progreso SET observaciones = ${appendObservationSql('observaciones', '$2', '$3')}, version = version + 1, updated_at = now() WHERE id = $1`, [
    rowId, texto, userId,
  ]);
}

/**
 * Every row of a student's course starts again (AFTER_RESET); what it had (state, grade, attendance,
 * signature) stays in its history with the reason. Answers the rows changed.
 */
export function resetCourseRows(tx: Database, reset: { studentId: number; cursoId: number; motivo: string; userId: number }): Promise<{ id: number }[]> {
  return tx.query<{ id: number }>(
    `UPDATE progreso SET
       observaciones = ${appendObservationSql('observaciones', `'${PROGRESS_MESSAGES.reset}: ' || $3 || ' (antes: ' || estado || COALESCE(', nota ' || nota::text, '') || ')'`, '$4')},
       estado = $5, nota = NULL, asistencia = NULL, asistencia_fecha = NULL, asistencia_usuario_id = NULL, agendamiento_id = NULL,
       autorizado_fecha = NULL, autorizado_usuario_id = NULL, version = version + 1, updated_at = now()
     WHERE estudiante_id = $1 AND curso_id = $2 RETURNING id`,
    [reset.studentId, reset.cursoId, reset.motivo, reset.userId, AFTER_RESET satisfies EstadoProgreso],
  );
}

/** An autonomo topic's grade written (the row locked by the caller): signed by the caller when it becomes superado. */
export async function writeGrade(tx: Database, grade: { id: number; nota: number | null; estado: EstadoProgreso; texto: string; userId: number }): Promise<void> {
  await tx.query(
    `UPDATE progreso SET nota = $2, estado = $3,
       autorizado_fecha = CASE WHEN $3 = 'superado' AND estado <> 'superado' THEN now() ELSE autorizado_fecha END,
       autorizado_usuario_id = CASE WHEN $3 = 'superado' AND estado <> 'superado' THEN $4 ELSE autorizado_usuario_id END,
       observaciones = ${appendObservationSql('observaciones', '$5', '$4')}, version = version + 1, updated_at = now()
     WHERE id = $1`,
    [grade.id, grade.nota, grade.estado, grade.userId, grade.texto],
  );
}
