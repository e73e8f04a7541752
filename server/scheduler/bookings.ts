// The scheduler's booking calls (the API): move into a class or back to pending
// (agendamiento/set_clase), cancel, confirm, assign automatically, create one by hand — each one
// transaction within the current sede (cancel: within the caller's sedes, as the student detail
// cancels too), written through the booking repository (bookingRepository.ts: lock, history, audit).
// Each endpoint is a named function; registerBookingEndpoints lists them in the order the endpoint
// registry's walk can run their examples: create, assign, confirm, unassign, cancel.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { slotsOfDate } from '../../core/school/calendar';
import { P } from '../../core/engine/permissions';
import { reasonProblem } from '../../core/school/scheduler/bookings';
import {
  autoAssignBody, cancelBookingBody, confirmBookingBody, manualBookingBody, setClassBody,
} from '../../core/school/scheduler/classBodies';
import type { Database } from '../db/database';
import { studentReach } from '../people/studentReach';
import { defineEndpoint, type EndpointSpec } from '../http/endpoint';
import { conflict, forbidden, validationError } from '../errors/apiError';
import type { RouteDeps } from '../http/routeDeps';
import { assertVersion, BOOKING_MESSAGES, bookingsWithin, nextState } from './bookingRepository';
import { schedulerWrite } from './conflicts';
import { currentSede } from './sede';
import { roomiestClassFor } from './slotReads';

type BookingEndpoint<S extends z.ZodType> = EndpointSpec<S, string>;

/** agendamiento/crear_manual: a pending booking at the current sede, of a student the caller reaches, at a class hour of the day. */
function createManualBooking(db: Database): BookingEndpoint<typeof manualBookingBody> {
  return {
    path: 'agendamiento/crear_manual',
    permission: P.programador.createAgendamiento,
    body: manualBookingBody,
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      if (!slotsOfDate(body.dia).includes(body.hora)) throw validationError({ hora: 'Solo horas de clase de ese día' });
      return schedulerWrite(db, async (tx) => {
        const [tipo] = await tx.query('SELECT 1 FROM tipos_clase WHERE id = $1', [body.tipo_clase]);
        if (!tipo) throw validationError({ tipo_clase: 'Tipo de clase desconocido' });
        const id = await bookingsWithin(tx, studentReach(db, session), [sedeId]).create({
          estudiante_id: body.id, fecha: body.dia, hora: body.hora, sede_id: sedeId, tipo_clase: body.tipo_clase, tipo_solicitud: body.tipo_solicitud,
          tema_id: body.tema_id ?? null, observacion: body.motivo, tipo: 'crear_manual', evento: BOOKING_MESSAGES.created, despues: body, session,
        });
        return { mensaje: BOOKING_MESSAGES.created, id };
      });
    },
  };
}

/** agendamiento/asignar_clase_auto: the fitting class of the slot with the most free seats (in a room allowing the booking's course). */
function assignClassAutomatically(db: Database): BookingEndpoint<typeof autoAssignBody> {
  return {
    path: 'agendamiento/asignar_clase_auto',
    permission: P.programador.autoAssign,
    body: autoAssignBody,
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      return schedulerWrite(db, async (tx) => {
        const bookings = bookingsWithin(tx, studentReach(db, session), [sedeId]);
        const booking = await bookings.lock(body.agendamiento_id);
        const estado = nextState('asignar_auto', booking);
        const clase = await roomiestClassFor(tx, booking);
        if (!clase) throw conflict({ agendamiento_id: BOOKING_MESSAGES.noClass }, BOOKING_MESSAGES.noClass);
        return bookings.move({ booking, estado, claseId: clase.id, evento: BOOKING_MESSAGES.autoAssigned, motivo: body.motivo, session, tipo: 'asignar_clase_auto' });
      });
    },
  };
}

/** agendamiento/confirmar: the booking confirmed in its class. */
function confirmBooking(db: Database): BookingEndpoint<typeof confirmBookingBody> {
  return {
    path: 'agendamiento/confirmar',
    permission: P.programador.clases,
    body: confirmBookingBody,
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      return schedulerWrite(db, async (tx) => {
        const bookings = bookingsWithin(tx, studentReach(db, session), [sedeId]);
        const booking = await bookings.lock(body.agendamiento_id);
        const estado = nextState('confirmar', booking);
        return bookings.move({ booking, estado, claseId: booking.clase_id, evento: BOOKING_MESSAGES.confirmed, session, tipo: 'confirmar' });
      });
    },
  };
}

/** agendamiento/set_clase: into a class it fits, or back to pending (an unassign needs E329996D and a reason of 40). */
function setBookingClass(db: Database): BookingEndpoint<typeof setClassBody> {
  return {
    path: 'agendamiento/set_clase',
    permission: P.programador.clases,
    body: setClassBody,
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      if (body.clase_id === null) {
        if (!session.permisos.has(P.programador.unassignAgendamiento)) throw forbidden();
        const problem = reasonProblem('desasignar', body.motivo);
        if (problem) throw validationError({ motivo: problem });
      }
      return schedulerWrite(db, async (tx) => {
        const bookings = bookingsWithin(tx, studentReach(db, session), [sedeId]);
        const booking = await bookings.lock(body.agendamiento_id);
        assertVersion(booking, body.version);
        if (body.clase_id === null) {
          const estado = nextState('desasignar', booking);
          return bookings.move({ booking, estado, claseId: null, evento: BOOKING_MESSAGES.unassigned, motivo: body.motivo, session, tipo: 'desasignar' });
        }
        const estado = nextState('mover', booking, 'clase');
        const clase = await bookings.fittingClass(booking, body.clase_id);
        return bookings.move({ booking, estado, claseId: clase.id, evento: BOOKING_MESSAGES.moved, motivo: body.motivo, session, tipo: 'set_clase' });
      });
    },
  };
}

/**
 * agendamiento/cancelar: the student detail's too (docs/domain/student-record.md 'The student's record'), so any booking
 * of the caller's sedes, not only the current one's. A cancelled booking keeps its class for the
 * record and holds no seat (the capacity rule skips it); its reason joins the booking's observations.
 */
function cancelBooking(db: Database): BookingEndpoint<typeof cancelBookingBody> {
  return {
    path: 'agendamiento/cancelar',
    permission: P.estudiantes.cancelAgendamiento,
    body: cancelBookingBody,
    handler: async ({ body, session }) =>
      schedulerWrite(db, async (tx) => {
        const bookings = bookingsWithin(tx, studentReach(db, session), session.sedes);
        const booking = await bookings.lock(body.agendamiento_id);
        const estado = nextState('cancelar', booking);
        return bookings.change({ booking, estado, motivo: body.motivo, observe: true, evento: BOOKING_MESSAGES.cancelled, session, tipo: 'cancelar' });
      }),
  };
}

export function registerBookingEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, createManualBooking(db));
  defineEndpoint(app, assignClassAutomatically(db));
  defineEndpoint(app, confirmBooking(db));
  defineEndpoint(app, setBookingClass(db));
  defineEndpoint(app, cancelBooking(db));
}
