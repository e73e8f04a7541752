// agendamiento/marcar_asistencia (383FFC12, docs/domain/progress.md 'Progress and grades'): the scheduler signs the
// attendance of a booking in a class that has taken place (today or before): asistido or ausencia,
// by whom and when, in the class's history and one audit event, and the topic's progress row is fed
// in the same transaction. Refused (409, nothing written) from any other state, for a class still
// to come, or when the topic's level has ended.
import type { FastifyInstance } from 'fastify';
import { today } from '../../core/engine/clock';
import { P } from '../../core/engine/permissions';
import { attendanceBody } from '../../core/school/scheduler/classBodies';
import { defineEndpoint } from '../http/endpoint';
import { studentReach } from '../people/studentReach';
import { conflict } from '../errors/apiError';
import { feedRowFromBooking } from '../progress/sync';
import { assertTopicLevelOpen } from '../progress/progressRepository';
import type { RouteDeps } from '../http/routeDeps';
import { bookingsWithin, nextState } from './bookingRepository';
import { schedulerWrite } from './conflicts';
import { currentSede } from './sede';

export const ATTENDANCE_MESSAGES = {
  asistido: 'Asistencia registrada',
  ausencia: 'Inasistencia registrada',
  future: 'La clase aún no ha tenido lugar: su asistencia se registra desde el día de la clase',
} as const;

export function registerAttendanceEndpoint(app: FastifyInstance, { db, clock }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'agendamiento/marcar_asistencia',
    permission: P.progreso.editAsistencia,
    body: attendanceBody,
    handler: async ({ body, session }) => {
      const sedeId = currentSede(session);
      return schedulerWrite(db, async (tx) => {
        const bookings = bookingsWithin(tx, studentReach(db, session), [sedeId]);
        const booking = await bookings.lock(body.agendamiento_id);
        const estado = nextState(body.asistencia === 'asistido' ? 'asistio' : 'no_asistio', booking);
        if (booking.fecha > today(clock)) throw conflict({ agendamiento_id: ATTENDANCE_MESSAGES.future }, ATTENDANCE_MESSAGES.future);
        await assertTopicLevelOpen(tx, booking.estudiante_id, booking.tema_id);
        const evento = ATTENDANCE_MESSAGES[body.asistencia];
        const updated = await bookings.signAttendance({
          booking, estado, evento, session,
          follow: async () => ({ progreso: await feedRowFromBooking(tx, booking.id) }),
        });
        return { mensaje: evento, agendamiento: updated };
      });
    },
  });
}
