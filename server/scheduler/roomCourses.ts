// A room's allowed courses (salones.cursos_permitidos, salon/editar_cursos; docs/domain/teachers-rooms.md 'Teachers, rooms
// and pre-assignments'): an empty list allows every course, else a class in the room may hold only
// bookings of those courses. A booking's course is its topic's, or else its student's current one;
// a class's courses are its own (clases.curso_id) and those of its live bookings. Said once here as
// SQL, used by the room's slot rule (slotChecks.ts), a booking's move and the automatic assignment.
import { holdsSeatSql } from './seatSql';

export const ROOM_COURSE_MESSAGES = {
  /** A room for a class (create, change room, offers): the rule's name in the refusal. */
  room: 'El salón no permite los cursos de la clase (cursos permitidos del salón)',
  /** A booking into a class whose room does not allow the booking's course. */
  booking: 'El salón de la clase no permite el curso del agendamiento (cursos permitidos del salón)',
} as const;

/** The course of booking `a` (its student joined as `e`, its topic left-joined as `t`). */
const BOOKING_COURSE = 'coalesce(t.curso_id, e.curso_actual_id)';
const BOOKING_JOINS = 'agendamientos a JOIN usuarios e ON e.id = a.estudiante_id LEFT JOIN temas t ON t.id = a.tema_id';

/** integer[] of the courses of class `clase` (an SQL expression of its id); empty for a new class. */
export function classCoursesSql(clase: string): string {
  return `ARRAY(SELECT ${BOOKING_COURSE} FROM ${BOOKING_JOINS}
    WHERE a.clase_id = ${clase} AND ${holdsSeatSql('a.estado')} AND ${BOOKING_COURSE} IS NOT NULL
    UNION SELECT cc.curso_id FROM clases cc WHERE cc.id = ${clase} AND cc.curso_id IS NOT NULL)`;
}

/** integer[] holding the course of booking `booking` (an SQL expression of its id), or empty. */
export function bookingCourseSql(booking: string): string {
  return `ARRAY(SELECT ${BOOKING_COURSE} FROM ${BOOKING_JOINS} WHERE a.id = ${booking} AND ${BOOKING_COURSE} IS NOT NULL)`;
}

/** Room `room` (a table alias) allows every course of `courses` (an integer[] expression). */
export function roomAllowsSql(room: string, courses: string): string {
  return `(cardinality(${room}.cursos_permitidos) = 0 OR ${room}.cursos_permitidos @> ${courses})`;
}
