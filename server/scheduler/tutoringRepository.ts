// The tutoring sessions (tutorias) in one place, like the bookings' repository: the sede boundary
// (a session is reached within the caller's reach only: the scheduler's current sede, or the
// student area's sedes), the row lock, the version and the audit event. The tutoring grid, the
// student's detail and their tutoring register read through it; cancelling writes through it.
import type { TutoringColumn, TutoringSession } from '../../core/school/scheduler/tutoringView';
import type { StudentTutoringRow } from '../../core/school/students/records';
import { isCancellableTutoring, type TutoringObservations, type TutoringRegisterRow } from '../../core/school/students/tutoringRegister';
import { recordEvent } from '../audit/events';
import type { Database } from '../db/database';
import type { StudentReach } from '../people/studentReach';
import { conflict, notFound } from '../errors/apiError';
import { appendObservationSql } from '../people/observationList';
import { type Reach, reachParam, withinReach } from '../people/reach';

export const TUTORING_MESSAGES = {
  cancelled: 'Tutoría cancelada',
  notCancellable: 'Solo se puede cancelar una tutoría programada.',
} as const;

/** Where sessions are reached: these sedes, or null: any sede (as the bookings'). */
export type TutoringReach = Reach;

/** A day's sessions that are not cancelled, and the (room, teacher) pairs that hold them. */
async function day(db: Database, reach: TutoringReach, students: StudentReach, fecha: string): Promise<{ columnas: TutoringColumn[]; sesiones: TutoringSession[] }> {
  const sesiones = await db.query<TutoringSession>(
    `SELECT t.id, t.hora, t.salon_id, t.profesor_id, ${students.idSql('t.estudiante_id')} AS estudiante_id,
            ${students.nameSql('t.estudiante_id', "concat_ws(' ', e.primer_nombre, e.primer_apellido)")} AS estudiante, t.estado
     FROM tutorias t JOIN usuarios e ON e.id = t.estudiante_id
     WHERE ${withinReach('t.sede_id', 1)} AND t.fecha = $2::date AND t.estado <> 'cancelada' ORDER BY t.hora, t.id`,
    [reachParam(reach), fecha],
  );
  const columnas = await db.query<TutoringColumn>(
    `SELECT DISTINCT t.salon_id, s.nombre AS salon, t.profesor_id, concat_ws(' ', u.primer_nombre, u.primer_apellido) AS profesor
     FROM tutorias t JOIN salones s ON s.id = t.salon_id JOIN usuarios u ON u.id = t.profesor_id
     WHERE ${withinReach('t.sede_id', 1)} AND t.fecha = $2::date AND t.estado <> 'cancelada' ORDER BY salon, profesor`,
    [reachParam(reach), fecha],
  );
  return { columnas, sesiones };
}

const TUTOR = "(SELECT concat_ws(' ', p.primer_nombre, p.primer_apellido) FROM usuarios p WHERE p.id = tu.profesor_id)";

/**
 * A student's sessions within reach, newest first, with the given columns (over tu, s: room, se:
 * sede, t: topic, cu: course); the student's reach checked in the same statement (404 out of reach).
 */
function studentSessions<Row>(db: Database, reach: TutoringReach, students: StudentReach, studentId: number, columns: string): Promise<Row[]> {
  return students.rowsOfReached(db, studentId, (reached) => db.query<Row>(
    `SELECT ${columns}
     FROM tutorias tu
     JOIN salones s ON s.id = tu.salon_id
     JOIN sedes se ON se.id = tu.sede_id
     LEFT JOIN temas t ON t.id = tu.tema_id
     LEFT JOIN cursos cu ON cu.id = t.curso_id
     WHERE tu.estudiante_id = $1 AND ${withinReach('tu.sede_id', 2)} AND ${reached}
     ORDER BY tu.fecha DESC, tu.hora DESC, tu.id DESC`,
    [studentId, reachParam(reach)],
  ));
}

/** A student's sessions as their detail lists them. */
const ofStudent = (db: Database, reach: TutoringReach, students: StudentReach, studentId: number) =>
  studentSessions<StudentTutoringRow>(db, reach, students, studentId,
    `tu.id, to_char(tu.fecha, 'YYYY-MM-DD') AS fecha, tu.hora, s.nombre AS salon, ${TUTOR} AS tutor, t.nombre AS tema, cu.nombre AS curso, tu.estado`);

/** A student's sessions as their tutoring register shows them (with the class block). */
const registerOf = (db: Database, reach: TutoringReach, students: StudentReach, studentId: number) =>
  studentSessions<TutoringRegisterRow>(db, reach, students, studentId,
    `tu.id, tu.estado, tu.motivo_cancelacion, t.nombre AS tema, cu.nombre AS curso,
     json_build_object('tipo', 'tutoria', 'fecha_bloque', to_char(tu.fecha, 'YYYY-MM-DD') || ' ' || tu.hora, 'salon', s.nombre, 'sede', se.nombre, 'tutor', ${TUTOR}) AS clase`);

/** One session's observation list (as stored: oldest first) and its student, when reached; else 404. */
async function observations(db: Database, reach: TutoringReach, students: StudentReach, id: number): Promise<{ observaciones: TutoringObservations; estudiante_id: number }> {
  const [row] = await db.query<{ observaciones: TutoringObservations; estudiante_id: number }>(
    `SELECT observaciones, estudiante_id FROM tutorias WHERE id = $1 AND ${withinReach('sede_id', 2)} AND ${students.reachedSql('tutorias.estudiante_id')}`,
    [id, reachParam(reach)],
  );
  if (!row) throw notFound();
  return row;
}

/** The session, locked, within reach and of a student reached (else 404), cancelled with the reason in its observations and one audit event. */
async function cancel(tx: Database, reach: TutoringReach, students: StudentReach, id: number, motivo: string): Promise<{ mensaje: string }> {
  const userId = students.session.userId;
  const [tutoria] = await tx.query<{ id: number; estado: string }>(
    `SELECT id, estado FROM tutorias WHERE id = $1 AND ${withinReach('sede_id', 2)} AND ${students.reachedSql('tutorias.estudiante_id')} FOR UPDATE`,
    [id, reachParam(reach)],
  );
  if (!tutoria) throw notFound();
  // A refused transition is a conflict with the session's state (nothing changed), not a bad body.
  if (!isCancellableTutoring(tutoria.estado)) throw conflict({ tutoria_id: TUTORING_MESSAGES.notCancellable }, TUTORING_MESSAGES.notCancellable);
  await tx.query(
    `UPDATE tutorias SET estado = 'cancelada', motivo_cancelacion = $2, observaciones = ${appendObservationSql('observaciones', '$2', '$3')}, version = version + 1 WHERE id = $1`,
    [tutoria.id, motivo, userId],
  );
  await recordEvent(tx, { universo: 'tutorias', tipo: 'cancelar', evento: TUTORING_MESSAGES.cancelled, contenido: { motivo }, usuarioId: userId, registroId: tutoria.id });
  return { mensaje: TUTORING_MESSAGES.cancelled };
}

/** The tutoring sessions within `reach` (a Database or the write's transaction). */
export interface TutoringRepository {
  day(fecha: string): ReturnType<typeof day>;
  /** A reached student's sessions (else 404), as their detail lists them. */
  ofStudent(studentId: number): Promise<StudentTutoringRow[]>;
  /** The same as their tutoring register shows them. */
  registerOf(studentId: number): Promise<TutoringRegisterRow[]>;
  observations(id: number): ReturnType<typeof observations>;
  cancel(id: number, motivo: string): Promise<{ mensaje: string }>;
}

/** The sessions `students.session` reaches: at one of `reach`'s sedes, of a student reached (people/studentReach.ts). */
export function tutoringWithin(db: Database, students: StudentReach, reach: TutoringReach): TutoringRepository {
  return {
    day: (fecha) => day(db, reach, students, fecha),
    ofStudent: (studentId) => ofStudent(db, reach, students, studentId),
    registerOf: (studentId) => registerOf(db, reach, students, studentId),
    observations: (id) => observations(db, reach, students, id),
    cancel: (id, motivo) => cancel(db, reach, students, id, motivo),
  };
}
