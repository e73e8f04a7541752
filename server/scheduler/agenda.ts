// The scheduler's days (the API: agenda_disponible, agenda_especifica {fecha}; login only):
// the next school days, or one date, each with its class slots (core/school/scheduler/agenda.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { today } from '../../core/engine/clock';
import { agendaDay, upcomingDays } from '../../core/school/scheduler/agenda';
import { dateBody } from '../../core/school/scheduler/classBodies';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';

/** How many school days agenda_disponible offers (two weeks and a bit). */
export const AGENDA_DAYS = 14;


export function registerAgendaEndpoints(app: FastifyInstance, { clock }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'agenda_disponible',
    permission: 'login',
    body: z.object({}).strict(),
    handler: async () => upcomingDays(today(clock), clock.timeZone, AGENDA_DAYS),
  });

  // Answered as a list whose first item is the day (the shape clients read) — a Sunday's list is empty.
  defineEndpoint(app, {
    path: 'agenda_especifica',
    permission: 'login',
    body: dateBody,
    handler: async ({ body }) => {
      const day = agendaDay(body.fecha, clock.timeZone);
      return day ? [day] : [];
    },
  });
}
