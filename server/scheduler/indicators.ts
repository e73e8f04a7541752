// The home dashboard's indicators (BA0052EE; its four charts, one bar per sede), each per sede of the
// caller's permitted ones:
//   estudiantes_activos: students with activo and a vigencia not yet past (school clock);
//   agendamientos_acumulados: bookings not cancelled, of dates from the first of this month;
//   agendamientos_estudiantes: those of them the student asked for (origen 'estudiante', not staff);
//   disponibilidad: the seats still offered on the first day of agenda_disponible (the slots' Totals);
// and indicadores/disponibilidad_franjas {fecha}: each slot's Total figures at the current sede.
// The Total of a slot (the home table's Total column), in seats, docs/domain/scheduler.md 'The class scheduler':
//   ocupacion: live bookings of the slot (in its classes, not cancelled or blocked; pending solicitado);
//   capacidad_salones_ocupados: seats of the rooms holding a class then;
//   capacidad_docentes_disponibles: seats the sede's free teachers could still open — the largest free
//     rooms (active, not a tutoring cabin: no 'tutoria' type, no class then), as many as the sede's teachers who are active,
//     not tutors, available at that weekday and slot, without novedad or class then; none under a closure.
// The bookings and slots are read by their data modules (bookingReads.ts monthBookingsSql, slotReads.ts slotSupply).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { today } from '../../core/engine/clock';
import { P } from '../../core/engine/permissions';
import { upcomingDays } from '../../core/school/scheduler/agenda';
import { dateBody } from '../../core/school/scheduler/classBodies';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { currentSede } from './sede';
import { reachParam, withinReach } from '../people/reach';
import { monthBookingsSql } from './bookingReads';
import { slotSupply } from './slotReads';

export interface SedeFigure {
  sede_id: number;
  sede: string;
  valor: number;
}

const INDICATORS = {
  'indicadores/estudiantes_activos': `
    SELECT count(*)::integer FROM usuarios u
    WHERE u.sede_id = s.id AND u.es AND u.activo AND u.deleted_at IS NULL AND u.vigencia >= $1::date`,
  'indicadores/agendamientos_acumulados': monthBookingsSql('s.id', '$1', false),
  'indicadores/agendamientos_estudiantes': monthBookingsSql('s.id', '$1', true),
} as const;

/** One figure per sede the session reaches, by sede name. */
function figures(db: Database, session: Session, count: string, day: string): Promise<SedeFigure[]> {
  return db.query<SedeFigure>(
    `SELECT s.id AS sede_id, s.nombre AS sede, (${count}) AS valor FROM sedes s
     WHERE ${withinReach('s.id', 2)} ORDER BY s.nombre`,
    [day, reachParam(session.sedes)],
  );
}

/** Per sede, the seats still offered on that date: Σ over its slots of (occupied rooms' + free teachers' seats − bookings). */
export async function availabilityFigures(db: Database, sedes: readonly number[] | null, fecha: string): Promise<SedeFigure[]> {
  const [slots, all] = await Promise.all([
    slotSupply(db, sedes, fecha),
    db.query<{ id: number; nombre: string }>(`SELECT id, nombre FROM sedes WHERE ${withinReach('id', 1)} ORDER BY nombre`, [reachParam(sedes)]),
  ]);
  return all.map((s) => ({
    sede_id: s.id,
    sede: s.nombre,
    valor: slots.filter((x) => x.sede_id === s.id).reduce((sum, x) => sum + x.capacidad_salones_ocupados + x.capacidad_docentes_disponibles - x.ocupacion, 0),
  }));
}

export function registerIndicatorEndpoints(app: FastifyInstance, { db, clock }: RouteDeps): void {
  for (const [path, count] of Object.entries(INDICATORS)) {
    defineEndpoint(app, {
      path,
      permission: P.inicio.disponibilidad,
      body: z.object({}).strict(),
      handler: ({ session }) => figures(db, session, count, today(clock)),
    });
  }
  defineEndpoint(app, {
    path: 'indicadores/disponibilidad',
    permission: P.inicio.disponibilidad,
    body: z.object({}).strict(),
    handler: ({ session }) => {
      const [first] = upcomingDays(today(clock), clock.timeZone, 1);
      return availabilityFigures(db, session.sedes, first?.fecha ?? today(clock));
    },
  });
  defineEndpoint(app, {
    path: 'indicadores/disponibilidad_franjas',
    permission: P.inicio.disponibilidad,
    body: dateBody,
    handler: ({ body, session }) => slotSupply(db, [currentSede(session)], body.fecha),
  });
}
