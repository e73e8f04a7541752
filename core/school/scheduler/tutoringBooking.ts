// Booking a tutoring session from #/tutoria's grid (issue 43 point 12): tutorias/agendar's body, its
// Spanish refusals and the rules on the student's tutoring enablement (habilitar_tutoria, its
// sessions and window). Shared by the server (server/scheduler/tutoringBooking.ts) and the page. Pure.
import { z } from 'zod';
import { formatDay, formatHour } from '../../engine/clock';
import { idValue } from '../../engine/ids';
import { minutesOf, slotsOfDate } from '../calendar';
import { fechaSchema, horaSchema } from '../novedades';
import { longDay } from './bookingFacts';

export const TUTORING_BOOKING_PATH = 'tutorias/agendar';

export const agendarTutoriaBody = z
  .object({ fecha: fechaSchema, hora: horaSchema, salon_id: idValue(), profesor_id: idValue(), estudiante_id: idValue() })
  .strict();
export type AgendarTutoriaBody = z.output<typeof agendarTutoriaBody>;

export const TUTORING_BOOKING_MESSAGES = {
  noSlot: 'La hora no es una franja de tutoría de ese día',
  past: 'No se puede agendar una tutoría en una fecha u hora que ya pasó',
  notOffered: 'El tutor no tiene esa franja en ese salón de tutorías de la sede',
  taken: 'Esa franja ya no está libre: el salón o el tutor tienen otra tutoría a esa hora',
  closed: 'La sede tiene un cierre o el tutor una novedad a esa hora',
  studentTaken: 'El estudiante ya tiene una tutoría a esa hora',
  inactive: 'El estudiante está inactivo',
  notEnabled: 'El estudiante no tiene tutorías habilitadas',
  outside: (inicio: string, fin: string) => `La fecha está fuera del periodo de tutorías del estudiante (del ${formatDay(inicio)} al ${formatDay(fin)})`,
  used: (n: number) => `El estudiante ya tiene agendadas ${n === 1 ? 'su tutoría' : `sus ${n} tutorías`} del periodo`,
  created: 'Tutoría agendada desde el programador de tutorías',
} as const;

/** The student as the rules read them. */
export interface TutoringStudent {
  activo: boolean;
  habilitar_tutoria: boolean;
  tutorias: number;
  fecha_tutoria_inicio: string | null;
  fecha_tutoria_fin: string | null;
  /** Their sessions not cancelled within the window. */
  agendadas: number;
}

/** Why the student cannot have a session on `fecha`; null when they can. */
export function tutoringStudentProblem(student: TutoringStudent, fecha: string): string | null {
  if (!student.activo) return TUTORING_BOOKING_MESSAGES.inactive;
  if (!student.habilitar_tutoria || student.tutorias <= 0) return TUTORING_BOOKING_MESSAGES.notEnabled;
  const { fecha_tutoria_inicio: inicio, fecha_tutoria_fin: fin } = student;
  if (inicio === null || fin === null || fecha < inicio || fecha > fin) return TUTORING_BOOKING_MESSAGES.outside(inicio ?? fecha, fin ?? fecha);
  return student.agendadas >= student.tutorias ? TUTORING_BOOKING_MESSAGES.used(student.tutorias) : null;
}

/** Whether the quarter-hour began already at `now` on `today`. */
export const tutoringSlotPast = (fecha: string, hora: string, today: string, now: string): boolean =>
  fecha < today || (fecha === today && minutesOf(hora) <= minutesOf(now));

/** The class slot of the day a quarter-hour falls in (closures and novedades are by class slot); null before the first. */
export function classSlotOf(fecha: string, hora: string): string | null {
  let found: string | null = null;
  for (const slot of slotsOfDate(fecha)) if (minutesOf(slot) <= minutesOf(hora)) found = slot;
  return found;
}

/** A free cell of the grid: its button's accessible name, 'Agendar tutoría: lunes 30 de noviembre, 10:00 am, Cabina de tutorías 1 con Ana Ruiz'. */
export function freeSlotName(fecha: string, hora: string, salon: string, profesor: string): string {
  return `Agendar tutoría: ${longDay(fecha)}, ${formatHour(hora)}, ${salon} con ${profesor}`;
}

/** The success message: 'Tutoría agendada: lunes 30 de noviembre, 10:00 am, Cabina de tutorías 1 con Ana Ruiz'. */
export function tutoringBookedMessage(fecha: string, hora: string, salon: string, profesor: string): string {
  return `Tutoría agendada: ${longDay(fecha)}, ${formatHour(hora)}, ${salon} con ${profesor}`;
}
