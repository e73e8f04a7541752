// What keeps progress rows in step with the rest (docs/domain/progress.md 'Progress and grades'): an enrolment creates
// its rows, a topic added to a course reaches its enrolled students, and a booking's signed
// attendance feeds its topic's row in the same transaction (undoing the signature unfeeds it), and
// what progreso/verificar finds between the rows and the bookings. The feed reads the bookings
// itself: progress sits below the scheduler (which feeds it), so it cannot call server/scheduler/bookingReads.ts.
// The states come from the pure rules (core/school/students/progressRules.ts).
import type { VerificationResult } from '../../core/school/students/progress';
import { FED_BY_BOOKINGS } from '../../core/school/students/progressRules';
import type { Database } from '../db/database';

/**
 * A signed booking of a row feeds it unless the level was reset after it was signed (a reset starts
 * the level again: what was signed before stays in the bookings' history only).
 */
const signedSinceReset = (booking: string, row: string) => `NOT EXISTS (SELECT 1 FROM inscripciones ri
  WHERE ri.estudiante_id = ${row}.estudiante_id AND ri.curso_id = ${row}.curso_id
  AND ri.reiniciado_at IS NOT NULL AND COALESCE(${booking}.asistencia_fecha, ${booking}.fecha::timestamptz) <= ri.reiniciado_at)`;
const SIGNED_SINCE_RESET = signedSinceReset('a', 'p');

/** Signed bookings with a topic (alias `booking`): the only ones that feed rows. */
const signed = (booking: string) => `${booking}.estado IN ('asistido', 'ausencia') AND ${booking}.tema_id IS NOT NULL`;

/**
 * The feeding rule (core's feedingBooking and fedRow) as one statement for one booking and for the
 * bulk path — test/server/progress/feedRule.property.test.ts holds both to the pure rule over random
 * booking histories: each booking `a` of `chosen` writes its row's attendance, who and when, the
 * booking, and the state while the row is still fed by bookings (not signed off, not blocked). An
 * absence never overrides a row already attended. $2 = the states fed by bookings.
 */
function feedSql(chosen: string): string {
  return `UPDATE progreso p SET
       estado = CASE WHEN p.estado = ANY($2::text[]) THEN a.estado ELSE p.estado END,
       asistencia = a.estado = 'asistido', asistencia_fecha = COALESCE(a.asistencia_fecha, now()),
       asistencia_usuario_id = a.asistencia_usuario_id, agendamiento_id = a.id,
       version = p.version + 1, updated_at = now()
     FROM ${chosen} a
     WHERE p.estudiante_id = a.estudiante_id AND p.tema_id = a.tema_id AND ${SIGNED_SINCE_RESET}
       AND NOT (a.estado = 'ausencia' AND p.asistencia IS TRUE)
       AND p.agendamiento_id IS DISTINCT FROM a.id
     RETURNING p.id`;
}

/** The rows of one enrolment, one per topic of the course (idempotent: existing rows stay). */
export async function createProgressRows(tx: Database, studentId: number, courseId: number): Promise<void> {
  await tx.query(
    `INSERT INTO progreso (estudiante_id, curso_id, tema_id, tipo, rango_nota, peso_nota)
     SELECT $1, t.curso_id, t.id, t.tipo, t.rango_nota, t.peso_nota FROM temas t WHERE t.curso_id = $2
     ON CONFLICT (estudiante_id, tema_id) DO NOTHING`,
    [studentId, courseId],
  );
}

/** New topics of a course: a row for each student enrolled in it (not in a level already ended: it is read-only). */
export async function addTopicsToEnrolled(tx: Database, topicIds: readonly number[]): Promise<void> {
  if (topicIds.length === 0) return;
  await tx.query(
    `INSERT INTO progreso (estudiante_id, curso_id, tema_id, tipo, rango_nota, peso_nota)
     SELECT i.estudiante_id, t.curso_id, t.id, t.tipo, t.rango_nota, t.peso_nota
     FROM temas t JOIN inscripciones i ON i.curso_id = t.curso_id AND i.avance_nivel IS NULL WHERE t.id = ANY($1::integer[])
     ON CONFLICT (estudiante_id, tema_id) DO NOTHING`,
    [[...topicIds]],
  );
}

/**
 * A signed booking (asistido/ausencia) feeds its topic's row: the attendance, who and when, the
 * booking, and the state when the row is still fed by bookings (not signed off, not blocked). An
 * absence never overrides a row already attended. Answers the rows changed.
 */
export async function feedRowFromBooking(tx: Database, bookingId: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(feedSql(`(SELECT * FROM agendamientos s WHERE s.id = $1 AND ${signed('s')})`), [bookingId, [...FED_BY_BOOKINGS]]);
  return rows.map((row) => row.id);
}

/**
 * A booking's signature undone: the row it fed forgets the attendance and is to be taken again,
 * unless another signed booking of the topic feeds it (the attended one first, then the latest).
 */
export async function unfeedRowOfBooking(tx: Database, bookingId: number): Promise<void> {
  const cleared = await tx.query<{ estudiante_id: number; tema_id: number }>(
    `UPDATE progreso SET estado = CASE WHEN estado IN ('asistido', 'ausencia') THEN 'pendiente' ELSE estado END,
       asistencia = NULL, asistencia_fecha = NULL, asistencia_usuario_id = NULL, agendamiento_id = NULL,
       version = version + 1, updated_at = now()
     WHERE agendamiento_id = $1 RETURNING estudiante_id, tema_id`,
    [bookingId],
  );
  for (const row of cleared) {
    const [other] = await tx.query<{ id: number }>(
      `SELECT a.id FROM agendamientos a JOIN progreso p ON p.estudiante_id = a.estudiante_id AND p.tema_id = a.tema_id
       WHERE a.estudiante_id = $1 AND a.tema_id = $2 AND ${signed('a')} AND a.id <> $3 AND ${SIGNED_SINCE_RESET}
       ORDER BY (a.estado = 'asistido') DESC, a.fecha DESC, a.hora DESC, a.id DESC LIMIT 1`,
      [row.estudiante_id, row.tema_id, bookingId],
    );
    if (other) await feedRowFromBooking(tx, other.id);
  }
}

/** The signed bookings of a student's course whose row they have not fed (what progreso/verificar repairs). */
export async function unfedBookings(db: Database, studentId: number, courseId: number): Promise<{ agendamiento_id: number; progreso_id: number; tema: string }[]> {
  return db.query(
    `SELECT a.id AS agendamiento_id, p.id AS progreso_id, t.nombre AS tema
     FROM agendamientos a
     JOIN progreso p ON p.estudiante_id = a.estudiante_id AND p.tema_id = a.tema_id
     JOIN temas t ON t.id = p.tema_id
     WHERE a.estudiante_id = $1 AND p.curso_id = $2 AND ${signed('a')} AND ${SIGNED_SINCE_RESET}
       AND p.estado = ANY($3::text[])
       AND ((a.estado = 'asistido' AND p.asistencia IS NOT TRUE) OR (a.estado = 'ausencia' AND p.asistencia IS NULL))
     ORDER BY a.fecha, a.hora, a.id`,
    [studentId, courseId, [...FED_BY_BOOKINGS]],
  );
}

/** The rows of a student's course that more than one open booking holds, in the course's order (what progreso/verificar reports). */
export function rowsOpenTwice(db: Database, studentId: number, courseId: number): Promise<VerificationResult['inconsistencias']> {
  return db.query<VerificationResult['inconsistencias'][number]>(
    `SELECT p.id AS progreso_id, t.nombre AS tema, array_agg(a.id ORDER BY a.id) AS agendamientos
     FROM progreso p JOIN temas t ON t.id = p.tema_id
     JOIN agendamientos a ON a.estudiante_id = p.estudiante_id AND a.tema_id = p.tema_id AND a.estado IN ('solicitado', 'notificado', 'asignado')
     WHERE p.estudiante_id = $1 AND p.curso_id = $2 GROUP BY p.id, t.nombre, t.orden HAVING count(*) > 1 ORDER BY t.orden`,
    [studentId, courseId],
  );
}

/**
 * feedRowFromBooking for every signed booking of some students at once (the demo data's bulk path):
 * per row, among the bookings signed since its level's last reset, the attended one first, then the latest.
 */
export async function feedRowsOfStudents(tx: Database, studentIds: readonly number[]): Promise<void> {
  const chosen = `(SELECT DISTINCT ON (b.estudiante_id, b.tema_id) b.*
     FROM agendamientos b JOIN progreso r ON r.estudiante_id = b.estudiante_id AND r.tema_id = b.tema_id
     WHERE b.estudiante_id = ANY($1::integer[]) AND ${signed('b')} AND ${signedSinceReset('b', 'r')}
     ORDER BY b.estudiante_id, b.tema_id, (b.estado = 'asistido') DESC, b.fecha DESC, b.hora DESC, b.id DESC)`;
  await tx.query(feedSql(chosen), [[...studentIds], [...FED_BY_BOOKINGS]]);
}
