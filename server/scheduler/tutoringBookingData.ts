// The tutoring booking's reads and its write (tutoringBooking.ts's handler calls these, in its
// transaction): the free slots of a day — a tutor's preassignment with nothing booked, closed or
// absent over it, read in one statement — the student's tutoring allowance, locked, and the insert.
import type { TutoringStudent } from '../../core/school/scheduler/tutoringBooking';
import { classSlotOf } from '../../core/school/scheduler/tutoringBooking';
import type { TutoringFreeSlot } from '../../core/school/scheduler/tutoringView';
import { weekdayOfDate } from '../../core/school/calendar';
import type { Database } from '../db/database';

/**
 * The free slots of `fecha` at the sede among `horas` (quarter-hours), optionally of one room and
 * tutor, in order of hour, room and tutor: one statement whatever the day holds.
 */
export function freeTutoringSlots(db: Database, sede: number, fecha: string, horas: readonly string[], pair?: { salon_id: number; profesor_id: number }): Promise<TutoringFreeSlot[]> {
  const weekday = weekdayOfDate(fecha);
  if (weekday > 6 || horas.length === 0) return Promise.resolve([]);
  return db.query<TutoringFreeSlot>(
    `SELECT p.hora, p.salon_id, s.nombre AS salon, p.docente_id AS profesor_id, concat_ws(' ', u.primer_nombre, u.primer_apellido) AS profesor
     FROM unnest($4::text[], $5::text[]) AS q(hora, bloque)
     JOIN preasignaciones p ON p.dia = $2 AND p.hora = q.hora
     JOIN salones s ON s.id = p.salon_id
     JOIN usuarios u ON u.id = p.docente_id
     WHERE s.sede_id = $1 AND s.activo AND s.tipos_permitidos = ARRAY['tutoria']::text[]
       AND u.activo AND u.deleted_at IS NULL
       AND ($6::integer IS NULL OR (p.salon_id = $6 AND p.docente_id = $7))
       AND NOT EXISTS (SELECT 1 FROM tutorias t WHERE t.fecha = $3::date AND t.hora = p.hora AND t.estado <> 'cancelada' AND (t.salon_id = p.salon_id OR t.profesor_id = p.docente_id))
       AND NOT EXISTS (SELECT 1 FROM cierres ci WHERE ci.fecha = $3::date AND q.bloque = ANY(ci.horas) AND $1::integer = ANY(ci.sedes))
       AND NOT EXISTS (SELECT 1 FROM novedades_docente n WHERE n.docente_id = p.docente_id AND n.fecha = $3::date AND n.hora = q.bloque)
     ORDER BY p.hora, s.nombre, profesor, p.salon_id`,
    [sede, weekday, fecha, [...horas], horas.map((hora) => classSlotOf(fecha, hora) ?? ''), pair?.salon_id ?? null, pair?.profesor_id ?? null],
  );
}

/** The student's tutoring allowance and sessions in its period, the row locked (two bookings at once count each other); the caller has checked it exists. */
export async function lockTutoringStudent(tx: Database, studentId: number): Promise<TutoringStudent> {
  const [student] = await tx.query<TutoringStudent>(
    `SELECT u.activo, u.habilitar_tutoria, u.tutorias, to_char(u.fecha_tutoria_inicio, 'YYYY-MM-DD') AS fecha_tutoria_inicio,
            to_char(u.fecha_tutoria_fin, 'YYYY-MM-DD') AS fecha_tutoria_fin,
            (SELECT count(*)::integer FROM tutorias t WHERE t.estudiante_id = u.id AND t.estado <> 'cancelada'
               AND t.fecha BETWEEN u.fecha_tutoria_inicio AND u.fecha_tutoria_fin) AS agendadas
     FROM usuarios u WHERE u.id = $1 FOR NO KEY UPDATE`,
    [studentId],
  );
  return student;
}

/** Whether the student already holds a session at that date and hour. */
export async function studentHasTutoringAt(tx: Database, studentId: number, fecha: string, hora: string): Promise<boolean> {
  const rows = await tx.query("SELECT 1 FROM tutorias WHERE estudiante_id = $1 AND fecha = $2::date AND hora = $3 AND estado <> 'cancelada'", [studentId, fecha, hora]);
  return rows.length > 0;
}

export interface TutoringPair {
  salon_id: number;
  profesor_id: number;
}

/** Whether the pair is preassigned at that weekday and hour in an active tutoring cabin of the sede. */
export async function tutoringSlotOffered(tx: Database, pair: TutoringPair, weekday: number, hora: string, sede: number): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM preasignaciones p JOIN salones s ON s.id = p.salon_id
     WHERE p.salon_id = $1 AND p.docente_id = $2 AND p.dia = $3 AND p.hora = $4 AND s.sede_id = $5 AND s.activo AND s.tipos_permitidos = ARRAY['tutoria']::text[]`,
    [pair.salon_id, pair.profesor_id, weekday, hora, sede],
  );
  return rows.length > 0;
}

/** Whether the cabin or the tutor holds a session at that date and hour. */
export async function tutoringSlotTaken(tx: Database, pair: TutoringPair, fecha: string, hora: string): Promise<boolean> {
  const rows = await tx.query("SELECT 1 FROM tutorias WHERE fecha = $1::date AND hora = $2 AND estado <> 'cancelada' AND (salon_id = $3 OR profesor_id = $4)", [
    fecha, hora, pair.salon_id, pair.profesor_id,
  ]);
  return rows.length > 0;
}

/** The new session, 'programada'. */
export async function insertTutoring(
  tx: Database,
  session: TutoringPair & { fecha: string; hora: string; sede_id: number; estudiante_id: number },
  createdBy: number,
): Promise<{ id: number }> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO tutorias (fecha, hora, sede_id, salon_id, profesor_id, estudiante_id, estado, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, 'programada', $7) RETURNING id`,
    [session.fecha, session.hora, session.sede_id, session.salon_id, session.profesor_id, session.estudiante_id, createdBy],
  );
  return row;
}
