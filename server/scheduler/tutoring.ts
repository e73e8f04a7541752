// tutorias/por_fecha {fecha} (023AB260, #/tutoria): a day's tutoring sessions of the current sede
// as the grid shows them — one column per (room, teacher) pair that has a session that day, one row
// per 15-minute slot of the weekday (resources/calendar.ts), each cell the student.
import type { FastifyInstance } from 'fastify';
import { type SchoolDay, tutoringSlots, weekdayOfDate } from '../../resources/calendar';
import { P } from '../../resources/permissions';
import { slotBody } from '../../resources/scheduler/classBodies';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../routes/types';
import { currentSede } from './sede';

const dateBody = slotBody.pick({ fecha: true }).strict();

export interface TutoringSession {
  id: number;
  hora: string;
  salon_id: number;
  profesor_id: number;
  estudiante_id: number;
  estudiante: string;
  estado: string;
}

export function registerTutoringEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'tutorias/por_fecha',
    permission: P.programador.tutorias,
    body: dateBody,
    malformedExample: { fecha: 'mañana' },
    example: async () => ({ fecha: '2099-01-05' }),
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      const weekday = weekdayOfDate(body.fecha);
      const horas = weekday <= 6 ? tutoringSlots(weekday as SchoolDay) : [];
      const sesiones = await db.query<TutoringSession>(
        `SELECT t.id, t.hora, t.salon_id, t.profesor_id, t.estudiante_id, concat_ws(' ', e.primer_nombre, e.primer_apellido) AS estudiante, t.estado
         FROM tutorias t JOIN usuarios e ON e.id = t.estudiante_id
         WHERE t.sede_id = $1 AND t.fecha = $2::date AND t.estado <> 'cancelada' ORDER BY t.hora, t.id`,
        [sedeId, body.fecha],
      );
      const columnas = await db.query<{ salon_id: number; salon: string; profesor_id: number; profesor: string }>(
        `SELECT DISTINCT t.salon_id, s.nombre AS salon, t.profesor_id, concat_ws(' ', u.primer_nombre, u.primer_apellido) AS profesor
         FROM tutorias t JOIN salones s ON s.id = t.salon_id JOIN usuarios u ON u.id = t.profesor_id
         WHERE t.sede_id = $1 AND t.fecha = $2::date AND t.estado <> 'cancelada' ORDER BY salon, profesor`,
        [sedeId, body.fecha],
      );
      return { fecha: body.fecha, horas, columnas, sesiones };
    },
  });
}
