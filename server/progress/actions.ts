// The row actions of the progress page (docs/domain/progress.md 'Progress and grades'): sign (CE0C87D2), annul
// (8406FF9D), block and unblock (5FCCA3CB), record attendance (383FFC12) and edit a grade
// (6B04B5EF). Each locks its row (./writes.ts: sede boundary, closed level → 409), asks the pure
// state machine (refused → 409, nothing written), writes the row with its history entry and one
// audit event.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PROGRESS_CODES, PROGRESS_MESSAGES, PROGRESS_PATHS, progressBodies } from '../../core/school/students/progress';
import { type AccionProgreso, afterAutonomoGraded, applyProgressAction, gradeEditProblem, storedGrade } from '../../core/school/students/progressRules';
import type { Session } from '../auth/session';
import { defineEndpoint } from '../http/endpoint';
import { conflict, validationError } from '../errors/apiError';
import type { RouteDeps } from '../http/routeDeps';
import { type LockedRow, lockProgressRow, recordProgressEvent, type RowChange, writeRowChange } from './progressRepository';

const refused = (message: string) => conflict({ progreso_id: message }, message);

/** The state after `action`, or 409 with the machine's reason. */
function decided(action: AccionProgreso, row: LockedRow) {
  const result = applyProgressAction(action, row);
  if ('error' in result) throw refused(result.error);
  return result.estado;
}

export function registerProgressActionEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  /** Lock, decide, write, audit; answers {mensaje}. */
  const act = (session: Session, id: number, tipo: string, mensaje: string, decide: (row: LockedRow) => Omit<RowChange, 'texto'> & { texto?: string }) =>
    db.transaction(async (tx) => {
      const row = await lockProgressRow(tx, session, id);
      const { texto, ...change } = decide(row);
      await writeRowChange(tx, row, { ...change, texto: texto ? `${mensaje}: ${texto}` : mensaje }, session);
      await recordProgressEvent(tx, session, {
        tipo,
        evento: mensaje,
        registroId: row.id,
        antes: { estado: row.estado, nota: row.nota, asistencia: row.asistencia },
        despues: { estado: change.estado ?? row.estado, nota: change.nota === undefined ? row.nota : change.nota, asistencia: change.asistencia ? true : row.asistencia },
        contenido: texto ? { motivo: texto } : {},
      });
      return { mensaje };
    });

  const withReason = (key: 'firmar' | 'anular', action: AccionProgreso, mensaje: string) =>
    defineEndpoint(app, {
      path: PROGRESS_PATHS[key],
      permission: PROGRESS_CODES[key],
      body: progressBodies[key],
      handler: ({ body, session }: { body: z.output<(typeof progressBodies)[typeof key]>; session: Session }) =>
        act(session, body.progreso_id, action, mensaje, (row) => ({
          estado: decided(action, row),
          autorizado: action === 'firmar',
          texto: body.motivo.trim(),
        })),
    });
  withReason('firmar', 'firmar', PROGRESS_MESSAGES.signed);
  withReason('anular', 'anular', PROGRESS_MESSAGES.annulled);

  const simple = (key: 'bloquear' | 'desbloquear', mensaje: string) =>
    defineEndpoint(app, {
      path: PROGRESS_PATHS[key],
      permission: PROGRESS_CODES[key],
      body: progressBodies[key],
      handler: ({ body, session }) => act(session, body.progreso_id, key, mensaje, (row) => ({ estado: decided(key, row) })),
    });
  simple('bloquear', PROGRESS_MESSAGES.blocked);
  simple('desbloquear', PROGRESS_MESSAGES.unblocked);

  defineEndpoint(app, {
    path: PROGRESS_PATHS.editarAsistencia,
    permission: PROGRESS_CODES.editarAsistencia,
    body: progressBodies.editarAsistencia,
    handler: ({ body, session }) =>
      act(session, body.progreso_id, 'editar_asistencia', PROGRESS_MESSAGES.attendance, (row) => ({
        estado: decided('editar_asistencia', row),
        asistencia: { usuarioId: session.userId },
        texto: body.observacion.trim(),
      })),
  });

  defineEndpoint(app, {
    path: PROGRESS_PATHS.editarNota,
    permission: PROGRESS_CODES.editarNota,
    body: progressBodies.editarNota,
    handler: ({ body, session }) =>
      act(session, body.progreso_id, 'editar_nota', PROGRESS_MESSAGES.grade, (row) => {
        // Only autonomous work has a grade staff edit (classes and exams are graded in class).
        if (row.tipo !== 'autonomo' || row.rango_nota === null) throw validationError({ nota: PROGRESS_MESSAGES.notAutonomo }, PROGRESS_MESSAGES.notAutonomo);
        const problem = gradeEditProblem(body.nota, row.nota, row.rango_nota);
        if (problem) throw validationError({ nota: problem }, problem);
        const estado = afterAutonomoGraded(row);
        const nota = storedGrade(body.nota);
        return { nota, estado, autorizado: estado === 'superado' && row.estado !== 'superado' ? true : undefined, texto: `${row.nota ?? 'sin nota'} → ${nota}` };
      }),
  });
}
