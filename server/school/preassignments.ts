// The pre-assignment endpoints (preasignacion*/*) and the teachers' and rooms' summaries (docs/domain/teachers-rooms.md
// 'Teachers, rooms and pre-assignments'). Rooms are always within the caller's sedes; writes are one
// transaction each, with one audit event when something changed.
import type { FastifyInstance } from 'fastify';
import { P } from '../../core/engine/permissions';
import {
  byRoomBody, bySedeBody, byTeacherBody, calculateBody, type DeleteDayAnswer, deleteDayBody, PREASSIGNMENT_MESSAGES, type SaveAnswer, saveBody, summaryBody,
} from '../../core/school/preassignments';
import { recordEvent } from '../audit/events';
import { defineEndpoint } from '../http/endpoint';
import { notFound } from '../errors/apiError';
import type { RouteDeps } from '../http/routeDeps';
import { calculateCandidates } from './preassignmentCandidates';
import { saveTeacherSlots, slotConflict } from './preassignmentSave';
import { deleteDay, listPreassignments, loadRoom } from './preassignmentRepository';
import { loadTeacher } from './teachers';
import { roomSummary, teacherSummary } from './summaries';

export function registerPreassignmentEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'preasignaciones/xdocente',
    permission: P.docentes.preasignaciones,
    body: byTeacherBody,
    handler: async ({ body, session }) => {
      const teacher = await loadTeacher(db, body.docente_id);
      return listPreassignments(db, session, { docenteId: teacher.id });
    },
  });

  defineEndpoint(app, {
    path: 'preasignaciones/xsalon',
    permission: P.docentes.preasignaciones,
    body: byRoomBody,
    handler: async ({ body, session }) => {
      const room = await loadRoom(db, session, body.salon_id);
      return listPreassignments(db, session, { salonId: room.id });
    },
  });

  // The #/preasignaciones grid: every room of one sede in one call (not one xsalon per room).
  defineEndpoint(app, {
    path: 'preasignaciones/xsede',
    permission: P.docentes.preasignaciones,
    body: bySedeBody,
    handler: async ({ body, session }) => {
      // A sede outside the caller's permitted ones is not theirs to read.
      if (session.sedes && !session.sedes.includes(body.sede_id)) throw notFound();
      return listPreassignments(db, session, { sedeId: body.sede_id });
    },
  });

  defineEndpoint(app, {
    path: 'preasignacion/calcular',
    permission: P.docentes.editPreasignaciones,
    body: calculateBody,
    handler: ({ body, session }) => calculateCandidates(db, session, body.docente_id, body.salon_id),
  });

  defineEndpoint(app, {
    path: 'preasignacion/guardar',
    permission: P.docentes.editPreasignaciones,
    body: saveBody,
    handler: async ({ body, session }): Promise<SaveAnswer> => {
      try {
        return await db.transaction(async (tx) => {
          const { teacher, changes } = await saveTeacherSlots(tx, session, body.docente_id, body.preasignaciones);
          if (changes.length > 0) {
            await recordEvent(tx, {
              universo: 'docentes',
              tipo: 'preasignaciones',
              evento: `Preasignaciones guardadas: ${changes.length}`,
              contenido: { cambios: changes },
              usuarioId: session.userId,
              registroId: teacher.id,
            });
          }
          return { mensaje: PREASSIGNMENT_MESSAGES.saved, preasignaciones: await listPreassignments(tx, session, { docenteId: teacher.id }) };
        });
      } catch (error) {
        // A concurrent save took the slot between the check and the insert: the same 409 as the check's.
        throw slotConflict(error) ?? error;
      }
    },
  });

  defineEndpoint(app, {
    path: 'preasignaciones/borrar',
    permission: P.docentes.editPreasignaciones,
    body: deleteDayBody,
    handler: ({ body, session }): Promise<DeleteDayAnswer> =>
      db.transaction(async (tx) => {
        const deleted = await deleteDay(tx, session, body.dia);
        if (deleted.length > 0) {
          await recordEvent(tx, {
            universo: 'docentes',
            tipo: 'borrar_preasignaciones',
            evento: `Preasignaciones eliminadas: ${deleted.length}`,
            contenido: { dia: body.dia, eliminadas: deleted.length, sedes: session.sedes ?? 'todas' },
            usuarioId: session.userId,
          });
        }
        return { mensaje: PREASSIGNMENT_MESSAGES.deleted, eliminadas: deleted.length };
      }),
  });

  defineEndpoint(app, {
    path: 'docente/resumen',
    permission: P.docentes.preasignaciones,
    body: summaryBody,
    handler: () => teacherSummary(db),
  });

  defineEndpoint(app, {
    path: 'salon/resumen',
    permission: P.salones.list,
    body: summaryBody,
    handler: ({ session }) => roomSummary(db, session),
  });
}
