// The progress rows (progreso) as the progress calls read them (docs/architecture.md 'Layout': a
// schedule table is read by its data modules only), each taking the Database or the transaction
// first: the current course's topics for grading, the courses with progress and every grade, a
// row's observations and a course's, a topic's row and a row's state. The record with its bookings
// is rows.ts's; the rows locked and written, progressRepository.ts's; the feed from bookings, sync.ts's.
import type { CourseTaken, GradingTopic, ProgressObservation } from '../../core/school/students/progress';
import type { Database } from '../db/database';

/** The rows of the student's current course as grading shows them, in the course's order. */
export function gradingTopics(db: Database, studentId: number): Promise<GradingTopic[]> {
  return db.query<GradingTopic>(
    `SELECT t.id, t.nombre, p.nota::float8 AS nota, p.rango_nota::float8 AS rango_nota, p.peso_nota::float8 AS peso_nota, p.tipo
     FROM usuarios u JOIN progreso p ON p.estudiante_id = u.id AND p.curso_id = u.curso_actual_id JOIN temas t ON t.id = p.tema_id
     WHERE u.id = $1 ORDER BY t.orden, t.id`,
    [studentId],
  );
}

/** The student's enrolments that have progress rows, in enrolment order (their grade is the caller's). */
export function coursesWithProgress(db: Database, studentId: number): Promise<Omit<CourseTaken, 'nota'>[]> {
  return db.query<Omit<CourseTaken, 'nota'>>(
    `SELECT i.curso_id, c.nombre AS curso, n.descripcion AS nivel, i.nota_nivelacion::float8 AS nota_nivelacion,
            to_char(i.avance_nivel, 'YYYY-MM-DD') AS avance_nivel, i.curso_id IS NOT DISTINCT FROM u.curso_actual_id AS actual
     FROM inscripciones i JOIN cursos c ON c.id = i.curso_id LEFT JOIN niveles n ON n.id = c.nivel_id JOIN usuarios u ON u.id = i.estudiante_id
     WHERE i.estudiante_id = $1 AND EXISTS (SELECT 1 FROM progreso p WHERE p.estudiante_id = i.estudiante_id AND p.curso_id = i.curso_id)
     ORDER BY i.fecha_matricula, i.id`,
    [studentId],
  );
}

/** Every grade of the student's rows, with its course (for each course's final grade). */
export function gradesOfStudent(db: Database, studentId: number): Promise<{ curso_id: number; nota: number | null; rango_nota: number | null; peso_nota: number | null }[]> {
  return db.query<{ curso_id: number; nota: number | null; rango_nota: number | null; peso_nota: number | null }>(
    'SELECT curso_id, nota::float8 AS nota, rango_nota::float8 AS rango_nota, peso_nota::float8 AS peso_nota FROM progreso WHERE estudiante_id = $1',
    [studentId],
  );
}

/** A row's student and observations (as stored: oldest first); undefined: no such row. */
export async function rowObservations(db: Database, id: number): Promise<{ estudiante_id: number; observaciones: ProgressObservation[] } | undefined> {
  const [row] = await db.query<{ estudiante_id: number; observaciones: ProgressObservation[] }>('SELECT estudiante_id, observaciones FROM progreso WHERE id = $1', [id]);
  return row;
}

/** Every observation of the rows of a student's course, with its row and topic, newest first. */
export function courseObservations(db: Database, studentId: number, cursoId: number): Promise<(ProgressObservation & { progreso_id: number; tema: string })[]> {
  return db.query(
    `SELECT p.id AS progreso_id, t.nombre AS tema, o->>'texto' AS texto, o->>'usuario' AS usuario, o->>'fecha' AS fecha
     FROM progreso p JOIN temas t ON t.id = p.tema_id CROSS JOIN LATERAL jsonb_array_elements(p.observaciones) o
     WHERE p.estudiante_id = $1 AND p.curso_id = $2 ORDER BY o->>'fecha' DESC, p.id`,
    [studentId, cursoId],
  );
}

/** The student's row of a topic of the course, with its state and whether the topic is active and bookable; undefined: none. */
export async function topicRow(
  db: Database,
  row: { studentId: number; cursoId: number; temaId: number },
): Promise<{ id: number; estado: string; activo: boolean; programable: boolean } | undefined> {
  const [found] = await db.query<{ id: number; estado: string; activo: boolean; programable: boolean }>(
    'SELECT p.id, p.estado, t.activo, t.programable FROM progreso p JOIN temas t ON t.id = p.tema_id WHERE p.estudiante_id = $1 AND p.curso_id = $2 AND p.tema_id = $3',
    [row.studentId, row.cursoId, row.temaId],
  );
  return found;
}

/** The row's state (the row exists: the caller has just written it). */
export async function rowState(db: Database, id: number): Promise<string> {
  const [row] = await db.query<{ estado: string }>('SELECT estado FROM progreso WHERE id = $1', [id]);
  return row.estado;
}
