// The bookings (agendamientos) as the scheduler's calls read them, each taking the Database or the
// transaction first (docs/architecture.md 'Layout': a schedule table is read by its data modules
// only): a booking's and a class's courses as SQL (the rooms' allowed courses, roomCourses.ts), the
// month's bookings of a sede as SQL (the home dashboard's indicators), the students seated in
// classes (the displays), a slot's pending bookings (Reorganizar) and a student's next free topic.
// A slot's view is classReads.ts's, its seats slotReads.ts's, the booking form's reads
// bookingSlots.ts's; the writes are bookingRepository.ts's.
import type { EstadoAgendamiento } from '../../core/school/scheduler/bookings';
import type { Database } from '../db/database';
import type { StudentReach } from '../people/studentReach';
import { holdsSeatSql } from './seatSql';

/** A booking as the scheduler's writes decide on it. */
export interface BookingRow {
  id: number;
  version: number;
  estado: EstadoAgendamiento;
  clase_id: number | null;
  estudiante_id: number;
  fecha: string;
  hora: string;
  sede_id: number;
  tipo_clase: string;
}

/** The course of booking `a` (its student joined as `e`, its topic left-joined as `t`). */
const BOOKING_COURSE = 'coalesce(t.curso_id, e.curso_actual_id)';
const BOOKING_FROM = 'FROM agendamientos a JOIN usuarios e ON e.id = a.estudiante_id LEFT JOIN temas t ON t.id = a.tema_id';

/** integer[] of the courses of class `clase` (an SQL expression of its id): its live bookings' and its own; empty for a new class. */
export function classCoursesSql(clase: string): string {
  return `ARRAY(SELECT ${BOOKING_COURSE} ${BOOKING_FROM}
    WHERE a.clase_id = ${clase} AND ${holdsSeatSql('a.estado')} AND ${BOOKING_COURSE} IS NOT NULL
    UNION SELECT cc.curso_id FROM clases cc WHERE cc.id = ${clase} AND cc.curso_id IS NOT NULL)`;
}

/** integer[] holding the course of booking `booking` (an SQL expression of its id), or empty. */
export function bookingCourseSql(booking: string): string {
  return `ARRAY(SELECT ${BOOKING_COURSE} ${BOOKING_FROM} WHERE a.id = ${booking} AND ${BOOKING_COURSE} IS NOT NULL)`;
}

/**
 * SQL counting the bookings not cancelled of sede `sede` (an SQL expression) dated from the first of
 * the month of `day` (an SQL date) to `day`; `askedByStudents`: only those the student asked for (origen 'estudiante', not staff).
 */
export function monthBookingsSql(sede: string, day: string, askedByStudents: boolean): string {
  const origen = askedByStudents ? " AND a.origen = 'estudiante'" : '';
  return `
    SELECT count(*)::integer FROM agendamientos a
    WHERE a.sede_id = ${sede} AND a.estado <> 'cancelado'${origen} AND a.fecha >= date_trunc('month', ${day}::date) AND a.fecha <= ${day}::date`;
}

/** The students holding a seat in each class, by name (a student the caller does not reach, by UNREACHED_STUDENT: people/studentReach.ts). */
export async function studentsOfClasses(db: Database, claseIds: number[], students: StudentReach): Promise<Map<number, string[]>> {
  const rows = await db.query<{ clase_id: number; estudiante: string }>(
    `SELECT a.clase_id, ${students.nameSql('a.estudiante_id', "concat_ws(' ', e.primer_nombre, e.primer_apellido)")} AS estudiante
     FROM agendamientos a JOIN usuarios e ON e.id = a.estudiante_id
     WHERE a.clase_id = ANY($1::int[]) AND ${holdsSeatSql('a.estado')} ORDER BY estudiante, a.id`,
    [claseIds],
  );
  const byClass = new Map<number, string[]>();
  for (const row of rows) byClass.set(row.clase_id, [...(byClass.get(row.clase_id) ?? []), row.estudiante]);
  return byClass;
}

/** A pending booking of a slot, as Reorganizar places it. */
export interface PendingRow extends BookingRow {
  estudiante: string;
  /** Its course (its topic's, else its student's): what a room's allowed courses are checked against (roomCourses.ts). */
  curso_id: number | null;
}

/** The slot's pending bookings (solicitado, no class), first asked first; `lock`: FOR UPDATE, for the write. */
export function pendingOfSlot(db: Database, slot: { sedeId: number; fecha: string; hora: string }, lock: boolean, students: StudentReach): Promise<PendingRow[]> {
  return db.query<PendingRow>(
    `SELECT a.id, a.version, a.estado, a.clase_id, a.estudiante_id, to_char(a.fecha, 'YYYY-MM-DD') AS fecha, a.hora, a.sede_id, a.tipo_clase,
       ${students.nameSql('a.estudiante_id', "concat_ws(' ', e.primer_nombre, e.primer_apellido)")} AS estudiante, coalesce(t.curso_id, e.curso_actual_id) AS curso_id
     FROM agendamientos a JOIN usuarios e ON e.id = a.estudiante_id LEFT JOIN temas t ON t.id = a.tema_id
     WHERE a.sede_id = $1 AND a.fecha = $2::date AND a.hora = $3 AND a.estado = 'solicitado' AND a.clase_id IS NULL
     ORDER BY a.created_at, a.id ${lock ? 'FOR UPDATE OF a' : ''}`,
    [slot.sedeId, slot.fecha, slot.hora],
  );
}

export interface NextTopic {
  id: number;
  nombre: string;
  tipo: string;
  tipo_clase: string | null;
  orden: number;
  curso_id: number;
}

/**
 * The first active, programable topic (not autonomous work) of the course, by order, that no live
 * booking of the student holds (a cancelled one frees its topic) and their progress record has not
 * passed, attended or blocked; a topic defined as the next one (progreso/definir_tema) first.
 * undefined: none is left.
 */
export async function firstFreeTopic(db: Database, cursoId: number, studentId: number): Promise<NextTopic | undefined> {
  const [tema] = await db.query<NextTopic>(
    `SELECT t.id, t.nombre, t.tipo, t.tipo_clase, t.orden, t.curso_id FROM temas t
     LEFT JOIN inscripciones i ON i.estudiante_id = $2 AND i.curso_id = t.curso_id
     WHERE t.curso_id = $1 AND t.activo AND t.programable
       AND NOT EXISTS (SELECT 1 FROM agendamientos a WHERE a.estudiante_id = $2 AND a.tema_id = t.id AND a.estado <> 'cancelado')
       AND NOT EXISTS (SELECT 1 FROM progreso p WHERE p.estudiante_id = $2 AND p.tema_id = t.id AND p.estado IN ('superado', 'asistido', 'bloqueado'))
     ORDER BY (t.id = i.tema_definido_id) IS TRUE DESC, t.orden, t.id LIMIT 1`,
    [cursoId, studentId],
  );
  return tema;
}
