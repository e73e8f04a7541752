// The scheduler's class calls (the API): a slot's classes and pending bookings, the valid
// free teachers and rooms of a slot, and creating, deleting and changing a class — every write in
// one transaction through the class repository (classRepository.ts: within the user's current sede,
// with a class history event and an audit event). Each endpoint is a named function; the register
// functions only list them.
import type { FastifyInstance } from 'fastify';
import { P } from '../../core/engine/permissions';
import {
  changeRoomBody, changeTeacherBody, classIdBody, createClassBody, deleteClassBody, offerBody, slotBody,
} from '../../core/school/scheduler/classBodies';
import type { z } from 'zod';
import type { Database } from '../db/database';
import type { EndpointPermission } from '../auth/session';
import { studentReach } from '../people/studentReach';
import { defineEndpoint, type EndpointSpec } from '../http/endpoint';
import { conflict, notFound } from '../errors/apiError';
import type { RouteDeps } from '../http/routeDeps';
import { classesAt, classHistory, seatsForRoom } from './classReads';
import { classesWithin } from './classRepository';
import { CLASS_MESSAGES } from './classWrites';
import { schedulerWrite } from './conflicts';
import { withPendingReasons } from './reorganizePlan';
import { currentSede } from './sede';
import { availableRooms, availableTeachers } from './slotChecks';

export const OFFER_MESSAGES = {
  noTeachers: 'No hay docentes disponibles que tenga permitido estos tipos',
  noRooms: 'No hay salones disponibles que permitan estos tipos',
} as const;

type ClassEndpoint<S extends z.ZodType, P extends EndpointPermission = string> = EndpointSpec<S, P>;

/** clases/por_hora: a slot's classes and its pending bookings, each with why it is pending (Reorganizar's reasons). */
function classesOfSlot(db: Database): ClassEndpoint<typeof slotBody> {
  return {
    path: 'clases/por_hora',
    permission: P.programador.clases,
    body: slotBody,
    handler: async ({ body, session }) => {
      const slot = { ...body, sedeId: currentSede(session) };
      const students = studentReach(db, session);
      return withPendingReasons(db, slot, await classesAt(db, slot, students), students);
    },
  };
}

// The offers need only a login (the issue): whoever may compose a class sees whom it may have.

/** clase/docentes_disponibles: the teachers free and allowed the types at the slot. */
function teachersOffered(db: Database): ClassEndpoint<typeof offerBody, 'login'> {
  return {
    path: 'clase/docentes_disponibles',
    permission: 'login',
    body: offerBody,
    handler: async ({ body, session }) => {
      const docentes = await availableTeachers(db, { ...body, sedeId: currentSede(session) });
      return docentes.length > 0 ? docentes : { datos: [], mensaje: OFFER_MESSAGES.noTeachers };
    },
  };
}

/** clase/salones_disponibles: the rooms free and allowing the types (and the class's course) at the slot. */
function roomsOffered(db: Database): ClassEndpoint<typeof offerBody, 'login'> {
  return {
    path: 'clase/salones_disponibles',
    permission: 'login',
    body: offerBody,
    handler: async ({ body, session }) => {
      const salones = await availableRooms(db, { fecha: body.fecha, hora: body.hora, tipos: body.tipos, sedeId: currentSede(session), courseClassId: body.clase_id });
      return salones.length > 0 ? salones : { datos: [], mensaje: OFFER_MESSAGES.noRooms };
    },
  };
}

/** clase/crear: a class checked against every rule of its slot; answers it as the slot shows it. */
function createClass(db: Database): ClassEndpoint<typeof createClassBody> {
  return {
    path: 'clase/crear',
    permission: P.programador.createClase,
    body: createClassBody,
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      const id = await schedulerWrite(db, (tx) => classesWithin(tx, sedeId).create(body, session));
      const { clases } = await classesAt(db, { fecha: body.fecha, hora: body.hora, sedeId }, studentReach(db, session));
      return { mensaje: CLASS_MESSAGES.created, clase: clases.find((c) => c.id === id) };
    },
  };
}

/** clase/cambiar_docente. */
function changeTeacher(db: Database): ClassEndpoint<typeof changeTeacherBody> {
  return {
    path: 'clase/cambiar_docente',
    permission: P.programador.changeDocente,
    body: changeTeacherBody,
    handler: ({ body, session }) => {
      const sedeId = currentSede(session);
      const change = { field: 'profesor_id', value: body.profesor_id, evento: CLASS_MESSAGES.teacherChanged, tipo: 'cambiar_docente' } as const;
      return schedulerWrite(db, (tx) => classesWithin(tx, sedeId).change(body.id, change, session));
    },
  };
}

/** clase/cambiar_salon: the new room must also seat the class's bookings (the capacity trigger guards new ones only). */
function changeRoom(db: Database): ClassEndpoint<typeof changeRoomBody> {
  return {
    path: 'clase/cambiar_salon',
    permission: P.programador.changeSalon,
    body: changeRoomBody,
    handler: ({ body, session }) => {
      const sedeId = currentSede(session);
      const change = {
        field: 'salon_id',
        value: body.salon_id,
        evento: CLASS_MESSAGES.roomChanged,
        tipo: 'cambiar_salon',
        check: async (tx: Database, clase: { id: number }) => {
          const { capacidad, agendados } = await seatsForRoom(tx, clase.id, body.salon_id);
          const tooSmall = CLASS_MESSAGES.roomTooSmall(capacidad, agendados);
          if (agendados > capacidad) throw conflict({ salon_id: tooSmall }, tooSmall);
        },
      } as const;
      return schedulerWrite(db, (tx) => classesWithin(tx, sedeId).change(body.id, change, session));
    },
  };
}

/** clase/historial: viewing a class's info comes with either class editor's code (956EB91C or EEB6ADA9). */
function classHistoryOf(db: Database): ClassEndpoint<typeof classIdBody, readonly string[]> {
  return {
    path: 'clase/historial',
    permission: [P.programador.changeDocente, P.programador.changeSalon],
    body: classIdBody,
    handler: async ({ body, session }) => {
      if (!(await classesWithin(db, currentSede(session)).has(body.id))) throw notFound();
      return classHistory(db, body.id);
    },
  };
}

/** clase/eliminar: its bookings go back to the slot's pending list. */
function deleteClass(db: Database): ClassEndpoint<typeof deleteClassBody> {
  return {
    path: 'clase/eliminar',
    permission: P.programador.deleteClase,
    body: deleteClassBody,
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      return db.transaction((tx) => classesWithin(tx, sedeId).remove(body.id, body.motivo, session));
    },
  };
}

export function registerClassEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, classesOfSlot(db));
  defineEndpoint(app, teachersOffered(db));
  defineEndpoint(app, roomsOffered(db));
  defineEndpoint(app, createClass(db));
  defineEndpoint(app, changeTeacher(db));
  defineEndpoint(app, changeRoom(db));
  defineEndpoint(app, classHistoryOf(db));
}

/** clase/eliminar, registered after the booking calls: the registry's walk deletes the class their examples use. */
export function registerClassDeleteEndpoint(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, deleteClass(db));
}
