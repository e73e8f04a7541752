// A room's allowed courses (salones.cursos_permitidos, salon/editar_cursos; docs/domain/teachers-rooms.md 'Teachers, rooms
// and pre-assignments'): an empty list allows every course, else a class in the room may hold only
// bookings of those courses. A booking's course is its topic's, or else its student's current one;
// a class's courses are its own (clases.curso_id) and those of its live bookings (both read as SQL
// by bookingReads.ts: bookingCourseSql, classCoursesSql). The rule said once here as SQL, used by
// the room's slot rule (slotChecks.ts), a booking's move and the automatic assignment.

export const ROOM_COURSE_MESSAGES = {
  /** A room for a class (create, change room, offers): the rule's name in the refusal. */
  room: 'El salón no permite los cursos de la clase (cursos permitidos del salón)',
  /** A booking into a class whose room does not allow the booking's course. */
  booking: 'El salón de la clase no permite el curso del agendamiento (cursos permitidos del salón)',
} as const;

/** Room `room` (a table alias) allows every course of `courses` (an integer[] expression). */
export function roomAllowsSql(room: string, courses: string): string {
  return `(cardinality(${room}.cursos_permitidos) = 0 OR ${room}.cursos_permitidos @> ${courses})`;
}
