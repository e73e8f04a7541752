// tutorias/por_fecha {fecha} (023AB260, #/tutoria): a day's tutoring sessions of the current sede
// as the grid shows them — one column per (room, teacher) pair that has a session that day, one row
// per 15-minute slot of the weekday (core/calendar.ts), each cell the student. And
// tutorias/cancelar (98E38A0E, from the student's detail): within the caller's permitted sedes, only
// a session still programada, with a reason of 20.
import type { FastifyInstance } from 'fastify';
import { type SchoolDay, tutoringSlots, weekdayOfDate } from '../../core/calendar';
import { P } from '../../core/permissions';
import { cancelTutoringBody, dateBody } from '../../core/scheduler/classBodies';
import { recordEvent } from '../audit/events';
import { isCancellableTutoring } from '../../core/students/tutoringRegister';
import { conflict, notFound } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../routes/types';
import type { TutoringColumn, TutoringDay, TutoringSession } from '../../core/scheduler/tutoringView';
import { appendObservationSql } from './observations';
import { currentSede } from './sede';
import { TUTORING_EXAMPLES } from './tutoring.examples';


export const TUTORING_MESSAGES = {
  cancelled: 'Tutoría cancelada',
  notCancellable: 'Solo se puede cancelar una tutoría programada.',
} as const;


export function registerTutoringEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'tutorias/por_fecha',
    permission: P.programador.tutorias,
    body: dateBody,
    ...TUTORING_EXAMPLES['tutorias/por_fecha'],
    handler: async ({ body, session }): Promise<TutoringDay> => {
      const sedeId = currentSede(session);
      const weekday = weekdayOfDate(body.fecha);
      const horas = weekday <= 6 ? tutoringSlots(weekday as SchoolDay) : [];
      const sesiones = await db.query<TutoringSession>(
        `SELECT t.id, t.hora, t.salon_id, t.profesor_id, t.estudiante_id, concat_ws(' ', e.primer_nombre, e.primer_apellido) AS estudiante, t.estado
         FROM tutorias t JOIN usuarios e ON e.id = t.estudiante_id
         WHERE t.sede_id = $1 AND t.fecha = $2::date AND t.estado <> 'cancelada' ORDER BY t.hora, t.id`,
        [sedeId, body.fecha],
      );
      const columnas = await db.query<TutoringColumn>(
        `SELECT DISTINCT t.salon_id, s.nombre AS salon, t.profesor_id, concat_ws(' ', u.primer_nombre, u.primer_apellido) AS profesor
         FROM tutorias t JOIN salones s ON s.id = t.salon_id JOIN usuarios u ON u.id = t.profesor_id
         WHERE t.sede_id = $1 AND t.fecha = $2::date AND t.estado <> 'cancelada' ORDER BY salon, profesor`,
        [sedeId, body.fecha],
      );
      return { fecha: body.fecha, horas, columnas, sesiones };
    },
  });

  defineEndpoint(app, {
    path: 'tutorias/cancelar',
    permission: P.estudiantes.cancelTutoria,
    body: cancelTutoringBody,
    ...TUTORING_EXAMPLES['tutorias/cancelar'],
    handler: async ({ body, session }) =>
      db.transaction(async (tx) => {
        const [tutoria] = await tx.query<{ id: number; estado: string; sede_id: number }>('SELECT id, estado, sede_id FROM tutorias WHERE id = $1 FOR UPDATE', [body.tutoria_id]);
        if (!tutoria || (session.sedes && !session.sedes.includes(tutoria.sede_id))) throw notFound();
        // A refused transition is a conflict with the session's state (nothing changed), not a bad body.
        if (!isCancellableTutoring(tutoria.estado)) throw conflict({ tutoria_id: TUTORING_MESSAGES.notCancellable }, TUTORING_MESSAGES.notCancellable);
        await tx.query(
          `UPDATE tutorias SET estado = 'cancelada', motivo_cancelacion = $2, observaciones = ${appendObservationSql('observaciones', '$2', '$3')}, version = version + 1 WHERE id = $1`,
          [tutoria.id, body.motivo, session.userId],
        );
        await recordEvent(tx, { universo: 'tutorias', tipo: 'cancelar', evento: TUTORING_MESSAGES.cancelled, contenido: { motivo: body.motivo }, usuarioId: session.userId, registroId: tutoria.id });
        return { mensaje: TUTORING_MESSAGES.cancelled };
      }),
  });
}
