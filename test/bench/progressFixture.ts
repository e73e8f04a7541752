// The estudiante/progreso bench's student (issue 23): enrolled in three courses of one ladder (the
// first two with their level ended), 40 topics each (topics added where a course has fewer), a
// progress row per topic, 300 bookings of the bookable topics one a day (signed asistido/ausencia,
// cancelled ones and the current course's last topics open), the rows fed from the signed ones as
// the server feeds them (feedRowsOfStudents) and graded. By SQL, held to valid data by the keys and
// the capacity trigger; used by the API figure (figures/progress.ts) and the render (progressRender.ts).
import type { Database, SqlParam } from '../../server/db/database';
import { addTopicsToEnrolled, createProgressRows, feedRowsOfStudents } from '../../server/progress/sync';

export const PROGRESS_FIXTURE = { courses: 3, topicsPerCourse: 40, bookings: 300 } as const;
/** Far from any date the seed books (its weeks are around today): one class per day, never a collision. */
const FIRST_DAY = '2001-01-01';
const HOUR = '06:00';
/** Of the current course's bookable topics, those from this position on have their last booking open. */
const OPEN_FROM = 24;

/** What every filled student shares: the courses (the last is the current one) and one class per booking. */
export interface ProgressPlan {
  courseIds: number[];
  /** In date order, one per booking (FIRST_DAY + i). */
  classIds: number[];
  sedeId: number;
  teacherId: number;
}

interface Topic {
  id: number;
  curso_id: number;
  tipo: string;
  tipo_clase: string | null;
}

async function ensureTopics(db: Database, courseId: number): Promise<void> {
  const [{ n, orden }] = await db.query<{ n: number; orden: number }>('SELECT count(*)::int AS n, COALESCE(max(orden), 0) AS orden FROM temas WHERE curso_id = $1', [courseId]);
  const missing = PROGRESS_FIXTURE.topicsPerCourse - n;
  if (missing <= 0) return;
  const added = await db.query<{ id: number }>(
    `INSERT INTO temas (curso_id, nombre, codigo, orden, tipo, rango_nota, peso_nota)
     SELECT $1, 'Tema bench ' || i, 'BENCH-' || $1 || '-' || i, $2::integer + i, 'clase', 5, 0 FROM generate_series(1, $3::integer) i RETURNING id`,
    [courseId, orden, missing],
  );
  await addTopicsToEnrolled(db, added.map((t) => t.id));
}

/** Three courses of one ladder with 40 topics each, a room with seats for several filled students, and 300 classes. */
export async function prepareProgressPlan(db: Database, students = 1): Promise<ProgressPlan> {
  const courses = await db.query<{ id: number }>(
    'SELECT id FROM cursos WHERE nivel_id IS NOT NULL ORDER BY nivel_id, id LIMIT $1',
    [PROGRESS_FIXTURE.courses],
  );
  if (courses.length < PROGRESS_FIXTURE.courses) throw new Error(`se necesitan ${PROGRESS_FIXTURE.courses} cursos`);
  for (const course of courses) await ensureTopics(db, course.id);
  const [place] = await db.query<{ salon_id: number; sede_id: number; profesor_id: number }>(
    `SELECT s.id AS salon_id, s.sede_id, (SELECT id FROM usuarios WHERE pr AND deleted_at IS NULL ORDER BY id LIMIT 1) AS profesor_id
     FROM salones s WHERE s.capacidad >= $1 ORDER BY s.id LIMIT 1`,
    [students],
  );
  if (!place?.profesor_id) throw new Error('sin salón o docente para las clases');
  const classes = await db.query<{ id: number }>(
    `INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase)
     SELECT DATE '${FIRST_DAY}' + i, '${HOUR}', $1, $2, $3, ARRAY['regular_1'], 'regular' FROM generate_series(0, $4::integer - 1) i ORDER BY i RETURNING id`,
    [place.sede_id, place.salon_id, place.profesor_id, PROGRESS_FIXTURE.bookings],
  );
  return { courseIds: courses.map((c) => c.id), classIds: classes.map((c) => c.id), sedeId: place.sede_id, teacherId: place.profesor_id };
}

interface Booking {
  tema_id: number;
  tipo_clase: string;
  estado: string;
  clase: boolean;
}

/** The bookings in date order: each bookable topic gets two to four, its last attended (or open at the end of the current course). */
function plannedBookings(topics: readonly Topic[], currentCourse: number): Booking[] {
  const bookable = topics.filter((t) => t.tipo !== 'autonomo');
  const current = bookable.filter((t) => t.curso_id === currentCourse);
  const fallback = topics.find((t) => t.tipo_clase)?.tipo_clase ?? 'regular_1';
  const perTopic = new Map<number, number>();
  const topicOf = (i: number) => bookable[Math.floor((i * bookable.length) / PROGRESS_FIXTURE.bookings)];
  for (let i = 0; i < PROGRESS_FIXTURE.bookings; i++) perTopic.set(topicOf(i).id, (perTopic.get(topicOf(i).id) ?? 0) + 1);
  const seen = new Map<number, number>();
  return Array.from({ length: PROGRESS_FIXTURE.bookings }, (_, i) => {
    const topic = topicOf(i);
    const nth = (seen.get(topic.id) ?? 0) + 1;
    seen.set(topic.id, nth);
    const last = nth === perTopic.get(topic.id);
    const open = current.indexOf(topic) >= OPEN_FROM;
    const estado = last ? (open ? (i % 2 === 0 ? 'asignado' : 'solicitado') : 'asistido') : nth % 2 === 1 ? 'ausencia' : 'cancelado';
    return { tema_id: topic.id, tipo_clase: topic.tipo_clase ?? fallback, estado, clase: estado !== 'solicitado' && estado !== 'cancelado' };
  });
}

/**
 * Makes `studentId` the bench's student: their bookings and progress replaced by the fixture's, the
 * plan's last course their current one. Answers the current course.
 */
export async function fillProgressStudent(db: Database, plan: ProgressPlan, studentId: number): Promise<number> {
  const current = plan.courseIds[plan.courseIds.length - 1];
  // Their bookings' survey answers first (the demo rates some bookings of the days around today).
  await db.query('DELETE FROM encuestas WHERE agendamiento_id IN (SELECT id FROM agendamientos WHERE estudiante_id = $1)', [studentId]);
  await db.query('DELETE FROM agendamientos WHERE estudiante_id = $1', [studentId]);
  await db.query('DELETE FROM progreso WHERE estudiante_id = $1', [studentId]);
  await db.query('DELETE FROM inscripciones WHERE estudiante_id = $1', [studentId]);
  await db.query('UPDATE usuarios SET curso_actual_id = $2, nivel_id = (SELECT nivel_id FROM cursos WHERE id = $2) WHERE id = $1', [studentId, current]);
  // The former courses' levels ended (avance_nivel): their rows are read-only, as after a level change.
  await db.query(
    `INSERT INTO inscripciones (estudiante_id, curso_id, fecha_matricula, sede_id, avance_nivel)
     SELECT $1, c, DATE '${FIRST_DAY}' + (k::integer - 1) * 100, $2, CASE WHEN c <> $4 THEN DATE '${FIRST_DAY}' + k::integer * 100 - 1 END
     FROM unnest($3::int[]) WITH ORDINALITY AS u(c, k)`,
    [studentId, plan.sedeId, plan.courseIds, current],
  );
  for (const courseId of plan.courseIds) await createProgressRows(db, studentId, courseId);
  const topics = await db.query<Topic>(
    'SELECT t.id, t.curso_id, t.tipo, t.tipo_clase FROM temas t WHERE t.curso_id = ANY($1::int[]) ORDER BY array_position($1::int[], t.curso_id), t.orden, t.id',
    [plan.courseIds],
  );
  const bookings = plannedBookings(topics, current);
  const column = <T extends SqlParam>(pick: (b: Booking, i: number) => T) => bookings.map(pick);
  await db.query(
    `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, clase_id, tipo_clase, tema_id, estado,
       asistencia, asistencia_fecha, asistencia_usuario_id, conformidad_fecha)
     SELECT $1, DATE '${FIRST_DAY}' + v.i, '${HOUR}', $2, v.clase_id, v.tipo_clase, v.tema_id, v.estado,
       CASE v.estado WHEN 'asistido' THEN true WHEN 'ausencia' THEN false END,
       CASE WHEN v.estado IN ('asistido', 'ausencia') THEN (DATE '${FIRST_DAY}' + v.i) + TIME '08:00' END,
       CASE WHEN v.estado IN ('asistido', 'ausencia') THEN $3::integer END,
       CASE WHEN v.estado = 'asistido' AND v.i % 3 <> 0 THEN (DATE '${FIRST_DAY}' + v.i) + TIME '09:00' END
     FROM unnest($4::integer[], $5::integer[], $6::text[], $7::integer[], $8::text[]) AS v(i, clase_id, tipo_clase, tema_id, estado)`,
    [
      studentId, plan.sedeId, plan.teacherId,
      column((_, i) => i), column((b, i) => (b.clase ? plan.classIds[i] : null)), column((b) => b.tipo_clase), column((b) => b.tema_id), column((b) => b.estado),
    ] as SqlParam[],
  );
  await feedRowsOfStudents(db, [studentId]);
  await gradeRows(db, studentId, current, plan.teacherId);
  return current;
}

/**
 * The ended levels: every topic passed with a grade (signed off where not attended). The current
 * course: the teacher's grade on attended topics, the first units' autonomous work graded.
 */
async function gradeRows(db: Database, studentId: number, current: number, signerId: number): Promise<void> {
  await db.query(
    `UPDATE progreso p SET estado = CASE WHEN p.estado = 'asistido' THEN 'asistido' ELSE 'superado' END,
       nota = round(p.rango_nota * (0.7 + (p.id % 30) / 100.0), 2),
       autorizado_fecha = CASE WHEN p.estado <> 'asistido' THEN TIMESTAMPTZ '${FIRST_DAY} 12:00Z' END,
       autorizado_usuario_id = CASE WHEN p.estado <> 'asistido' THEN $3::integer END
     WHERE p.estudiante_id = $1 AND p.curso_id <> $2`,
    [studentId, current, signerId],
  );
  await db.query(
    `UPDATE progreso p SET nota = round(p.rango_nota * (0.6 + (p.id % 40) / 100.0), 2)
     WHERE p.estudiante_id = $1 AND p.curso_id = $2 AND p.estado = 'asistido'`,
    [studentId, current],
  );
  await db.query(
    `UPDATE progreso p SET estado = 'superado', nota = round(p.rango_nota * 0.8, 2), autorizado_fecha = now(), autorizado_usuario_id = $3
     FROM temas t WHERE t.id = p.tema_id AND p.estudiante_id = $1 AND p.curso_id = $2 AND p.tipo = 'autonomo' AND t.unidad <= 4`,
    [studentId, current, signerId],
  );
}
