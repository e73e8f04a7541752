// Free tutoring slots and booking one (issue 43 point 12): a quarter-hour is free for a (tutoring
// room, tutor) pair when the tutor is preassigned to that room at that weekday and hour, neither holds
// a session then, no closure of the sede nor novedad of the tutor covers its class slot, and it has
// not begun. tutorias/por_fecha lists them (one statement for the day); tutorias/agendar (5B4F11C4,
// 'Nuevo agendamiento') books one for a student within reach whose tutoring is enabled for that day
// with sessions left, at the caller's current sede.
import type { FastifyInstance } from 'fastify';
import { localParts } from '../../core/engine/clock';
import { P } from '../../core/engine/permissions';
import { type SchoolDay, tutoringSlots, weekdayOfDate } from '../../core/school/calendar';
import {
  agendarTutoriaBody, TUTORING_BOOKING_MESSAGES, TUTORING_BOOKING_PATH, tutoringBookedMessage,
  tutoringSlotPast, tutoringStudentProblem,
} from '../../core/school/scheduler/tutoringBooking';
import { recordEvent } from '../audit/events';
import { conflict, validationError } from '../errors/apiError';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { studentReach } from '../people/studentReach';
import { currentSede } from './sede';
import { freeTutoringSlots, insertTutoring, lockTutoringStudent, studentHasTutoringAt, tutoringSlotOffered, tutoringSlotTaken } from './tutoringBookingData';


/** The unique keys of tutorias (migration 024) → what a lost race means. */
const TAKEN_KEYS: Record<string, string> = {
  tutorias_salon_key: TUTORING_BOOKING_MESSAGES.taken,
  tutorias_profesor_key: TUTORING_BOOKING_MESSAGES.taken,
  tutorias_estudiante_key: TUTORING_BOOKING_MESSAGES.studentTaken,
};

/** The day's quarter-hours not yet begun at the clock. */
export function openTutoringHours(fecha: string, today: string, now: string): string[] {
  const weekday = weekdayOfDate(fecha);
  return weekday > 6 ? [] : tutoringSlots(weekday as SchoolDay).filter((hora) => !tutoringSlotPast(fecha, hora, today, now));
}

export function registerTutoringBookingEndpoints(app: FastifyInstance, { db, clock }: RouteDeps): void {
  defineEndpoint(app, {
    path: TUTORING_BOOKING_PATH,
    permission: P.programador.createAgendamiento,
    body: agendarTutoriaBody,
    handler: async ({ body, session }): Promise<{ id: number; mensaje: string }> => {
      const { date: today, time: now } = localParts(clock);
      const weekday = weekdayOfDate(body.fecha);
      if (weekday > 6 || !tutoringSlots(weekday as SchoolDay).includes(body.hora)) throw validationError({ hora: TUTORING_BOOKING_MESSAGES.noSlot }, TUTORING_BOOKING_MESSAGES.noSlot);
      if (tutoringSlotPast(body.fecha, body.hora, today, now)) throw validationError({ hora: TUTORING_BOOKING_MESSAGES.past }, TUTORING_BOOKING_MESSAGES.past);
      const sede = currentSede(session);
      const students = studentReach(db, session);
      try {
        return await db.transaction(async (tx) => {
          await students.visible(tx, body.estudiante_id);
          // The student's row locked: two bookings of theirs at once count each other's sessions.
          const student = await lockTutoringStudent(tx, body.estudiante_id);
          const refused = tutoringStudentProblem(student, body.fecha);
          if (refused) throw validationError({ estudiante_id: refused }, refused);
          if (await studentHasTutoringAt(tx, body.estudiante_id, body.fecha, body.hora)) throw conflict({ estudiante_id: TUTORING_BOOKING_MESSAGES.studentTaken }, TUTORING_BOOKING_MESSAGES.studentTaken);
          const pair = { salon_id: body.salon_id, profesor_id: body.profesor_id };
          const [slot] = await freeTutoringSlots(tx, sede, body.fecha, [body.hora], pair);
          if (!slot) {
            // Why not: never offered (no such preassignment here), closed, or taken since.
            if (!(await tutoringSlotOffered(tx, pair, weekday, body.hora, sede))) throw validationError({ salon_id: TUTORING_BOOKING_MESSAGES.notOffered }, TUTORING_BOOKING_MESSAGES.notOffered);
            if (await tutoringSlotTaken(tx, pair, body.fecha, body.hora)) throw conflict({ salon_id: TUTORING_BOOKING_MESSAGES.taken }, TUTORING_BOOKING_MESSAGES.taken);
            throw validationError({ hora: TUTORING_BOOKING_MESSAGES.closed }, TUTORING_BOOKING_MESSAGES.closed);
          }
          const row = await insertTutoring(tx, { ...body, sede_id: sede }, session.userId);
          await recordEvent(tx, {
            universo: 'tutorias', tipo: 'agendar', evento: TUTORING_BOOKING_MESSAGES.created, contenido: { despues: { ...body, sede_id: sede, estado: 'programada' } },
            usuarioId: session.userId, registroId: row.id,
          });
          return { id: row.id, mensaje: tutoringBookedMessage(body.fecha, body.hora, slot.salon, slot.profesor) };
        });
      } catch (error) {
        const constraint = (error as { constraint?: unknown } | null)?.constraint;
        const message = typeof constraint === 'string' ? TAKEN_KEYS[constraint] : undefined;
        throw message ? conflict({ hora: message }, message) : error;
      }
    },
  });
}
