// The progress reads (docs/domain/progress.md 'Progress and grades'; 4EBC511D, notes 6B04B5EF): the current course's
// record with its summary and final grade, the topics for grading, the levelling state, the courses
// taken, another course's record and the rows' histories. A student outside the caller's sedes is
// not found.
import type { FastifyInstance } from 'fastify';
import {
  type CourseTaken, type GradingTopic, type LevellingState, type OtherLevelProgress, PROGRESS_CODES, PROGRESS_PATHS, progressBodies,
  type ProgressObservation, type StudentProgress,
} from '../../core/school/students/progress';
import { countsAsAbsence, countsAsClass, finalGrade, GRADE_SCALE, levellingCode } from '../../core/school/students/progressRules';
import { defineEndpoint } from '../http/endpoint';
import { notFound } from '../errors/apiError';
import type { RouteDeps } from '../http/routeDeps';
import { visibleStudent } from '../people/studentReach';
import { sedesParam } from '../people/reach';
import { PROGRESS_READ_EXAMPLES } from './reads.examples';
import { courseGrades, enrolmentOf, passMark, progressHead, progressRows, studentCourse } from './rows';

export function registerProgressReadEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: PROGRESS_PATHS.progreso,
    permission: PROGRESS_CODES.progreso,
    body: progressBodies.progreso,
    ...PROGRESS_READ_EXAMPLES[PROGRESS_PATHS.progreso],
    handler: async ({ body, session }): Promise<StudentProgress> => {
      const student = await visibleStudent(db, session, body.estudiante_id);
      const { enrolment, nota_aprobacion, ...course } = await progressHead(db, student.id);
      const empty = { ...course, registros: [], resumen: { clases: 0, inasistencias: 0, total: 0 }, avance_nivel: null, nota_nivelacion: null, nota_final: 0, nota_aprobacion };
      if (course.curso_id === null) return empty;
      const registros = await progressRows(db, student.id, course.curso_id, sedesParam(session));
      return {
        ...course,
        registros,
        resumen: {
          clases: registros.filter((row) => countsAsClass(row.estado)).length,
          inasistencias: registros.filter((row) => countsAsAbsence(row.estado)).length,
          total: registros.length,
        },
        avance_nivel: enrolment?.avance_nivel ?? null,
        nota_nivelacion: enrolment?.nota_nivelacion ?? null,
        nota_final: finalGrade(registros),
        nota_aprobacion,
      };
    },
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.notas,
    permission: PROGRESS_CODES.notas,
    body: progressBodies.notas,
    ...PROGRESS_READ_EXAMPLES[PROGRESS_PATHS.notas],
    handler: async ({ body, session }): Promise<GradingTopic[]> => {
      const student = await visibleStudent(db, session, body.estudiante_id);
      return db.query<GradingTopic>(
        `SELECT t.id, t.nombre, p.nota::float8 AS nota, p.rango_nota::float8 AS rango_nota, p.peso_nota::float8 AS peso_nota, p.tipo
         FROM usuarios u JOIN progreso p ON p.estudiante_id = u.id AND p.curso_id = u.curso_actual_id JOIN temas t ON t.id = p.tema_id
         WHERE u.id = $1 ORDER BY t.orden, t.id`,
        [student.id],
      );
    },
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.estado,
    permission: PROGRESS_CODES.estado,
    body: progressBodies.estado,
    ...PROGRESS_READ_EXAMPLES[PROGRESS_PATHS.estado],
    handler: async ({ body, session }): Promise<LevellingState> => {
      const student = await visibleStudent(db, session, body.estudiante_id);
      const { curso_id } = await studentCourse(db, student.id);
      const enrolment = curso_id === null ? null : await enrolmentOf(db, student.id, curso_id);
      if (curso_id === null || !enrolment) return { curso_id, codigo: 'sin_curso', dato: null, rango_nota: GRADE_SCALE };
      const [notaFinal, mark] = await Promise.all([courseGrades(db, student.id, curso_id), passMark(db)]);
      return {
        curso_id,
        codigo: levellingCode(notaFinal, mark, enrolment.avance_nivel !== null),
        dato: { id: enrolment.id, nota_nivelacion: enrolment.nota_nivelacion, nota_final: notaFinal },
        rango_nota: GRADE_SCALE,
      };
    },
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.nivelesCursados,
    permission: PROGRESS_CODES.nivelesCursados,
    body: progressBodies.nivelesCursados,
    ...PROGRESS_READ_EXAMPLES[PROGRESS_PATHS.nivelesCursados],
    handler: async ({ body, session }): Promise<CourseTaken[]> => {
      const student = await visibleStudent(db, session, body.estudiante_id);
      const courses = await db.query<Omit<CourseTaken, 'nota'>>(
        `SELECT i.curso_id, c.nombre AS curso, n.descripcion AS nivel, i.nota_nivelacion::float8 AS nota_nivelacion,
                to_char(i.avance_nivel, 'YYYY-MM-DD') AS avance_nivel, i.curso_id IS NOT DISTINCT FROM u.curso_actual_id AS actual
         FROM inscripciones i JOIN cursos c ON c.id = i.curso_id LEFT JOIN niveles n ON n.id = c.nivel_id JOIN usuarios u ON u.id = i.estudiante_id
         WHERE i.estudiante_id = $1 AND EXISTS (SELECT 1 FROM progreso p WHERE p.estudiante_id = i.estudiante_id AND p.curso_id = i.curso_id)
         ORDER BY i.fecha_matricula, i.id`,
        [student.id],
      );
      const grades = await db.query<{ curso_id: number; nota: number | null; rango_nota: number | null; peso_nota: number | null }>(
        'SELECT curso_id, nota::float8 AS nota, rango_nota::float8 AS rango_nota, peso_nota::float8 AS peso_nota FROM progreso WHERE estudiante_id = $1',
        [student.id],
      );
      return courses.map((course) => ({ ...course, nota: finalGrade(grades.filter((g) => g.curso_id === course.curso_id)) }));
    },
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.otroNivel,
    permission: PROGRESS_CODES.otroNivel,
    body: progressBodies.otroNivel,
    ...PROGRESS_READ_EXAMPLES[PROGRESS_PATHS.otroNivel],
    handler: async ({ body, session }): Promise<OtherLevelProgress> => {
      const student = await visibleStudent(db, session, body.estudiante_id);
      if (!(await enrolmentOf(db, student.id, body.curso_id))) throw notFound();
      const registros = await progressRows(db, student.id, body.curso_id, sedesParam(session));
      return { curso_id: body.curso_id, registros, nota: finalGrade(registros) };
    },
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.observaciones,
    permission: PROGRESS_CODES.observaciones,
    body: progressBodies.observaciones,
    ...PROGRESS_READ_EXAMPLES[PROGRESS_PATHS.observaciones],
    handler: async ({ body, session }): Promise<ProgressObservation[]> => {
      const [row] = await db.query<{ estudiante_id: number; observaciones: ProgressObservation[] }>('SELECT estudiante_id, observaciones FROM progreso WHERE id = $1', [body.progreso_id]);
      if (!row) throw notFound();
      await visibleStudent(db, session, row.estudiante_id);
      return [...row.observaciones].reverse();
    },
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.observacionesCurso,
    permission: PROGRESS_CODES.observacionesCurso,
    body: progressBodies.observacionesCurso,
    ...PROGRESS_READ_EXAMPLES[PROGRESS_PATHS.observacionesCurso],
    handler: async ({ body, session }): Promise<(ProgressObservation & { progreso_id: number; tema: string })[]> => {
      const student = await visibleStudent(db, session, body.estudiante_id);
      return db.query(
        `SELECT p.id AS progreso_id, t.nombre AS tema, o->>'texto' AS texto, o->>'usuario' AS usuario, o->>'fecha' AS fecha
         FROM progreso p JOIN temas t ON t.id = p.tema_id CROSS JOIN LATERAL jsonb_array_elements(p.observaciones) o
         WHERE p.estudiante_id = $1 AND p.curso_id = $2 ORDER BY o->>'fecha' DESC, p.id`,
        [student.id, body.curso_id],
      );
    },
  });
}
