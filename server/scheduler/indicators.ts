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
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { slotsOfDate, weekdayOfDate } from '../../core/school/calendar';
import { today } from '../../core/engine/clock';
import { P } from '../../core/engine/permissions';
import { upcomingDays } from '../../core/school/scheduler/agenda';
import { dateBody } from '../../core/school/scheduler/classBodies';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { INDICATOR_EXAMPLES } from './indicators.examples';
import { currentSede } from './sede';
import { reachParam, withinReach } from '../people/reach';
import { holdsSeatSql } from './seatSql';

export interface SedeFigure {
  sede_id: number;
  sede: string;
  valor: number;
}

const INDICATORS = {
  'indicadores/estudiantes_activos': `
    SELECT count(*)::integer FROM usuarios u
    WHERE u.sede_id = s.id AND u.es AND u.activo AND u.deleted_at IS NULL AND u.vigencia >= $1::date`,
  'indicadores/agendamientos_acumulados': `
    SELECT count(*)::integer FROM agendamientos a
    WHERE a.sede_id = s.id AND a.estado <> 'cancelado' AND a.fecha >= date_trunc('month', $1::date) AND a.fecha <= $1::date`,
  'indicadores/agendamientos_estudiantes': `
    SELECT count(*)::integer FROM agendamientos a
    WHERE a.sede_id = s.id AND a.estado <> 'cancelado' AND a.origen = 'estudiante' AND a.fecha >= date_trunc('month', $1::date) AND a.fecha <= $1::date`,
} as const;

/** One figure per sede the session reaches, by sede name. */
function figures(db: Database, session: Session, count: string, day: string): Promise<SedeFigure[]> {
  return db.query<SedeFigure>(
    `SELECT s.id AS sede_id, s.nombre AS sede, (${count}) AS valor FROM sedes s
     WHERE ${withinReach('s.id', 2)} ORDER BY s.nombre`,
    [day, reachParam(session.sedes)],
  );
}

/** One slot's Total figures at one sede (the header comment defines each). */
export interface SlotSupply {
  sede_id: number;
  sede: string;
  hora: string;
  ocupacion: number;
  salones_ocupados: number;
  capacidad_salones_ocupados: number;
  docentes_disponibles: number;
  capacidad_docentes_disponibles: number;
}

/** Every slot of the date at each sede reached (null: all), by sede name and hour. */
export function slotSupply(db: Database, sedes: readonly number[] | null, fecha: string): Promise<SlotSupply[]> {
  const horas = slotsOfDate(fecha);
  if (horas.length === 0) return Promise.resolve([]);
  return db.query<SlotSupply>(
    // Set-based: each figure is one grouped pass per date joined to the (sede, slot) grid; per-slot
    // subqueries read every sede's users and rooms once per slot (~70 ms for 25 sedes, now ~10).
    `WITH horas AS (SELECT unnest($2::text[]) AS hora),
     clases_dia AS MATERIALIZED (SELECT c.sede_id, c.hora, c.salon_id, c.profesor_id FROM clases c WHERE c.fecha = $1::date),
     ocupacion AS (
       SELECT a.sede_id, a.hora, count(*)::integer AS n FROM agendamientos a
       WHERE a.fecha = $1::date AND ${withinReach('a.sede_id', 3)}
         AND CASE WHEN a.clase_id IS NULL THEN a.estado = 'solicitado' ELSE ${holdsSeatSql('a.estado')} END
       GROUP BY a.sede_id, a.hora
     ),
     ocupados AS (
       SELECT c.sede_id, c.hora, count(*)::integer AS salones, sum(sa.capacidad)::integer AS capacidad
       FROM clases_dia c JOIN salones sa ON sa.id = c.salon_id GROUP BY c.sede_id, c.hora
     ),
     cerradas AS (
       SELECT DISTINCT cs.sede_id, ch.hora FROM cierres ci
       CROSS JOIN LATERAL unnest(ci.sedes) AS cs(sede_id) CROSS JOIN LATERAL unnest(ci.horas) AS ch(hora)
       WHERE ci.fecha = $1::date
     ),
     docentes_libres AS (
       SELECT u.sede_id, h.hora, count(*)::integer AS n
       FROM usuarios u JOIN horas h ON ($4::text || 'T' || h.hora) = ANY(u.disponibilidad)
       WHERE u.pr AND u.activo AND u.deleted_at IS NULL AND NOT u.tutor
         AND ${withinReach('u.sede_id', 3)}
         AND NOT EXISTS (SELECT 1 FROM novedades_docente n WHERE n.docente_id = u.id AND n.fecha = $1::date AND n.hora = h.hora)
         AND NOT EXISTS (SELECT 1 FROM clases_dia c WHERE c.profesor_id = u.id AND c.hora = h.hora)
       GROUP BY u.sede_id, h.hora
     ),
     -- Per (sede, slot), the free rooms' seats summed largest first: element k = the k largest rooms.
     salones_libres AS (
       SELECT r.sede_id, r.hora, array_agg(r.acumulado ORDER BY r.puesto) AS acumulados FROM (
         SELECT sa.sede_id, h.hora, row_number() OVER w AS puesto, sum(sa.capacidad) OVER w AS acumulado
         FROM salones sa CROSS JOIN horas h
         WHERE sa.activo AND NOT ('tutoria' = ANY(sa.tipos_permitidos)) AND ${withinReach('sa.sede_id', 3)}
           AND NOT EXISTS (SELECT 1 FROM clases_dia c WHERE c.salon_id = sa.id AND c.hora = h.hora)
         WINDOW w AS (PARTITION BY sa.sede_id, h.hora ORDER BY sa.capacidad DESC, sa.id ROWS UNBOUNDED PRECEDING)
       ) r
       GROUP BY r.sede_id, r.hora
     ),
     franjas AS (
       SELECT s.id AS sede_id, s.nombre AS sede, h.hora, coalesce(oc.n, 0) AS ocupacion,
         coalesce(o.salones, 0) AS salones_ocupados, coalesce(o.capacidad, 0) AS capacidad_salones_ocupados,
         CASE WHEN cz.sede_id IS NULL THEN coalesce(d.n, 0) ELSE 0 END AS docentes, l.acumulados
       FROM sedes s CROSS JOIN horas h
       LEFT JOIN ocupacion oc ON oc.sede_id = s.id AND oc.hora = h.hora
       LEFT JOIN ocupados o ON o.sede_id = s.id AND o.hora = h.hora
       LEFT JOIN cerradas cz ON cz.sede_id = s.id AND cz.hora = h.hora
       LEFT JOIN docentes_libres d ON d.sede_id = s.id AND d.hora = h.hora
       LEFT JOIN salones_libres l ON l.sede_id = s.id AND l.hora = h.hora
       WHERE ${withinReach('s.id', 3)}
     )
     SELECT f.sede_id, f.sede, f.hora, f.ocupacion, f.salones_ocupados, f.capacidad_salones_ocupados,
       f.docentes AS docentes_disponibles,
       CASE WHEN f.docentes = 0 OR f.acumulados IS NULL THEN 0
         ELSE f.acumulados[least(f.docentes, cardinality(f.acumulados))] END::integer AS capacidad_docentes_disponibles
     FROM franjas f
     ORDER BY f.sede, f.hora`,
    [fecha, [...horas], reachParam(sedes), String(weekdayOfDate(fecha))],
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
      ...INDICATOR_EXAMPLES[path as keyof typeof INDICATORS],
      handler: ({ session }) => figures(db, session, count, today(clock)),
    });
  }
  defineEndpoint(app, {
    path: 'indicadores/disponibilidad',
    permission: P.inicio.disponibilidad,
    body: z.object({}).strict(),
    ...INDICATOR_EXAMPLES['indicadores/disponibilidad'],
    handler: ({ session }) => {
      const [first] = upcomingDays(today(clock), clock.timeZone, 1);
      return availabilityFigures(db, session.sedes, first?.fecha ?? today(clock));
    },
  });
  defineEndpoint(app, {
    path: 'indicadores/disponibilidad_franjas',
    permission: P.inicio.disponibilidad,
    body: dateBody,
    ...INDICATOR_EXAMPLES['indicadores/disponibilidad_franjas'],
    handler: ({ body, session }) => slotSupply(db, [currentSede(session)], body.fecha),
  });
}
