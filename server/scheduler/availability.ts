// estado/disponibilidad_full {dia, hora} (BA0052EE or 8D24244B; the home dashboard and the
// scheduler's per-type badges): for each class type some room of the current sede allows, at that
// date and hour —
//   salones_disponibles / capacidad_salones_disponibles: rooms allowing it with no class then, and their seats;
//   salones_ocupados / capacidad_salones_ocupados: rooms whose class then has the type, and their seats;
//   ocupacion_salones_ocupados: live bookings of the type in those classes;
//   ocupacion_sin_asignar: pending bookings of the type (solicitado, no class);
//   disponibles: the seats left for the type (free rooms' seats + occupied rooms' seats − both occupations);
//   insignia: the slot's availability badge (core/school/scheduler/slotBadge.ts) for total seats and occupation.
// The rooms, seats and bookings are read by slotReads.ts (typeSeats); disponibles and insignia are worked out here.
import type { FastifyInstance } from 'fastify';
import { P } from '../../core/engine/permissions';
import { availabilityBody } from '../../core/school/scheduler/classBodies';
import { slotBadge } from '../../core/school/scheduler/slotBadge';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { currentSede } from './sede';
import { type TypeSeats, typeSeats } from './slotReads';

export interface TypeAvailability extends TypeSeats {
  disponibles: number;
  insignia: ReturnType<typeof slotBadge>;
}

export async function availabilityByType(db: Database, sedeId: number, fecha: string, hora: string): Promise<TypeAvailability[]> {
  const rows = await typeSeats(db, sedeId, fecha, hora);
  return rows.map((row) => {
    const seats = row.capacidad_salones_disponibles + row.capacidad_salones_ocupados;
    const occupation = row.ocupacion_salones_ocupados + row.ocupacion_sin_asignar;
    return { ...row, disponibles: seats - occupation, insignia: slotBadge(seats, occupation) };
  });
}

export function registerAvailabilityEndpoint(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'estado/disponibilidad_full',
    permission: [P.inicio.disponibilidad, P.programador.clases],
    body: availabilityBody,
    handler: ({ body, session }) => availabilityByType(db, currentSede(session), body.dia, body.hora),
  });
}
