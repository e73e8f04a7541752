// Reading progress (ProgressRow, core/school/students/progress.ts): the rows of one student's course with
// their topic, class, people, bookings and exam, and the enrolment that says whether the level has
// ended. The bookings and the class are those at the caller's sedes (null: every sede), as the
// detail shows them; read here, in the record's one statement (progress sits below the scheduler,
// which feeds it: it cannot call server/scheduler/bookingReads.ts).
import { DEFAULT_PASS_MARK, finalGrade, isRowClosed } from '../../core/school/students/progressRules';
import type { ProgressRow } from '../../core/school/students/progress';
import type { Database } from '../db/database';
import { withinReach } from '../people/reach';

const OPEN = "('solicitado', 'notificado', 'asignado')";
const PERSON = (id: string) => `(SELECT json_build_object('nombre', concat_ws(' ', x.primer_nombre, x.primer_apellido)) FROM usuarios x WHERE x.id = ${id})`;
const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The rows of the student's course, in the course's order. $1 student, $2 course, $3 sedes. One
 * pass over the student's bookings of the course's topics groups them per topic (list, open count,
 * the class to show: the one that fed the row, else the latest booking's with a class).
 */
const ROWS_SQL = `
WITH b AS (
  SELECT a.tema_id,
         json_agg(json_build_object('id', a.id, 'estado', a.estado, 'fecha', to_char(a.fecha, 'YYYY-MM-DD'), 'hora', a.hora,
                  'clase', CASE WHEN k.id IS NULL THEN NULL ELSE json_build_object('id', k.id, 'sede', ks.nombre, 'salon', kr.nombre,
                    'profesor', concat_ws(' ', kp.primer_nombre, kp.primer_apellido)) END)
                  ORDER BY a.fecha DESC, a.hora DESC, a.id DESC) AS agendamientos,
         count(*) FILTER (WHERE a.estado IN ${OPEN})::int AS abiertos,
         (array_agg(a.id ORDER BY a.fecha DESC, a.hora DESC, a.id DESC) FILTER (WHERE a.clase_id IS NOT NULL AND a.estado <> 'cancelado'))[1] AS ultimo
  FROM agendamientos a
  LEFT JOIN clases k ON k.id = a.clase_id
  LEFT JOIN sedes ks ON ks.id = k.sede_id
  LEFT JOIN salones kr ON kr.id = k.salon_id
  LEFT JOIN usuarios kp ON kp.id = k.profesor_id
  WHERE a.estudiante_id = $1 AND a.tema_id IS NOT NULL AND ${withinReach('a.sede_id', 3)}
    AND a.tema_id IN (SELECT tema_id FROM progreso WHERE estudiante_id = $1 AND curso_id = $2)
  GROUP BY a.tema_id
)
SELECT p.id, p.version, p.estudiante_id, p.tema_id, t.orden, p.estado, p.tipo,
       CASE WHEN p.asistencia THEN 1 WHEN NOT p.asistencia THEN 0 END AS asistencia,
       p.nota::float8 AS nota, p.rango_nota::float8 AS rango_nota, p.peso_nota::float8 AS peso_nota,
       json_build_object('nombre', t.nombre) AS tema, json_build_object('nombre', cu.nombre) AS curso,
       to_char(c.fecha, 'YYYY-MM-DD') AS clase_fecha,
       CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('sede', se.nombre, 'salon', s.nombre,
         'profesor', concat_ws(' ', pr.primer_nombre, pr.primer_apellido), 'fecha_bloque', to_char(c.fecha, 'YYYY-MM-DD') || ' ' || c.hora) END AS clase,
       CASE WHEN c.id IS NULL THEN NULL ELSE concat_ws(' ', pr.primer_nombre, pr.primer_apellido) END AS docente,
       ${ISO('ab.conformidad_fecha')} AS conformidad_fecha,
       ${ISO('p.asistencia_fecha')} AS asistencia_fecha, ${PERSON('p.asistencia_usuario_id')} AS asistencia_usuario,
       ${ISO('p.autorizado_fecha')} AS autorizado_fecha, ${PERSON('p.autorizado_usuario_id')} AS autorizado_usuario,
       COALESCE(b.agendamientos, '[]'::json) AS agendamientos, COALESCE(b.abiertos, 0) AS abiertos,
       CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object('id', e.id, 'nombre', e.nombre) END AS examen,
       CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object('criterios', COALESCE((
         SELECT json_agg(json_build_object('nombre', k->>'nombre', 'codigo', k->>'codigo', 'self_assessment', e.self_assessment))
         FROM jsonb_array_elements(e.criterios) k), '[]'::json)) END AS estructura,
       p.notas
FROM progreso p
JOIN temas t ON t.id = p.tema_id
JOIN cursos cu ON cu.id = p.curso_id
LEFT JOIN b ON b.tema_id = p.tema_id
LEFT JOIN agendamientos ab ON ab.id = COALESCE(p.agendamiento_id, b.ultimo)
LEFT JOIN clases c ON c.id = ab.clase_id AND ${withinReach('c.sede_id', 3)}
LEFT JOIN salones s ON s.id = c.salon_id
LEFT JOIN sedes se ON se.id = c.sede_id
LEFT JOIN usuarios pr ON pr.id = c.profesor_id
LEFT JOIN examenes e ON e.id = t.examen_id
WHERE p.estudiante_id = $1 AND p.curso_id = $2
ORDER BY t.orden, t.id`;

export async function progressRows(db: Database, studentId: number, courseId: number, sedes: number[] | null): Promise<ProgressRow[]> {
  return db.query<ProgressRow>(ROWS_SQL, [studentId, courseId, sedes]);
}

/** The SQL of progressRows, for the benchmark's raw baseline. */
export const PROGRESS_ROWS_SQL = ROWS_SQL;

/** A student's enrolment in a course: the level's end and levelling grade. */
export interface Enrolment {
  id: number;
  version: number;
  curso_id: number;
  avance_nivel: string | null;
  nota_nivelacion: number | null;
  tema_definido_id: number | null;
}

export async function enrolmentOf(db: Database, studentId: number, courseId: number, lock = false): Promise<Enrolment | null> {
  const [row] = await db.query<Enrolment>(
    `SELECT id, version, curso_id, to_char(avance_nivel, 'YYYY-MM-DD') AS avance_nivel, nota_nivelacion::float8 AS nota_nivelacion, tema_definido_id
     FROM inscripciones WHERE estudiante_id = $1 AND curso_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [studentId, courseId],
  );
  return row ?? null;
}

/** The student's current course and name. */
export async function studentCourse(db: Database, studentId: number): Promise<{ nombres: string; curso_id: number | null; curso: string | null }> {
  const [row] = await db.query<{ nombres: string; curso_id: number | null; curso: string | null }>(
    `SELECT concat_ws(' ', u.primer_nombre, u.segundo_nombre, u.primer_apellido, u.segundo_apellido) AS nombres, u.curso_actual_id AS curso_id, c.nombre AS curso
     FROM usuarios u LEFT JOIN cursos c ON c.id = u.curso_actual_id WHERE u.id = $1`,
    [studentId],
  );
  return row;
}

/** estudiante/progreso's head: the student's name and current course, that course's enrolment and the pass mark. */
export interface ProgressHead {
  nombres: string;
  curso_id: number | null;
  curso: string | null;
  /** null: no enrolment in the current course (or no current course). */
  enrolment: Pick<Enrolment, 'avance_nivel' | 'nota_nivelacion'> | null;
  nota_aprobacion: number;
}

/** One statement for what studentCourse, enrolmentOf and passMark read apart (a statement less is a round trip less per page load). */
export async function progressHead(db: Database, studentId: number): Promise<ProgressHead> {
  const [row] = await db.query<{
    nombres: string; curso_id: number | null; curso: string | null; inscrito: boolean; avance_nivel: string | null; nota_nivelacion: number | null; valor: string | null;
  }>(
    `SELECT concat_ws(' ', u.primer_nombre, u.segundo_nombre, u.primer_apellido, u.segundo_apellido) AS nombres, u.curso_actual_id AS curso_id, c.nombre AS curso,
            i.id IS NOT NULL AS inscrito, to_char(i.avance_nivel, 'YYYY-MM-DD') AS avance_nivel, i.nota_nivelacion::float8 AS nota_nivelacion,
            (SELECT valor FROM config WHERE clave = 'nota_aprobacion') AS valor
     FROM usuarios u LEFT JOIN cursos c ON c.id = u.curso_actual_id
     LEFT JOIN inscripciones i ON i.estudiante_id = u.id AND i.curso_id = u.curso_actual_id
     WHERE u.id = $1`,
    [studentId],
  );
  const { nombres, curso_id, curso } = row;
  const enrolment = row.inscrito ? { avance_nivel: row.avance_nivel, nota_nivelacion: row.nota_nivelacion } : null;
  return { nombres, curso_id, curso, enrolment, nota_aprobacion: passMarkOf(row.valor) };
}

/** Where a student's course stands for levelling: its final grade, and its rows still open (isRowClosed) of all. */
export interface CourseStanding {
  notaFinal: number;
  abiertos: number;
  total: number;
}

export async function courseStanding(db: Database, studentId: number, courseId: number): Promise<CourseStanding> {
  const rows = await db.query<{ estado: string; nota: number | null; rango_nota: number | null; peso_nota: number | null }>(
    'SELECT estado, nota::float8 AS nota, rango_nota::float8 AS rango_nota, peso_nota::float8 AS peso_nota FROM progreso WHERE estudiante_id = $1 AND curso_id = $2',
    [studentId, courseId],
  );
  // The closed rule is read here, in TypeScript, so no SQL restates the list of closed states.
  return { notaFinal: finalGrade(rows), abiertos: rows.filter((row) => !isRowClosed(row.estado)).length, total: rows.length };
}

/** The pass mark (config 'nota_aprobacion'; docs/domain/progress.md 'Progress and grades'). */
export async function passMark(db: Database): Promise<number> {
  const [row] = await db.query<{ valor: string }>("SELECT valor FROM config WHERE clave = 'nota_aprobacion'");
  return passMarkOf(row?.valor);
}

/** The configured value when it is a grade on the scale, else the default. */
function passMarkOf(valor: string | null | undefined): number {
  const value = Number(valor);
  return Number.isFinite(value) && value > 0 && value <= 5 ? value : DEFAULT_PASS_MARK;
}
