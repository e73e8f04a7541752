// The booking form of a student's detail (docs/domain/student-record.md 'The student's record'): the slots it may offer,
// why a booking is refused and the success message. Pure: the server
// (server/scheduler/bookingForm.ts) and the form (./BookingForm.tsx) say the same.
import { z } from 'zod';
import { minutesOf, slotsOfDate } from '../calendar';
import { isTutoring } from '../classTypes';
import { addDays, formatDay, formatHour } from '../../engine/clock';
import { idValue } from '../../engine/ids';
import { fechaSchema, horaSchema } from '../novedades';
import type { BookingDay } from '../students/records';

export const BOOKING_FORM_MESSAGES = {
  noSlot: 'La hora no es un bloque de clase de ese día',
  past: 'No se puede agendar en una fecha u hora que ya pasó',
  inactive: 'El estudiante está inactivo',
  noValidity: 'El estudiante no tiene vigencia',
  expired: 'La vigencia del estudiante está vencida',
  afterValidity: 'La fecha es posterior a la vigencia del estudiante',
  noSede: 'El estudiante no tiene sede asignada',
  noCourse: 'El estudiante no tiene curso activo',
  notOfCourse: 'El tema no pertenece al curso actual del estudiante',
  notBookable: 'El tema no se puede agendar (inactivo o de trabajo autónomo)',
  covered: 'El estudiante ya vio este tema',
  topicOpen: 'El estudiante ya tiene un agendamiento abierto de este tema',
  noClassType: 'El curso del estudiante no tiene tipo de clase',
  closure: (mensaje: string) => `La sede tiene un cierre en ese horario: ${mensaje}`,
  /** Every seat of the slot's classes and free rooms for the course is taken, pending requests included. */
  full: 'No hay cupo en ese horario: sus clases y salones libres para el curso del estudiante ya tienen todas sus sillas tomadas',
  created: 'Agendamiento creado desde el detalle del estudiante',
} as const;

export const parceladorBody = z.object({ estudiante_id: idValue() }).strict();
export const horariosBody = z.object({ id: idValue() }).strict();
export const agendarBody = z.object({ tema_id: idValue(), hora: horaSchema, dia: fechaSchema, id: idValue() }).strict();

export interface SlotChoice {
  dia: string;
  hora: string;
}

/**
 * The class slots of the next `days` school days from `today` (included, as the scheduler's
 * agenda_disponible counts them), without those of today already begun at `now` ('HH:mm').
 */
export function candidateSlots(today: string, now: string, days: number): SlotChoice[] {
  const slots: SlotChoice[] = [];
  let schoolDays = 0;
  for (let offset = 0; schoolDays < days && offset < days * 2; offset++) {
    const dia = addDays(today, offset);
    const horas = slotsOfDate(dia);
    if (horas.length === 0) continue;
    schoolDays++;
    for (const hora of horas) if (!isPast({ dia, hora }, today, now)) slots.push({ dia, hora });
  }
  return slots;
}

/** A slot that began already (a class cannot be asked for once under way). */
export function isPast(slot: SlotChoice, today: string, now: string): boolean {
  return slot.dia < today || (slot.dia === today && minutesOf(slot.hora) <= minutesOf(now));
}

/** Why a date and hour cannot be booked whoever the student is; null when they can. */
export function slotProblem(slot: SlotChoice, today: string, now: string): string | null {
  if (!slotsOfDate(slot.dia).includes(slot.hora)) return BOOKING_FORM_MESSAGES.noSlot;
  return isPast(slot, today, now) ? BOOKING_FORM_MESSAGES.past : null;
}

export interface BookingStudent {
  activo: boolean;
  /** 'YYYY-MM-DD', the last day the student may take classes. */
  vigencia: string | null;
  sede_id: number | null;
  curso_actual_id: number | null;
}

/** Why the student cannot be booked on `dia`; null when they can (active, valid that day, with sede and course). */
export function studentProblem(student: BookingStudent, today: string, dia: string): string | null {
  if (!student.activo) return BOOKING_FORM_MESSAGES.inactive;
  if (student.vigencia === null) return BOOKING_FORM_MESSAGES.noValidity;
  if (student.vigencia < today) return BOOKING_FORM_MESSAGES.expired;
  if (dia > student.vigencia) return BOOKING_FORM_MESSAGES.afterValidity;
  if (student.sede_id === null) return BOOKING_FORM_MESSAGES.noSede;
  return student.curso_actual_id === null ? BOOKING_FORM_MESSAGES.noCourse : null;
}

/**
 * The booking's class type: the topic's own, else the course's (its topics' types, the earliest
 * topic's first: an exam topic has none of its own); null when neither has one. Never tutoring: a
 * tutoring session is not booked into a class slot.
 */
export function bookingClassType(topicType: string | null, courseTypes: readonly string[]): string | null {
  const classTypes = courseTypes.filter((tipo) => !isTutoring(tipo));
  return topicType !== null && !isTutoring(topicType) ? topicType : classTypes[0] ?? null;
}

/** Slots in order → one entry per day with its hours, as estudiante/ver_horarios answers. */
export function groupByDay(slots: readonly SlotChoice[]): BookingDay[] {
  const days: BookingDay[] = [];
  for (const { dia, hora } of slots) {
    const last = days.at(-1);
    if (last?.dia === dia) last.horas.push(hora);
    else days.push({ dia, horas: [hora] });
  }
  return days;
}

/** The success message, as staff expect it: 'Programación exitosa para {date} {time}'. */
export function bookingSuccessMessage(fecha: string, hora: string): string {
  return `Programación exitosa para ${formatDay(fecha)} ${formatHour(hora)}`;
}
