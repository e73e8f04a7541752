// The booking actions of a student's detail (docs/domain/student-record.md 'The student's record'): set, remove or
// auto-assign the topic and undo the signature, each only from the states its rule allows
// (core/school/scheduler/bookings.ts; else 409 and nothing written), on a booking at any of the caller's permitted sedes (a student may take classes
// at several), with the class's history and one audit event. agendamiento/cancelar is in ./bookings.ts.
import type { FastifyInstance } from 'fastify';
import { BOOKING_ACTIONS } from '../../core/school/scheduler/bookingActionRules';
import { type AccionEstudiante, applyBookingAction, type BookingFacts, bookingActionProblem } from '../../core/school/scheduler/bookings';
import { bookingIdBody, setTopicBody } from '../../core/school/scheduler/classBodies';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { studentReach } from '../people/studentReach';
import { defineEndpoint } from '../http/endpoint';
import { conflict, validationError } from '../errors/apiError';
import type { RouteDeps } from '../http/routeDeps';
import { type BookingChange, bookingsWithin, type LockedBooking, refusedTransition } from './bookingRepository';
import { schedulerWrite } from './conflicts';
import { nextTopicOf } from './nextTopic';
import { assertTopicLevelOpen } from '../progress/progressRepository';
import { unfeedRowOfBooking } from '../progress/sync';
import { roomAllowsCourse } from './classReads';
import { ROOM_COURSE_MESSAGES } from './roomCourses';

export const STUDENT_BOOKING_MESSAGES = {
  topicSet: 'Tema asignado al agendamiento',
  topicRemoved: 'Tema eliminado del agendamiento',
  topicAuto: 'Tema asignado automáticamente',
  unsigned: 'Firma anulada',
  topicUnknown: 'El tema no existe',
  topicInactive: 'El tema no está activo o no se puede programar',
  topicOtherCourse: 'El tema no es de un curso del estudiante',
} as const;

const facts = (booking: LockedBooking): BookingFacts => ({ estado: booking.estado, tema_id: booking.tema_id, clase_id: booking.clase_id });

/** The booking after the action as the state table has it, or the 409 saying why not. */
function allowed(action: AccionEstudiante, booking: LockedBooking, tema: number | null = null): BookingFacts {
  const result = applyBookingAction(action, facts(booking), tema);
  if ('error' in result) throw refusedTransition(result.error);
  return result.booking;
}

/** A topic the booking cannot have: 400 on tema_id. */
const topicRefusal = (message: string) => validationError({ tema_id: message }, message);

/**
 * A topic the booking may get: it exists, is active and bookable (not autonomous work), and is of a
 * course of the student's — the current one, one they are enrolled in, or the booking's topic's.
 * The class type is not checked: the scheduler already shows a topic of another type in red.
 * Answers the topic's course.
 */
async function assertUsableTopic(tx: Database, booking: LockedBooking, temaId: number): Promise<number> {
  const [tema] = await tx.query<{ curso_id: number; activo: boolean; programable: boolean; del_estudiante: boolean }>(
    `SELECT t.curso_id, t.activo, t.programable,
            (t.curso_id = u.curso_actual_id
             OR EXISTS (SELECT 1 FROM inscripciones i WHERE i.estudiante_id = u.id AND i.curso_id = t.curso_id)
             OR EXISTS (SELECT 1 FROM temas actual WHERE actual.id = $3 AND actual.curso_id = t.curso_id)) AS del_estudiante
     FROM temas t JOIN usuarios u ON u.id = $2 WHERE t.id = $1`,
    [temaId, booking.estudiante_id, booking.tema_id],
  );
  if (!tema) throw topicRefusal(STUDENT_BOOKING_MESSAGES.topicUnknown);
  if (!tema.activo || !tema.programable) throw topicRefusal(STUDENT_BOOKING_MESSAGES.topicInactive);
  if (!tema.del_estudiante) throw topicRefusal(STUDENT_BOOKING_MESSAGES.topicOtherCourse);
  return tema.curso_id;
}

/**
 * A booking's course is its topic's, else its student's (roomCourses.ts): in a class, the course it
 * is about to have must be one its room allows; else `refusal` with the rule's message.
 */
async function assertRoomAllows(tx: Database, booking: LockedBooking, curso: number | null, refusal: (message: string) => Error): Promise<void> {
  if (booking.clase_id === null || curso === null) return;
  if ((await roomAllowsCourse(tx, booking.clase_id, curso)) === false) throw refusal(ROOM_COURSE_MESSAGES.booking);
}

/** The student's next topic by agendamiento/calcular_siguiente_tema's rule; none is a 409 saying why. */
async function nextTopicFor(tx: Database, booking: LockedBooking): Promise<number> {
  // Locked: two auto-assignments for the same student at once would both pick the same topic.
  const [student] = await tx.query<{ id: number; curso_actual_id: number | null }>('SELECT id, curso_actual_id FROM usuarios WHERE id = $1 FOR UPDATE', [booking.estudiante_id]);
  const tema = await nextTopicOf(tx, student);
  if ('error' in tema) throw conflict({ agendamiento_id: tema.error }, tema.error);
  return tema.id;
}

type Change = Omit<BookingChange, 'booking' | 'session' | 'tipo'>;

export function registerStudentBookingEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  /** One action: the booking locked within the caller's sedes, the change decided, written. */
  const act = (action: AccionEstudiante, session: Session, id: number, decide: (tx: Database, booking: LockedBooking) => Promise<Change>) =>
    schedulerWrite(db, async (tx) => {
      const bookings = bookingsWithin(tx, studentReach(db, session), session.sedes);
      const booking = await bookings.lock(id);
      const change = await decide(tx, booking);
      return bookings.change({ ...change, booking, session, tipo: action });
    });

  defineEndpoint(app, {
    path: BOOKING_ACTIONS.set_tema.path,
    permission: BOOKING_ACTIONS.set_tema.code,
    body: setTopicBody,
    handler: ({ body, session }) =>
      act('set_tema', session, body.agendamiento_id, async (tx, booking) => {
        const { tema_id } = allowed('set_tema', booking, body.tema_id);
        const curso = await assertUsableTopic(tx, booking, body.tema_id);
        await assertRoomAllows(tx, booking, curso, topicRefusal);
        return { tema_id, evento: STUDENT_BOOKING_MESSAGES.topicSet };
      }),
  });

  defineEndpoint(app, {
    path: BOOKING_ACTIONS.eliminar_tema.path,
    permission: BOOKING_ACTIONS.eliminar_tema.code,
    body: bookingIdBody,
    handler: ({ body, session }) =>
      act('eliminar_tema', session, body.agendamiento_id, async (tx, booking) => {
        const { tema_id } = allowed('eliminar_tema', booking);
        // Without its topic the booking is of its student's current course.
        const [student] = await tx.query<{ curso_actual_id: number | null }>('SELECT curso_actual_id FROM usuarios WHERE id = $1', [booking.estudiante_id]);
        await assertRoomAllows(tx, booking, student?.curso_actual_id ?? null, refusedTransition);
        return { tema_id, evento: STUDENT_BOOKING_MESSAGES.topicRemoved };
      }),
  });

  defineEndpoint(app, {
    path: BOOKING_ACTIONS.asignar_tema_auto.path,
    permission: BOOKING_ACTIONS.asignar_tema_auto.code,
    body: bookingIdBody,
    handler: ({ body, session }) =>
      act('asignar_tema_auto', session, body.agendamiento_id, async (tx, booking) => {
        // The state first: a refused booking is refused whatever topic would come next.
        const problem = bookingActionProblem('asignar_tema_auto', facts(booking));
        if (problem) throw refusedTransition(problem);
        return { tema_id: await nextTopicFor(tx, booking), evento: STUDENT_BOOKING_MESSAGES.topicAuto };
      }),
  });

  defineEndpoint(app, {
    path: BOOKING_ACTIONS.anular_firma.path,
    permission: BOOKING_ACTIONS.anular_firma.code,
    body: bookingIdBody,
    handler: ({ body, session }) =>
      act('anular_firma', session, body.agendamiento_id, async (tx, booking) => {
        const estado = allowed('anular_firma', booking).estado;
        // The row this signature fed forgets it (docs/domain/progress.md 'Progress and grades'); not once its level ended.
        await assertTopicLevelOpen(tx, booking.estudiante_id, booking.tema_id);
        await unfeedRowOfBooking(tx, booking.id);
        return { estado, clearAttendance: true, evento: STUDENT_BOOKING_MESSAGES.unsigned };
      }),
  });
}
