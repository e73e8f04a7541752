// The scheduler's class calls (the API): a slot's classes and pending bookings, the valid
// free teachers and rooms of a slot, and creating, deleting and changing a class — every write in
// one transaction with a class history event and an audit event, within the user's current sede.
import type { FastifyInstance } from 'fastify';
import { P } from '../../core/permissions';
import {
  changeRoomBody, changeTeacherBody, classIdBody, createClassBody, deleteClassBody, offerBody, slotBody,
} from '../../core/scheduler/classBodies';
import { recordEvent } from '../audit/events';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import { conflict, notFound } from '../http/errors';
import type { RouteDeps } from '../routes/types';
import { classExample, createExample, offerExample, slotExample } from './classExamples';
import { type ClassRow, classesAt, classHistory, lockClass, recordClassEvent } from './classesRepo';
import { assertClassFits, CLASS_MESSAGES, insertClass } from './classWrites';
import { schedulerWrite } from './conflicts';
import { withPendingReasons } from './reorganizeRepo';
import { currentSede } from './sede';
import { availableRooms, availableTeachers } from './slotChecks';
import { holdsSeatSql } from './seatSql';

export const OFFER_MESSAGES = {
  noTeachers: 'No hay docentes disponibles que tenga permitido estos tipos',
  noRooms: 'No hay salones disponibles que permitan estos tipos',
} as const;

interface ClassChange {
  field: 'profesor_id' | 'salon_id';
  value: number;
  evento: string;
  tipo: string;
  /** A further rule of this change, run once the slot's rules hold. */
  check?: (tx: Database, clase: ClassRow) => Promise<void>;
}

/**
 * Gives a class of the current sede another teacher or room: every rule of the slot again for the
 * new one (its own class not counting as taken), then the update, its history line and audit event.
 */
function changeClass(db: Database, session: Session, id: number, change: ClassChange): Promise<{ mensaje: string }> {
  const sedeId = currentSede(session);
  return schedulerWrite(db, async (tx) => {
    const clase = await lockClass(tx, id, sedeId);
    if (!clase) throw notFound();
    if (clase[change.field] === change.value) return { mensaje: change.evento };
    const next = { ...clase, [change.field]: change.value };
    await assertClassFits(tx, { ...clase, sedeId, claseId: clase.id }, next.profesor_id, next.salon_id);
    await change.check?.(tx, clase);
    await tx.query(`UPDATE clases SET ${change.field} = $2, version = version + 1 WHERE id = $1`, [clase.id, change.value]);
    await recordClassEvent(tx, { claseId: clase.id, evento: change.evento, usuarioId: session.userId, docenteId: next.profesor_id, salonId: next.salon_id });
    await recordEvent(tx, {
      universo: 'clases',
      tipo: change.tipo,
      evento: change.evento,
      contenido: { cambios: { [change.field]: { antes: clase[change.field], despues: change.value } } },
      usuarioId: session.userId,
      registroId: clase.id,
    });
    return { mensaje: change.evento };
  });
}

export function registerClassEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'clases/por_hora',
    permission: P.programador.clases,
    body: slotBody,
    malformedExample: { fecha: '2026-02-30', hora: '7:30' },
    example: slotExample,
    handler: async ({ body, session }) => {
      const slot = { ...body, sedeId: currentSede(session) };
      // Each pending booking carries motivo_pendiente: why it is pending (Reorganizar's reasons).
      return withPendingReasons(db, slot, await classesAt(db, slot));
    },
  });

  // The offers need only a login (the issue): whoever may compose a class sees whom it may have.
  defineEndpoint(app, {
    path: 'clase/docentes_disponibles',
    permission: 'login',
    body: offerBody,
    malformedExample: { fecha: '2026-01-01', hora: '09:00', tipos: [] },
    example: offerExample,
    handler: async ({ body, session }) => {
      const docentes = await availableTeachers(db, { ...body, sedeId: currentSede(session) });
      return docentes.length > 0 ? docentes : { datos: [], mensaje: OFFER_MESSAGES.noTeachers };
    },
  });

  defineEndpoint(app, {
    path: 'clase/salones_disponibles',
    permission: 'login',
    body: offerBody,
    malformedExample: { fecha: '2026-01-01', hora: '09:00', tipos: 'regular_1' },
    example: offerExample,
    handler: async ({ body, session }) => {
      const salones = await availableRooms(db, { fecha: body.fecha, hora: body.hora, tipos: body.tipos, sedeId: currentSede(session), courseClassId: body.clase_id });
      return salones.length > 0 ? salones : { datos: [], mensaje: OFFER_MESSAGES.noRooms };
    },
  });

  defineEndpoint(app, {
    path: 'clase/crear',
    permission: P.programador.createClase,
    body: createClassBody,
    malformedExample: { fecha: '2026-01-01', hora: '09:00', tipos: ['regular_1'], profesor_id: 1, salon_id: 1, motivo: 'corto' },
    example: createExample,
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      const id = await schedulerWrite(db, async (tx) => {
        await assertClassFits(tx, { ...body, sedeId }, body.profesor_id, body.salon_id);
        const claseId = await insertClass(tx, body, sedeId, session.userId);
        await recordClassEvent(tx, { claseId, evento: CLASS_MESSAGES.created, motivo: body.motivo, usuarioId: session.userId, docenteId: body.profesor_id, salonId: body.salon_id });
        await recordEvent(tx, { universo: 'clases', tipo: 'crear', evento: CLASS_MESSAGES.created, contenido: { despues: body }, usuarioId: session.userId, registroId: claseId });
        return claseId;
      });
      const { clases } = await classesAt(db, { fecha: body.fecha, hora: body.hora, sedeId });
      return { mensaje: CLASS_MESSAGES.created, clase: clases.find((c) => c.id === id) };
    },
  });

  defineEndpoint(app, {
    path: 'clase/cambiar_docente',
    permission: P.programador.changeDocente,
    body: changeTeacherBody,
    malformedExample: { id: 1, profesor_id: 'otro' },
    example: classExample('docente'),
    handler: ({ body, session }) => changeClass(db, session, body.id, { field: 'profesor_id', value: body.profesor_id, evento: CLASS_MESSAGES.teacherChanged, tipo: 'cambiar_docente' }),
  });

  defineEndpoint(app, {
    path: 'clase/cambiar_salon',
    permission: P.programador.changeSalon,
    body: changeRoomBody,
    malformedExample: { id: 'uno', salon_id: 1 },
    example: classExample('salon'),
    handler: ({ body, session }) =>
      changeClass(db, session, body.id, {
        field: 'salon_id',
        value: body.salon_id,
        evento: CLASS_MESSAGES.roomChanged,
        tipo: 'cambiar_salon',
        // The new room must seat the class's bookings (the capacity trigger guards new ones only).
        check: async (tx, clase) => {
          const [{ capacidad, agendados }] = await tx.query<{ capacidad: number; agendados: number }>(
            `SELECT (SELECT capacidad FROM salones WHERE id = $2) AS capacidad,
               (SELECT count(*)::integer FROM agendamientos WHERE clase_id = $1 AND ${holdsSeatSql('estado')}) AS agendados`,
            [clase.id, body.salon_id],
          );
          const tooSmall = CLASS_MESSAGES.roomTooSmall(capacidad, agendados);
          if (agendados > capacidad) throw conflict({ salon_id: tooSmall }, tooSmall);
        },
      }),
  });

  // Doc 2 §6: 'view class info' is either editor's (956EB91C or EEB6ADA9).
  defineEndpoint(app, {
    path: 'clase/historial',
    permission: [P.programador.changeDocente, P.programador.changeSalon],
    body: classIdBody,
    malformedExample: { id: 'x' },
    example: classExample('historial'),
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      const [clase] = await db.query('SELECT 1 FROM clases WHERE id = $1 AND sede_id = $2', [body.id, sedeId]);
      if (!clase) throw notFound();
      return classHistory(db, body.id);
    },
  });
}

/** clase/eliminar, registered after the booking calls: the registry's walk deletes the class their examples use. */
export function registerClassDeleteEndpoint(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'clase/eliminar',
    permission: P.programador.deleteClase,
    body: deleteClassBody,
    malformedExample: { id: 1, motivo: 'muy corto' },
    example: classExample('eliminar'),
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      return db.transaction(async (tx) => {
        const clase = await lockClass(tx, body.id, sedeId);
        if (!clase) throw notFound();
        // Its bookings go back to the slot's pending list: they were asked for, and still are.
        const moved = await tx.query<{ id: number }>(
          `UPDATE agendamientos SET clase_id = NULL, estado = 'solicitado', version = version + 1
           WHERE clase_id = $1 AND estado IN ('asignado', 'notificado') RETURNING id`,
          [clase.id],
        );
        await tx.query('DELETE FROM clases WHERE id = $1', [clase.id]);
        await recordClassEvent(tx, { claseId: clase.id, evento: CLASS_MESSAGES.deleted, motivo: body.motivo, usuarioId: session.userId, docenteId: clase.profesor_id, salonId: clase.salon_id });
        await recordEvent(tx, { universo: 'clases', tipo: 'eliminar', evento: CLASS_MESSAGES.deleted, contenido: { antes: clase, motivo: body.motivo, agendamientos: moved.map((m) => m.id) }, usuarioId: session.userId, registroId: clase.id });
        return { mensaje: CLASS_MESSAGES.deleted, pendientes: moved.length };
      });
    },
  });
}
