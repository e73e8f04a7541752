// The course-wide progress calls (docs/domain/progress.md 'Progress and grades'): define the next topic (C3D1A230),
// reset the level (4DE6952E), save the autonomous grades (6B04B5EF), the levelling grade (524A95EB)
// and verify a course's record (E4E63F5F). Each works on the student's current course's enrolment,
// locked; a level that has advanced refuses every change but the reset (which reopens it) with 409.
import type { FastifyInstance } from 'fastify';
import { PROGRESS_CODES, PROGRESS_MESSAGES, PROGRESS_PATHS, progressBodies, type VerificationResult } from '../../core/school/students/progress';
import {
  afterAutonomoGraded, clampGrade, everyAutonomoGraded, GRADE_MESSAGES, levellingCode, onGradeStep, storedGrade,
} from '../../core/school/students/progressRules';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import { conflict, notFound, validationError } from '../errors/apiError';
import type { RouteDeps } from '../http/routeDeps';
import { visibleStudent } from '../people/studentReach';
import { rowState, topicRow } from './progressReads';
import { courseStanding, type Enrolment, enrolmentOf, passMark } from './rows';
import { feedRowFromBooking, rowsOpenTwice, unfedBookings } from './sync';
import { levelClosed, lockCourseRows, noteOnRow, recordProgressEvent, resetCourseRows, writeGrade } from './progressRepository';

/** The student (visible to the caller), their current course and its enrolment, locked. */
async function currentEnrolment(tx: Database, session: Session, studentId: number): Promise<{ studentId: number; enrolment: Enrolment }> {
  const student = await visibleStudent(tx, session, studentId);
  const [row] = await tx.query<{ curso_actual_id: number | null }>('SELECT curso_actual_id FROM usuarios WHERE id = $1 FOR UPDATE', [student.id]);
  const enrolment = row?.curso_actual_id == null ? null : await enrolmentOf(tx, student.id, row.curso_actual_id, true);
  if (!enrolment) throw validationError({ estudiante_id: PROGRESS_MESSAGES.noCourse }, PROGRESS_MESSAGES.noCourse);
  return { studentId: student.id, enrolment };
}

export function registerProgressCourseEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: PROGRESS_PATHS.definirTema,
    permission: PROGRESS_CODES.definirTema,
    body: progressBodies.definirTema,
    handler: ({ body, session }) =>
      db.transaction(async (tx) => {
        const { studentId, enrolment } = await currentEnrolment(tx, session, body.estudiante_id);
        if (enrolment.avance_nivel !== null) throw levelClosed();
        const row = await topicRow(tx, { studentId, cursoId: enrolment.curso_id, temaId: body.tema_id });
        if (!row || !row.activo || !row.programable) throw validationError({ tema_id: PROGRESS_MESSAGES.notOfCourse }, PROGRESS_MESSAGES.notOfCourse);
        if (row.estado !== 'pendiente') throw conflict({ tema_id: PROGRESS_MESSAGES.topicTaken }, PROGRESS_MESSAGES.topicTaken);
        const motivo = body.motivo.trim();
        await tx.query('UPDATE inscripciones SET tema_definido_id = $2, version = version + 1 WHERE id = $1', [enrolment.id, body.tema_id]);
        await noteOnRow(tx, row.id, `${PROGRESS_MESSAGES.topicDefined}: ${motivo}`, session.userId);
        await recordProgressEvent(tx, session, {
          tipo: 'definir_tema', evento: PROGRESS_MESSAGES.topicDefined, registroId: studentId,
          antes: { tema_definido_id: enrolment.tema_definido_id }, despues: { tema_definido_id: body.tema_id }, contenido: { motivo },
        });
        return { mensaje: PROGRESS_MESSAGES.topicDefined };
      }),
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.reiniciarNivel,
    permission: PROGRESS_CODES.reiniciarNivel,
    body: progressBodies.reiniciarNivel,
    handler: ({ body, session }) =>
      db.transaction(async (tx) => {
        const { studentId, enrolment } = await currentEnrolment(tx, session, body.estudiante_id);
        const motivo = body.obs_reinicio.trim();
        // Every row starts again; what it had (state, grade, attendance, signature) stays in its history.
        const changed = await resetCourseRows(tx, { studentId, cursoId: enrolment.curso_id, motivo, userId: session.userId });
        await tx.query('UPDATE inscripciones SET avance_nivel = NULL, nota_nivelacion = NULL, tema_definido_id = NULL, reiniciado_at = now(), version = version + 1 WHERE id = $1', [enrolment.id]);
        await recordProgressEvent(tx, session, {
          tipo: 'reiniciar_nivel', evento: PROGRESS_MESSAGES.reset, registroId: studentId,
          contenido: { motivo, curso_id: enrolment.curso_id, registros: changed.length, avance_nivel: enrolment.avance_nivel, nota_nivelacion: enrolment.nota_nivelacion },
        });
        return { mensaje: PROGRESS_MESSAGES.reset };
      }),
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.actualizarNotas,
    permission: PROGRESS_CODES.actualizarNotas,
    body: progressBodies.actualizarNotas,
    handler: ({ body, session }) =>
      db.transaction(async (tx) => {
        const { studentId, enrolment } = await currentEnrolment(tx, session, body.estudiante_id);
        if (enrolment.avance_nivel !== null) throw levelClosed();
        const rows = await lockCourseRows(tx, studentId, enrolment.curso_id);
        const byTopic = new Map(rows.map((row) => [row.tema_id, row]));
        const errors: Record<string, string> = {};
        const next = new Map<number, number | null>();
        const seen = new Set<number>();
        body.temas.forEach((tema, index) => {
          const row = byTopic.get(tema.id);
          // A topic twice would leave the last grade standing while the history told both.
          if (seen.has(tema.id)) errors[`temas.${index}.id`] = GRADE_MESSAGES.repeated;
          else if (!row || row.tipo !== 'autonomo' || row.rango_nota === null) errors[`temas.${index}.id`] = PROGRESS_MESSAGES.notAutonomo;
          else if (tema.nota !== null && tema.nota < 0) errors[`temas.${index}.nota`] = 'La nota no puede ser negativa';
          else if (tema.nota !== null && !onGradeStep(tema.nota)) errors[`temas.${index}.nota`] = 'La nota admite hasta dos decimales';
          else next.set(tema.id, tema.nota === null ? null : storedGrade(clampGrade(tema.nota, row.rango_nota)));
          seen.add(tema.id);
        });
        if (Object.keys(errors).length > 0) throw validationError(errors, Object.values(errors)[0]);
        const after = rows.map((row) => ({ ...row, nota: next.has(row.tema_id) ? (next.get(row.tema_id) ?? null) : row.nota }));
        if (!everyAutonomoGraded(after)) throw validationError({ temas: PROGRESS_MESSAGES.missingGrades }, PROGRESS_MESSAGES.missingGrades);
        const changes: Record<string, { antes: number | null; despues: number | null }> = {};
        for (const row of after) {
          const before = byTopic.get(row.tema_id);
          if (!before || !next.has(row.tema_id) || before.nota === row.nota) continue;
          const estado = afterAutonomoGraded(before);
          await writeGrade(tx, { id: row.id, nota: row.nota, estado, texto: `${PROGRESS_MESSAGES.grades}: ${before.nota ?? 'sin nota'} → ${row.nota}`, userId: session.userId });
          changes[String(row.tema_id)] = { antes: before.nota, despues: row.nota };
        }
        await recordProgressEvent(tx, session, { tipo: 'actualizar_notas', evento: PROGRESS_MESSAGES.grades, registroId: studentId, contenido: { curso_id: enrolment.curso_id, notas: changes } });
        return { mensaje: PROGRESS_MESSAGES.grades };
      }),
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.notaNivelacion,
    permission: PROGRESS_CODES.notaNivelacion,
    body: progressBodies.notaNivelacion,
    handler: ({ body, session }) =>
      db.transaction(async (tx) => {
        const { studentId, enrolment } = await currentEnrolment(tx, session, body.estudiante_id);
        if (body.registro_id !== enrolment.id) throw validationError({ registro_id: PROGRESS_MESSAGES.wrongRecord }, PROGRESS_MESSAGES.wrongRecord);
        if (enrolment.avance_nivel !== null) throw levelClosed();
        if (!onGradeStep(body.nota)) throw validationError({ nota: 'La nota admite hasta dos decimales' }, 'La nota admite hasta dos decimales');
        const { notaFinal, abiertos, total } = await courseStanding(tx, studentId, enrolment.curso_id);
        // Levelling waits for the level's rows to close (issue 43): the refusal says how many remain.
        if (abiertos > 0) throw conflict({ nota: PROGRESS_MESSAGES.levellingNotYet(abiertos, total) }, PROGRESS_MESSAGES.levellingNotYet(abiertos, total));
        if (levellingCode(notaFinal, await passMark(tx), false, abiertos) !== 'nivelar') throw conflict({ nota: PROGRESS_MESSAGES.levellingClosed }, PROGRESS_MESSAGES.levellingClosed);
        await tx.query('UPDATE inscripciones SET nota_nivelacion = $2, version = version + 1 WHERE id = $1', [enrolment.id, body.nota]);
        await recordProgressEvent(tx, session, {
          tipo: 'nota_nivelacion', evento: PROGRESS_MESSAGES.levelling, registroId: studentId,
          antes: { nota_nivelacion: enrolment.nota_nivelacion }, despues: { nota_nivelacion: body.nota }, contenido: { curso_id: enrolment.curso_id },
        });
        return { mensaje: PROGRESS_MESSAGES.levelling, dato: { id: enrolment.id, nota_nivelacion: body.nota, nota_final: notaFinal } };
      }),
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.verificar,
    permission: PROGRESS_CODES.verificar,
    body: progressBodies.verificar,
    handler: ({ body, session }): Promise<VerificationResult> =>
      db.transaction(async (tx) => {
        const student = await visibleStudent(tx, session, body.estudiante_id);
        const enrolment = await enrolmentOf(tx, student.id, body.curso_id, true);
        if (!enrolment) throw notFound();
        const inconsistencias = await rowsOpenTwice(tx, student.id, body.curso_id);
        // A closed level is only reported, never repaired: its rows do not change.
        const unfed = await unfedBookings(tx, student.id, body.curso_id);
        const reparados: VerificationResult['reparados'] = [];
        if (enrolment.avance_nivel === null) {
          for (const booking of unfed) {
            if ((await feedRowFromBooking(tx, booking.agendamiento_id)).length === 0) continue;
            reparados.push({ ...booking, estado: await rowState(tx, booking.progreso_id) });
          }
        }
        const mensaje = `${PROGRESS_MESSAGES.verified}: ${inconsistencias.length} inconsistencias, ${reparados.length} registros reparados`;
        // A check that repaired nothing wrote nothing: the audit trail records writes only.
        if (reparados.length > 0) await recordProgressEvent(tx, session, {
          tipo: 'verificar', evento: mensaje, registroId: student.id,
          contenido: { curso_id: body.curso_id, inconsistencias: inconsistencias.map((i) => i.progreso_id), reparados: reparados.map((r) => r.progreso_id) },
        });
        return { mensaje, inconsistencias, reparados };
      }),
  });
}
