// The progress reads (docs/domain/progress.md 'Progress and grades'; 4EBC511D, notes 6B04B5EF): the current course's
// record with its summary and final grade, the topics for grading, the levelling state, the courses
// taken, another course's record and the rows' histories. A student outside the caller's sedes is
// not found. The rows are read by rows.ts and progressReads.ts.
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
import { courseObservations, coursesWithProgress, gradesOfStudent, gradingTopics, rowObservations } from './progressReads';
import { courseStanding, enrolmentOf, passMark, progressHead, progressRows, studentCourse } from './rows';

export function registerProgressReadEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: PROGRESS_PATHS.progreso,
    permission: PROGRESS_CODES.progreso,
    body: progressBodies.progreso,
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
    handler: async ({ body, session }): Promise<GradingTopic[]> => {
      const student = await visibleStudent(db, session, body.estudiante_id);
      return gradingTopics(db, student.id);
    },
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.estado,
    permission: PROGRESS_CODES.estado,
    body: progressBodies.estado,
    handler: async ({ body, session }): Promise<LevellingState> => {
      const student = await visibleStudent(db, session, body.estudiante_id);
      const { curso_id } = await studentCourse(db, student.id);
      const enrolment = curso_id === null ? null : await enrolmentOf(db, student.id, curso_id);
      if (curso_id === null || !enrolment) return { curso_id, codigo: 'sin_curso', dato: null, rango_nota: GRADE_SCALE, registros_abiertos: 0, registros_total: 0 };
      const [{ notaFinal, abiertos, total }, mark] = await Promise.all([courseStanding(db, student.id, curso_id), passMark(db)]);
      return {
        curso_id,
        codigo: levellingCode(notaFinal, mark, enrolment.avance_nivel !== null, abiertos),
        dato: { id: enrolment.id, nota_nivelacion: enrolment.nota_nivelacion, nota_final: notaFinal },
        rango_nota: GRADE_SCALE,
        registros_abiertos: abiertos,
        registros_total: total,
      };
    },
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.nivelesCursados,
    permission: PROGRESS_CODES.nivelesCursados,
    body: progressBodies.nivelesCursados,
    handler: async ({ body, session }): Promise<CourseTaken[]> => {
      const student = await visibleStudent(db, session, body.estudiante_id);
      const courses = await coursesWithProgress(db, student.id);
      const grades = await gradesOfStudent(db, student.id);
      return courses.map((course) => ({ ...course, nota: finalGrade(grades.filter((g) => g.curso_id === course.curso_id)) }));
    },
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.otroNivel,
    permission: PROGRESS_CODES.otroNivel,
    body: progressBodies.otroNivel,
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
    handler: async ({ body, session }): Promise<ProgressObservation[]> => {
      const row = await rowObservations(db, body.progreso_id);
      if (!row) throw notFound();
      await visibleStudent(db, session, row.estudiante_id);
      return [...row.observaciones].reverse();
    },
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.observacionesCurso,
    permission: PROGRESS_CODES.observacionesCurso,
    body: progressBodies.observacionesCurso,
    handler: async ({ body, session }): Promise<(ProgressObservation & { progreso_id: number; tema: string })[]> => {
      const student = await visibleStudent(db, session, body.estudiante_id);
      return courseObservations(db, student.id, body.curso_id);
    },
  });
}
