// The scheduler's read-only displays (docs/domain/scheduler.md 'The class scheduler'), both within the caller's current sede:
// pantalla/actual {} (293B9B69, #/pantalla) — the classes of the slot current on the school's clock
// with the students booked, the next slot, and PANTALLA_URL for when none is current; and
// logistica/clases {fechas, hora?} (4E621462, #/logistica) — per slot of the dates, every class with
// its bookings against capacity and the sede's rooms left free.
import type { FastifyInstance } from 'fastify';
import { today } from '../../core/engine/clock';
import { P } from '../../core/engine/permissions';
import {
  currentHour, type DisplayClass, type FreeRoom, logisticaBody, logisticaDays, nextHour, type PantallaAnswer, pantallaBody,
} from '../../core/school/scheduler/displays';
import type { Database } from '../db/database';
import { type StudentReach, studentReach } from '../people/studentReach';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { displayExamples } from './displays.examples';
import { currentSede } from './sede';
import { holdsSeatSql } from './seatSql';

/** Bookings that hold a seat (the capacity trigger's count, migration 024). */
const LIVE = holdsSeatSql('a.estado');

/** PANTALLA_URL when it is an http(s) address; anything else (unset, a typo, javascript:) is none. */
export function pantallaUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const text = env.PANTALLA_URL?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The sede's classes at the dates (and hour), by date, hour and room name. */
function displayClasses(db: Database, sedeId: number, fechas: readonly string[], hora: string | null): Promise<DisplayClass[]> {
  return db.query<DisplayClass>(
    `SELECT c.id, to_char(c.fecha, 'YYYY-MM-DD') AS fecha, c.hora, c.salon_id, s.nombre AS salon, s.capacidad, c.profesor_id,
       concat_ws(' ', u.primer_nombre, u.primer_apellido) AS profesor, c.tipos,
       (SELECT count(*)::integer FROM agendamientos a WHERE a.clase_id = c.id AND ${LIVE}) AS agendados
     FROM clases c JOIN salones s ON s.id = c.salon_id JOIN usuarios u ON u.id = c.profesor_id
     WHERE c.sede_id = $1 AND c.fecha = ANY($2::date[]) AND ($3::text IS NULL OR c.hora = $3::text)
     ORDER BY c.fecha, c.hora, s.nombre, c.id`,
    [sedeId, [...fechas], hora],
  );
}

/** The sede's active class rooms (a tutoring cabin holds no class), by name. */
function classRooms(db: Database, sedeId: number): Promise<FreeRoom[]> {
  return db.query<FreeRoom>(
    `SELECT s.id, s.nombre, s.capacidad FROM salones s
     WHERE s.sede_id = $1 AND s.activo AND NOT ('tutoria' = ANY(s.tipos_permitidos)) ORDER BY s.nombre, s.id`,
    [sedeId],
  );
}

/** The booked students of each class, by name (a student the caller does not reach, by UNREACHED_STUDENT). */
async function studentsOf(db: Database, claseIds: number[], students: StudentReach): Promise<Map<number, string[]>> {
  const rows = await db.query<{ clase_id: number; estudiante: string }>(
    `SELECT a.clase_id, ${students.nameSql('a.estudiante_id', "concat_ws(' ', e.primer_nombre, e.primer_apellido)")} AS estudiante
     FROM agendamientos a JOIN usuarios e ON e.id = a.estudiante_id
     WHERE a.clase_id = ANY($1::int[]) AND ${LIVE} ORDER BY estudiante, a.id`,
    [claseIds],
  );
  const byClass = new Map<number, string[]>();
  for (const row of rows) byClass.set(row.clase_id, [...(byClass.get(row.clase_id) ?? []), row.estudiante]);
  return byClass;
}

export function registerDisplayEndpoints(app: FastifyInstance, { db, clock }: RouteDeps): void {
  const examples = displayExamples(clock);
  defineEndpoint(app, {
    path: 'pantalla/actual',
    permission: P.programador.pantalla,
    body: pantallaBody,
    ...examples['pantalla/actual'],
    handler: async ({ session }): Promise<PantallaAnswer> => {
      const sedeId = currentSede(session);
      const fecha = today(clock);
      const hora = currentHour(clock);
      const [sede] = await db.query<{ nombre: string }>('SELECT nombre FROM sedes WHERE id = $1', [sedeId]);
      const classes = hora === null ? [] : await displayClasses(db, sedeId, [fecha], hora);
      const students = await studentsOf(db, classes.map((clase) => clase.id), studentReach(db, session));
      return {
        fecha,
        sede: sede?.nombre ?? null,
        hora,
        clases: classes.map((clase) => ({ ...clase, estudiantes: students.get(clase.id) ?? [] })),
        siguiente: nextHour(clock),
        url: pantallaUrl(),
      };
    },
  });

  defineEndpoint(app, {
    path: 'logistica/clases',
    permission: P.programador.logistica,
    body: logisticaBody,
    ...examples['logistica/clases'],
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      const [classes, rooms] = await Promise.all([displayClasses(db, sedeId, body.fechas, body.hora ?? null), classRooms(db, sedeId)]);
      return { dias: logisticaDays(body.fechas, body.hora, classes, rooms) };
    },
  });
}
