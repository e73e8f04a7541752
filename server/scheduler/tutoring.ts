// tutorias/por_fecha {fecha} (023AB260, #/tutoria): a day's tutoring sessions of the current sede
// as the grid shows them — one column per (room, teacher) pair that has a session that day, one row
// per 15-minute slot of the weekday (core/school/calendar.ts), each cell the student, and the free
// slots to book (libres: ./tutoringBooking.ts, which also registers tutorias/agendar). And
// tutorias/cancelar (98E38A0E, from the student's detail): within the caller's permitted sedes, only
// a session still programada, with a reason of 20.
import type { FastifyInstance } from 'fastify';
import { type SchoolDay, tutoringSlots, weekdayOfDate } from '../../core/school/calendar';
import { P } from '../../core/engine/permissions';
import { cancelTutoringBody, dateBody } from '../../core/school/scheduler/classBodies';
import type { TutoringDay } from '../../core/school/scheduler/tutoringView';
import { defineEndpoint } from '../http/endpoint';
import { studentReach } from '../people/studentReach';
import type { RouteDeps } from '../http/routeDeps';
import { currentSede } from './sede';
import { openTutoringHours, registerTutoringBookingEndpoints } from './tutoringBooking';
import { freeTutoringSlots } from './tutoringBookingData';
import { tutoringWithin } from './tutoringRepository';
import { localParts } from '../../core/engine/clock';

export function registerTutoringEndpoints(app: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;
  defineEndpoint(app, {
    path: 'tutorias/por_fecha',
    permission: P.programador.tutorias,
    body: dateBody,
    handler: async ({ body, session }): Promise<TutoringDay> => {
      const weekday = weekdayOfDate(body.fecha);
      const horas = weekday <= 6 ? tutoringSlots(weekday as SchoolDay) : [];
      const sede = currentSede(session);
      const { columnas, sesiones } = await tutoringWithin(db, studentReach(db, session), [sede]).day(body.fecha);
      const { date, time } = localParts(clock);
      const libres = await freeTutoringSlots(db, sede, body.fecha, openTutoringHours(body.fecha, date, time));
      return { fecha: body.fecha, horas, columnas, sesiones, libres };
    },
  });

  defineEndpoint(app, {
    path: 'tutorias/cancelar',
    permission: P.estudiantes.cancelTutoria,
    body: cancelTutoringBody,
    handler: async ({ body, session }) =>
      db.transaction((tx) => tutoringWithin(tx, studentReach(db, session), session.sedes).cancel(body.tutoria_id, body.motivo)),
  });

  registerTutoringBookingEndpoints(app, deps);
}
