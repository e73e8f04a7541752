// Shared pieces of the progress API tests: a student of the test school put where the tests need
// them (a sede of the staff users', or one outside), their rows read straight from the database,
// signed bookings as the scheduler leaves them, a level ended either way the schema allows, and the
// checks every write shares (refused: nothing written; accepted: one audit event).
import { expect } from 'vitest';
import type { Database } from '../../../server/db/database';
import { databaseFingerprint, type TestServer } from '../helpers';

/** Exactly 40 characters (the minimum of every progress reason), and one short of it. */
export const REASON = 'Revisado con la coordinación del curso..';
export const SHORT_REASON = REASON.slice(0, 39);

export interface Student {
  id: number;
  curso_id: number;
  /** The enrolment of the current course (progreso/nota_nivelacion's registro_id). */
  registro_id: number;
}

/**
 * The nth ordinary student with a current course (and its rows; with an exam among them if asked), moved to `sede` (createStaffUser's
 * users reach sedes 1 and 2), their bookings removed and every row of theirs back to a fresh pendiente.
 */
export async function takeStudent(db: Database, nth: number, sede = 1, { withExam = false } = {}): Promise<Student> {
  const rows = await db.query<{ id: number; curso_id: number; registro_id: number }>(
    `SELECT u.id, u.curso_actual_id AS curso_id, i.id AS registro_id FROM usuarios u
     JOIN inscripciones i ON i.estudiante_id = u.id AND i.curso_id = u.curso_actual_id
     WHERE u.es AND NOT u.pr AND NOT u.ad AND u.grupo_id IS NULL AND u.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM progreso p WHERE p.estudiante_id = u.id AND p.curso_id = u.curso_actual_id AND (NOT $2 OR p.tipo = 'examen'))
     ORDER BY u.id OFFSET $1 LIMIT 1`,
    [nth, withExam],
  );
  const [student] = rows;
  if (!student) throw new Error(`no student #${nth} with a course`);
  await db.query('UPDATE usuarios SET sede_id = $2 WHERE id = $1', [student.id, sede]);
  await freshStudent(db, student);
  return student;
}

/** The student's bookings removed, level changes removed, every row pendiente with nothing recorded. */
export async function freshStudent(db: Database, student: Student): Promise<void> {
  await db.query('UPDATE progreso SET agendamiento_id = NULL WHERE estudiante_id = $1', [student.id]);
  await db.query('DELETE FROM agendamientos WHERE estudiante_id = $1', [student.id]);
  await db.query('DELETE FROM cambios_nivel WHERE estudiante_id = $1', [student.id]);
  await db.query(
    `UPDATE progreso SET estado = 'pendiente', nota = NULL, asistencia = NULL, asistencia_fecha = NULL, asistencia_usuario_id = NULL,
       autorizado_fecha = NULL, autorizado_usuario_id = NULL, observaciones = '[]'::jsonb WHERE estudiante_id = $1`,
    [student.id],
  );
  await db.query('UPDATE inscripciones SET avance_nivel = NULL, nota_nivelacion = NULL, tema_definido_id = NULL, reiniciado_at = NULL WHERE estudiante_id = $1', [student.id]);
}

/** Every row of the student's current course closed (issue 43: levelling waits for it): 'ausencia', so no grade is added. */
export async function closeLevel(db: Database, student: Student): Promise<void> {
  await db.query("UPDATE progreso SET estado = 'ausencia' WHERE estudiante_id = $1 AND curso_id = $2", [student.id, student.curso_id]);
}

export interface StoredRow {
  id: number;
  tema_id: number;
  curso_id: number;
  estado: string;
  tipo: string;
  nota: number | null;
  rango_nota: number | null;
  peso_nota: number | null;
  asistencia: boolean | null;
  asistencia_usuario_id: number | null;
  asistencia_fecha: string | null;
  agendamiento_id: number | null;
  autorizado_usuario_id: number | null;
  autorizado_fecha: string | null;
  observaciones: { texto: string; usuario: string | null; fecha: string }[];
  version: number;
}

/** The student's rows of a course (default: every course), in the course's order. */
export async function storedRows(db: Database, studentId: number, courseId?: number): Promise<StoredRow[]> {
  return db.query<StoredRow>(
    `SELECT p.id, p.tema_id, p.curso_id, p.estado, p.tipo, p.nota::float8 AS nota, p.rango_nota::float8 AS rango_nota, p.peso_nota::float8 AS peso_nota,
            p.asistencia, p.asistencia_usuario_id, p.asistencia_fecha::text, p.agendamiento_id, p.autorizado_usuario_id, p.autorizado_fecha::text,
            p.observaciones, p.version
     FROM progreso p JOIN temas t ON t.id = p.tema_id
     WHERE p.estudiante_id = $1 AND ($2::integer IS NULL OR p.curso_id = $2) ORDER BY t.orden, t.id`,
    [studentId, courseId ?? null],
  );
}

export async function storedRow(db: Database, id: number): Promise<StoredRow> {
  const [row] = await db.query<StoredRow>(
    `SELECT id, tema_id, curso_id, estado, tipo, nota::float8 AS nota, rango_nota::float8 AS rango_nota, peso_nota::float8 AS peso_nota, asistencia,
            asistencia_usuario_id, asistencia_fecha::text, agendamiento_id, autorizado_usuario_id, autorizado_fecha::text, observaciones, version
     FROM progreso WHERE id = $1`,
    [id],
  );
  return row;
}

/** A row of the student's current course of `tipo` (the nth), put in `estado` (and `nota`). */
export async function rowIn(db: Database, student: Student, estado: string, tipo = 'clase', nth = 0, nota: number | null = null): Promise<StoredRow> {
  const rows = (await storedRows(db, student.id, student.curso_id)).filter((row) => row.tipo === tipo);
  const row = rows[nth];
  if (!row) throw new Error(`no ${tipo} row #${nth}`);
  await db.query('UPDATE progreso SET estado = $2, nota = $3 WHERE id = $1', [row.id, estado, nota]);
  return storedRow(db, row.id);
}

export const eventCount = async (db: Database): Promise<number> => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM eventos'))[0].n;

/** The level of the student's current course ends: by the enrolment's column, or by a finished level change (its trigger). */
export async function endLevel(db: Database, student: Student, how: 'avance' | 'cambio'): Promise<void> {
  if (how === 'avance') {
    await db.query("UPDATE inscripciones SET avance_nivel = '2026-11-20' WHERE id = $1", [student.registro_id]);
    return;
  }
  const [admin] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE ad ORDER BY id LIMIT 1');
  await db.query(
    `INSERT INTO cambios_nivel (estudiante_id, solicitante_id, administrador_id, curso_anterior_id, curso_nuevo_id, finalizado, sede_id, fecha_avance_nivel)
     VALUES ($1, $2, $2, $3, $3, true, 1, '2026-11-21')`,
    [student.id, admin.id, student.curso_id],
  );
}

let bookingDay = 0;

/** A booking of the student holding `temaId` as the scheduler leaves it (signed: with its attendance), each on a day of its own. */
export async function insertBooking(db: Database, studentId: number, temaId: number, estado: string, sede = 1): Promise<number> {
  bookingDay++;
  const signed = estado === 'asistido' || estado === 'ausencia';
  const [admin] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE ad ORDER BY id LIMIT 1');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, tema_id, asistencia, asistencia_fecha, asistencia_usuario_id)
     VALUES ($1, DATE '2026-06-01' + $2::integer, '07:30', $3, 'regular_1', $4, $5, $6, $7, $8) RETURNING id`,
    [studentId, bookingDay, sede, estado, temaId, signed ? estado === 'asistido' : null, signed ? '2026-06-01T12:30:00Z' : null, signed ? admin.id : null],
  );
  return row.id;
}

/** The call is refused with `status` and `message`, and not a row of the database changed. */
export async function expectRefused(
  server: TestServer,
  path: string,
  body: unknown,
  token: string,
  status: number,
  message?: string,
): Promise<{ code: string; message: string; errors?: Record<string, string> }> {
  const before = await databaseFingerprint(server.db);
  const response = await server.post(path, body, token);
  expect(response.statusCode, `${path} ${JSON.stringify(body)}: ${response.body}`).toBe(status);
  const answer = response.json() as { code: string; message: string; errors?: Record<string, string> };
  if (message !== undefined) expect(answer.message, path).toBe(message);
  expect(await databaseFingerprint(server.db), `${path} wrote on a ${status}`).toEqual(before);
  return answer;
}

/** The call succeeds and leaves exactly one audit event (universo 'progreso', by `userId`). */
export async function expectOneEvent(server: TestServer, path: string, body: unknown, token: string): Promise<Record<string, unknown>> {
  const before = await eventCount(server.db);
  const response = await server.post(path, body, token);
  expect(response.statusCode, `${path} ${JSON.stringify(body)}: ${response.body}`).toBe(200);
  expect(await eventCount(server.db), `${path}: events`).toBe(before + 1);
  const [event] = await server.db.query<{ universo: string }>('SELECT universo FROM eventos ORDER BY id DESC LIMIT 1');
  expect(event.universo).toBe('progreso');
  return response.json() as Record<string, unknown>;
}
