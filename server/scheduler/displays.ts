// The scheduler's read-only displays (docs/domain/scheduler.md 'The class scheduler'), both within the caller's current sede:
// pantalla/actual {} (293B9B69, #/pantalla) — the classes of the slot current on the school's clock
// with the students booked, the next slot, and PANTALLA_URL for when none is current; and
// logistica/clases {fechas, hora?} (4E621462, #/logistica) — per slot of the dates, every class with
// its bookings against capacity and the sede's rooms left free. The classes and their students are
// read by classReads.ts (displayClasses) and bookingReads.ts (studentsOfClasses).
import type { FastifyInstance } from 'fastify';
import { today } from '../../core/engine/clock';
import { P } from '../../core/engine/permissions';
import {
  currentHour, type FreeRoom, logisticaBody, logisticaDays, nextHour, type PantallaAnswer, pantallaBody,
} from '../../core/school/scheduler/displays';
import type { Database } from '../db/database';
import { studentReach } from '../people/studentReach';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { studentsOfClasses } from './bookingReads';
import { displayClasses } from './classReads';
import { currentSede } from './sede';

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

/** The sede's active class rooms (a tutoring cabin holds no class), by name. */
function classRooms(db: Database, sedeId: number): Promise<FreeRoom[]> {
  return db.query<FreeRoom>(
    `SELECT s.id, s.nombre, s.capacidad FROM salones s
     WHERE s.sede_id = $1 AND s.activo AND NOT ('tutoria' = ANY(s.tipos_permitidos)) ORDER BY s.nombre, s.id`,
    [sedeId],
  );
}

export function registerDisplayEndpoints(app: FastifyInstance, { db, clock }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'pantalla/actual',
    permission: P.programador.pantalla,
    body: pantallaBody,
    handler: async ({ session }): Promise<PantallaAnswer> => {
      const sedeId = currentSede(session);
      const fecha = today(clock);
      const hora = currentHour(clock);
      const [sede] = await db.query<{ nombre: string }>('SELECT nombre FROM sedes WHERE id = $1', [sedeId]);
      const classes = hora === null ? [] : await displayClasses(db, sedeId, [fecha], hora);
      const students = await studentsOfClasses(db, classes.map((clase) => clase.id), studentReach(db, session));
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
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      const [classes, rooms] = await Promise.all([displayClasses(db, sedeId, body.fechas, body.hora ?? null), classRooms(db, sedeId)]);
      return { dias: logisticaDays(body.fechas, body.hora, classes, rooms) };
    },
  });
}
