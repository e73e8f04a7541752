// The seats of the scheduler's slots as its calls read them, over the classes, their rooms and the
// bookings holding their seats, each taking the Database or the transaction first
// (docs/architecture.md 'Layout': a schedule table is read by its data modules only): per class
// type at one slot (estado/disponibilidad_full, availability.ts), per sede and slot of a date (the
// Total, indicators.ts), the classes of a slot with their free seats (Reorganizar,
// reorganizePlan.ts) and the class with the most free seats for a booking (asignar_clase_auto).
import type { SlotInput } from '../../core/school/scheduler/reorganize';
import { slotsOfDate, weekdayOfDate } from '../../core/school/calendar';
import type { Database } from '../db/database';
import { reachParam, withinReach } from '../people/reach';
import { bookingCourseSql } from './bookingReads';
import type { SlotQuery } from './classReads';
import { roomAllowsSql } from './roomCourses';
import { holdsSeatSql } from './seatSql';

/** One class type's rooms and seats at a slot (availability.ts's header defines each). */
export interface TypeSeats {
  tipo: string;
  nombre_corto: string;
  salones_disponibles: number;
  capacidad_salones_disponibles: number;
  salones_ocupados: number;
  capacidad_salones_ocupados: number;
  ocupacion_salones_ocupados: number;
  ocupacion_sin_asignar: number;
}

/** For each class type some active room of the sede allows, its free and occupied rooms, their seats and its bookings at the slot. */
export function typeSeats(db: Database, sedeId: number, fecha: string, hora: string): Promise<TypeSeats[]> {
  return db.query<TypeSeats>(
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
}

/** One slot's Total figures at one sede (indicators.ts's header defines each). */
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

/** The slot's classes with their types, room's seats and allowed courses and the seats taken, by room name; `lock`: FOR UPDATE, for the write. */
export function slotClassSeats(db: Database, slot: SlotQuery, lock: boolean): Promise<SlotInput['clases']> {
  return db.query<SlotInput['clases'][number]>(
    `SELECT c.id, c.tipos, s.capacidad, s.cursos_permitidos AS cursos,
       (SELECT count(*)::integer FROM agendamientos a WHERE a.clase_id = c.id AND ${holdsSeatSql('a.estado')}) AS ocupados
     FROM clases c JOIN salones s ON s.id = c.salon_id
     WHERE c.sede_id = $1 AND c.fecha = $2::date AND c.hora = $3
     ORDER BY s.nombre, c.id ${lock ? 'FOR UPDATE OF c' : ''}`,
    [slot.sedeId, slot.fecha, slot.hora],
  );
}

/**
 * The class of the booking's sede and slot, of its type, with a free seat and a room allowing its
 * course (roomCourses.ts), that has the most free seats (then the lowest id); undefined: none.
 */
export async function roomiestClassFor(
  db: Database,
  booking: { id: number; sede_id: number; fecha: string; hora: string; tipo_clase: string },
): Promise<{ id: number } | undefined> {
  const [clase] = await db.query<{ id: number }>(
    `SELECT c.id FROM clases c JOIN salones s ON s.id = c.salon_id
     CROSS JOIN LATERAL (SELECT s.capacidad - count(*) AS libres FROM agendamientos a
                         WHERE a.clase_id = c.id AND ${holdsSeatSql('a.estado')}) cupo
     WHERE c.sede_id = $1 AND c.fecha = $2::date AND c.hora = $3 AND $4 = ANY(c.tipos) AND cupo.libres > 0
       AND ${roomAllowsSql('s', bookingCourseSql('$5::integer'))}
     ORDER BY cupo.libres DESC, c.id
     LIMIT 1`,
    [booking.sede_id, booking.fecha, booking.hora, booking.tipo_clase, booking.id],
  );
  return clase;
}
