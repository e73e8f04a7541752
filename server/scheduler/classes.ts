// The scheduler's class calls (the API): a slot's classes and pending bookings, the valid
// free teachers and rooms of a slot, and creating, deleting and changing a class — every write in
// one transaction with a class history event and an audit event, within the user's current sede.
import type { FastifyInstance } from 'fastify';
import { P } from '../../resources/permissions';
import {
  changeRoomBody, changeTeacherBody, classIdBody, createClassBody, deleteClassBody, offerBody, slotBody,
} from '../../resources/scheduler/classBodies';
import { recordEvent } from '../audit/events';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import { conflict, notFound } from '../http/errors';
import type { RouteDeps } from '../routes/types';
import { classExample, createExample, offerExample, slotExample } from './classExamples';
import { classesAt, classHistory, lockClass, recordClassEvent } from './classesRepo';
import { assertClassFits, CLASS_MESSAGES, classConflict, insertClass } from './classWrites';
import { currentSede } from './sede';
import { availableRooms, availableTeachers } from './slotChecks';

export const OFFER_MESSAGES = {
  noTeachers: 'No hay docentes disponibles que tenga permitido estos tipos',
  noRooms: 'No hay salones disponibles que permitan estos tipos',
} as const;

/** A write whose unique keys may collide with another's: their violation is a 409 that names it. */
async function writing<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw classConflict(error);
  }
}

export function registerClassEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'clases/por_hora',
    permission: P.programador.clases,
    body: slotBody,
    malformedExample: { fecha: '2026-02-30', hora: '7:30' },
    example: slotExample,
    handler: ({ body, session }) => classesAt(db, { ...body, sedeId: currentSede(session) }),
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
      const salones = await availableRooms(db, { ...body, sedeId: currentSede(session) });
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
      const id = await writing(db, async (tx) => {
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
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      return writing(db, async (tx) => {
        const clase = await lockClass(tx, body.id, sedeId);
        if (!clase) throw notFound();
        if (clase.profesor_id === body.profesor_id) return { mensaje: CLASS_MESSAGES.teacherChanged };
        await assertClassFits(tx, { ...clase, sedeId, claseId: clase.id }, body.profesor_id, clase.salon_id);
        await tx.query('UPDATE clases SET profesor_id = $2, version = version + 1 WHERE id = $1', [clase.id, body.profesor_id]);
        await recordClassEvent(tx, { claseId: clase.id, evento: CLASS_MESSAGES.teacherChanged, usuarioId: session.userId, docenteId: body.profesor_id, salonId: clase.salon_id });
        await recordEvent(tx, { universo: 'clases', tipo: 'cambiar_docente', evento: CLASS_MESSAGES.teacherChanged, contenido: { cambios: { profesor_id: { antes: clase.profesor_id, despues: body.profesor_id } } }, usuarioId: session.userId, registroId: clase.id });
        return { mensaje: CLASS_MESSAGES.teacherChanged };
      });
    },
  });

  defineEndpoint(app, {
    path: 'clase/cambiar_salon',
    permission: P.programador.changeSalon,
    body: changeRoomBody,
    malformedExample: { id: 'uno', salon_id: 1 },
    example: classExample('salon'),
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      return writing(db, async (tx) => {
        const clase = await lockClass(tx, body.id, sedeId);
        if (!clase) throw notFound();
        if (clase.salon_id === body.salon_id) return { mensaje: CLASS_MESSAGES.roomChanged };
        await assertClassFits(tx, { ...clase, sedeId, claseId: clase.id }, clase.profesor_id, body.salon_id);
        // The new room must seat the class's bookings (the capacity trigger guards new ones only).
        const [{ capacidad, agendados }] = await tx.query<{ capacidad: number; agendados: number }>(
          `SELECT (SELECT capacidad FROM salones WHERE id = $2) AS capacidad,
             (SELECT count(*)::integer FROM agendamientos WHERE clase_id = $1 AND estado NOT IN ('cancelado', 'bloqueado')) AS agendados`,
          [clase.id, body.salon_id],
        );
        if (agendados > capacidad) throw conflict({ salon_id: CLASS_MESSAGES.roomTooSmall(capacidad, agendados) }, CLASS_MESSAGES.roomTooSmall(capacidad, agendados));
        await tx.query('UPDATE clases SET salon_id = $2, version = version + 1 WHERE id = $1', [clase.id, body.salon_id]);
        await recordClassEvent(tx, { claseId: clase.id, evento: CLASS_MESSAGES.roomChanged, usuarioId: session.userId, docenteId: clase.profesor_id, salonId: body.salon_id });
        await recordEvent(tx, { universo: 'clases', tipo: 'cambiar_salon', evento: CLASS_MESSAGES.roomChanged, contenido: { cambios: { salon_id: { antes: clase.salon_id, despues: body.salon_id } } }, usuarioId: session.userId, registroId: clase.id });
        return { mensaje: CLASS_MESSAGES.roomChanged };
      });
    },
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
