// The booking form of a student's detail ('Agendar clase'; docs/domain/student-record.md 'The student's record'):
// estudiante/parcelador and estudiante/ver_horarios (560B5B09) offer the topics and slots, and
// agendamiento/agendar (5B4F11C4) makes a pending booking at the student's sede, in the pending
// list of that slot for the scheduler to place. Students of any of the caller's permitted sedes;
// others 404.
import type { FastifyInstance } from 'fastify';
import { localParts } from '../../core/engine/clock';
import {
  agendarBody, BOOKING_FORM_MESSAGES, bookingClassType, bookingSuccessMessage, type BookingStudent, candidateSlots,
  horariosBody, parceladorBody, slotProblem, studentProblem,
} from '../../core/school/scheduler/bookingForm';
import { type BookingDayFacts, daysWithFacts } from '../../core/school/scheduler/bookingFacts';
import { BOOKING_FORM_PATHS, type BookingResult, type BookingTopic } from '../../core/school/students/records';
import { P } from '../../core/engine/permissions';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import { conflict, validationError } from '../errors/apiError';
import type { RouteDeps } from '../http/routeDeps';
import { AGENDA_DAYS } from './agenda';
import { bookingsWithin } from './bookingRepository';
import { CONSTRAINT_MESSAGES, schedulerWrite } from './conflicts';
import { closureAt } from './slotChecks';
import { courseClassTypes, freeSlots, hasOpenBookingAt, slotFacts, type SlotStudent, topicHeld, topicsToBook } from './bookingSlots';
import { studentReach, visibleStudent } from '../people/studentReach';

type StudentRow = BookingStudent & { id: number };

/** The student as the form's rules read them; `lock` holds the row for the booking's transaction. */
async function studentRow(db: Database, id: number, lock = false): Promise<StudentRow> {
  const [row] = await db.query<StudentRow>(
    `SELECT id, activo, to_char(vigencia, 'YYYY-MM-DD') AS vigencia, sede_id, curso_actual_id FROM usuarios WHERE id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`,
    [id],
  );
  return row;
}

/** A student with a sede and a course: the only ones slots exist for. */
const withSlots = (row: StudentRow): SlotStudent | null =>
  row.sede_id === null || row.curso_actual_id === null ? null : { id: row.id, sede_id: row.sede_id, curso_actual_id: row.curso_actual_id };

export function registerStudentBookingFormEndpoints(app: FastifyInstance, { db, clock }: RouteDeps): void {
  defineEndpoint(app, {
    path: BOOKING_FORM_PATHS.temas,
    permission: P.estudiantes.show,
    body: parceladorBody,
    handler: async ({ body, session }): Promise<BookingTopic[]> => {
      const { id } = await visibleStudent(db, session, body.estudiante_id);
      const row = await studentRow(db, id);
      return row.curso_actual_id === null ? [] : topicsToBook(db, id, row.curso_actual_id);
    },
  });

  defineEndpoint(app, {
    path: BOOKING_FORM_PATHS.horarios,
    permission: P.estudiantes.show,
    body: horariosBody,
    // Each day's free hours (horas) and every hour's facts (detalle: seats, classes with room and teacher).
    handler: async ({ body, session }): Promise<BookingDayFacts[]> => {
      const { id } = await visibleStudent(db, session, body.id);
      const student = withSlots(await studentRow(db, id));
      if (!student) return [];
      const { date, time } = localParts(clock);
      const tipos = await courseClassTypes(db, student.curso_actual_id);
      return daysWithFacts(await slotFacts(db, student, tipos, candidateSlots(date, time, AGENDA_DAYS)));
    },
  });

  defineEndpoint(app, {
    path: BOOKING_FORM_PATHS.agendar,
    permission: P.programador.createAgendamiento,
    body: agendarBody,
    handler: async ({ body, session }): Promise<BookingResult> => {
      const { date: today, time: now } = localParts(clock);
      const slot = { dia: body.dia, hora: body.hora };
      const timing = slotProblem(slot, today, now);
      if (timing) throw validationError({ hora: timing }, timing);
      const students = studentReach(db, session);
      return schedulerWrite(db, async (tx) => {
        await students.visible(tx, body.id);
        // Locked: two bookings of one student at once see each other's topic (one per topic).
        const row = await studentRow(tx, body.id, true);
        const refused = studentProblem(row, today, body.dia);
        const student = withSlots(row);
        if (refused || !student) throw validationError({ id: refused ?? BOOKING_FORM_MESSAGES.noCourse }, refused ?? BOOKING_FORM_MESSAGES.noCourse);

        const [tema] = await tx.query<{ tipo_clase: string | null; activo: boolean; programable: boolean }>(
          'SELECT tipo_clase, activo, programable FROM temas WHERE id = $1 AND curso_id = $2',
          [body.tema_id, student.curso_actual_id],
        );
        if (!tema) throw validationError({ tema_id: BOOKING_FORM_MESSAGES.notOfCourse }, BOOKING_FORM_MESSAGES.notOfCourse);
        if (!tema.activo || !tema.programable) throw validationError({ tema_id: BOOKING_FORM_MESSAGES.notBookable }, BOOKING_FORM_MESSAGES.notBookable);
        const held = await topicHeld(tx, student.id, body.tema_id);
        if (held) {
          const message = held.visto ? BOOKING_FORM_MESSAGES.covered : BOOKING_FORM_MESSAGES.topicOpen;
          throw conflict({ tema_id: message }, message);
        }
        const tipo = bookingClassType(tema.tipo_clase, await courseClassTypes(tx, student.curso_actual_id));
        if (!tipo) throw validationError({ tema_id: BOOKING_FORM_MESSAGES.noClassType }, BOOKING_FORM_MESSAGES.noClassType);

        const closure = await closureAt(tx, { fecha: body.dia, hora: body.hora, sedeId: student.sede_id });
        if (closure !== null) throw validationError({ dia: BOOKING_FORM_MESSAGES.closure(closure) }, BOOKING_FORM_MESSAGES.closure(closure));
        if (await hasOpenBookingAt(tx, student.id, body.dia, body.hora)) throw conflict({ hora: CONSTRAINT_MESSAGES.studentTaken }, CONSTRAINT_MESSAGES.studentTaken);
        // One booking of a slot at a time (on PostgreSQL too: PGlite's one connection already is): the
        // seat count below then sees every request made before, and the last seat goes to one of them.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`agendar:${student.sede_id}:${body.dia}:${body.hora}`]);
        if ((await freeSlots(tx, student, [tipo], [slot])).length === 0) throw conflict({ hora: BOOKING_FORM_MESSAGES.full }, BOOKING_FORM_MESSAGES.full);

        // Pending (no class, solicitado), asked for by staff, of the request type the class type names.
        const id = await bookingsWithin(tx, students, session.sedes).create({
          estudiante_id: student.id, fecha: body.dia, hora: body.hora, sede_id: student.sede_id, tipo_clase: tipo, tipo_solicitud: null, tema_id: body.tema_id,
          tipo: 'agendar', evento: BOOKING_FORM_MESSAGES.created, despues: { ...body, tipo_clase: tipo, sede_id: student.sede_id, estado: 'solicitado' }, session,
        });
        return { id, fecha: body.dia, hora: body.hora, mensaje: bookingSuccessMessage(body.dia, body.hora) };
      });
    },
  });
}
