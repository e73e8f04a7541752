// estado/disponibilidad_full {dia, hora} (BA0052EE or 8D24244B; the home dashboard and the
// scheduler's per-type badges): for each class type some room of the current sede allows, at that
// date and hour —
//   salones_disponibles / capacidad_salones_disponibles: rooms allowing it with no class then, and their seats;
//   salones_ocupados / capacidad_salones_ocupados: rooms whose class then has the type, and their seats;
//   ocupacion_salones_ocupados: live bookings of the type in those classes;
//   ocupacion_sin_asignar: pending bookings of the type (solicitado, no class);
//   disponibles: the seats left for the type (free rooms' seats + occupied rooms' seats − both occupations);
//   insignia: the slot's availability badge (core/school/scheduler/slotBadge.ts) for total seats and occupation.
import type { FastifyInstance } from 'fastify';
import { P } from '../../core/engine/permissions';
import { availabilityBody } from '../../core/school/scheduler/classBodies';
import { slotBadge } from '../../core/school/scheduler/slotBadge';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { AVAILABILITY_EXAMPLES } from './availability.examples';
import { currentSede } from './sede';
import { holdsSeatSql } from './seatSql';

export interface TypeAvailability {
  tipo: string;
  nombre_corto: string;
  salones_disponibles: number;
  capacidad_salones_disponibles: number;
  salones_ocupados: number;
  capacidad_salones_ocupados: number;
  ocupacion_salones_ocupados: number;
  ocupacion_sin_asignar: number;
  disponibles: number;
  insignia: ReturnType<typeof slotBadge>;
}

type Row = Omit<TypeAvailability, 'disponibles' | 'insignia'>;

export async function availabilityByType(db: Database, sedeId: number, fecha: string, hora: string): Promise<TypeAvailability[]> {
  const rows = await db.query<Row>(
    `WITH tipos AS (
       SELECT DISTINCT unnest(s.tipos_permitidos) AS tipo FROM salones s WHERE s.sede_id = $1 AND s.activo
     ), clases_franja AS (
       SELECT c.id, c.salon_id, c.tipos FROM clases c WHERE c.sede_id = $1 AND c.fecha = $2::date AND c.hora = $3
     )
     SELECT t.tipo, tc.nombre_corto,
       libres.salones AS salones_disponibles, libres.capacidad AS capacidad_salones_disponibles,
       ocupados.salones AS salones_ocupados, ocupados.capacidad AS capacidad_salones_ocupados,
       (SELECT count(*)::integer FROM agendamientos a JOIN clases_franja c ON c.id = a.clase_id
          WHERE a.tipo_clase = t.tipo AND ${holdsSeatSql('a.estado')}) AS ocupacion_salones_ocupados,
       (SELECT count(*)::integer FROM agendamientos a WHERE a.sede_id = $1 AND a.fecha = $2::date AND a.hora = $3
          AND a.clase_id IS NULL AND a.estado = 'solicitado' AND a.tipo_clase = t.tipo) AS ocupacion_sin_asignar
     FROM tipos t JOIN tipos_clase tc ON tc.id = t.tipo
     -- Rooms allowing the type with no class then, and rooms whose class then has it: each counted with its seats.
     CROSS JOIN LATERAL (
       SELECT count(*)::integer AS salones, coalesce(sum(s.capacidad), 0)::integer AS capacidad FROM salones s
       WHERE s.sede_id = $1 AND s.activo AND t.tipo = ANY(s.tipos_permitidos) AND NOT EXISTS (SELECT 1 FROM clases_franja c WHERE c.salon_id = s.id)
     ) libres
     CROSS JOIN LATERAL (
       SELECT count(*)::integer AS salones, coalesce(sum(s.capacidad), 0)::integer AS capacidad
       FROM clases_franja c JOIN salones s ON s.id = c.salon_id WHERE t.tipo = ANY(c.tipos)
     ) ocupados
     ORDER BY tc.orden`,
    [sedeId, fecha, hora],
  );
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
    ...AVAILABILITY_EXAMPLES['estado/disponibilidad_full'],
    handler: ({ body, session }) => availabilityByType(db, currentSede(session), body.dia, body.hora),
  });
}
