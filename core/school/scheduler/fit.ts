// Whether a booking may sit in a class, and the novelty (novedad) it shows there
// (docs/domain/scheduler.md 'The class scheduler').
//
// Fit: a booking goes only into a class of its own slot and site that teaches its class type — the
// booking's tipo_clase is one of the class's tipos, and sede_id, fecha and hora are equal. The
// scheduler offers only such drops; the server refuses the others.
//
// Novelty, the booking's colour inside a class:
// - error_tema (red): the booking's topic does not fit the class — the topic has a class type that is
//   not among the class's types, or the class belongs to a course (curso_id ≥ 0; classes whose type
//   is not regular carry -1) and the topic belongs to another course. A topic without a
//   type or without a course is not judged on that point.
// - sin_carpeta (yellow): otherwise, when the topic has no preparation file (an additional topic item
//   of tipo 'preparation') — the teacher has nothing to prepare the class with.
// - null: neither.
// A wrong topic outranks a missing file: the first is a scheduling error, the second a gap in the course.

import { classTypeLabel, classTypesShort } from '../classTypeLabel';

/** Said alike by the scheduler before a drop and by the server refusing it. */
export const FIT_MESSAGES = {
  full: 'La clase no tiene cupo',
} as const;

export interface BookingSlot {
  tipo_clase: string;
  sede_id: number;
  fecha: string;
  hora: string;
}

export interface ClassSlot {
  tipos: readonly string[];
  sede_id: number;
  fecha: string;
  hora: string;
}

export function bookingFitsClass(booking: BookingSlot, clase: ClassSlot): boolean {
  return fitRefusal(booking, clase) === null;
}

export type FitRule = 'tipo' | 'sede' | 'fecha' | 'hora';

/**
 * The first rule of the fit (above) the booking breaks in that class, with its message: the one rule
 * that failed (issue 25), never the list of them all; null when it fits. Said alike by the board
 * before a drop and by the server refusing it.
 */
export function fitRefusal(booking: BookingSlot, clase: ClassSlot): { rule: FitRule; message: string } | null {
  if (!clase.tipos.includes(booking.tipo_clase)) {
    return {
      rule: 'tipo',
      message: `El tipo no corresponde: el agendamiento es de ${classTypeLabel(booking.tipo_clase).short} y la clase de ${classTypesShort(clase.tipos)}`,
    };
  }
  if (booking.sede_id !== clase.sede_id) return { rule: 'sede', message: 'La sede no corresponde: la clase es de otra sede' };
  if (booking.fecha !== clase.fecha) return { rule: 'fecha', message: 'La fecha no corresponde: la clase es de otro día' };
  if (booking.hora !== clase.hora) return { rule: 'hora', message: 'La hora no corresponde: la clase es de otra hora' };
  return null;
}

/** The capacity rule, with the seats that make it fail. */
export const fullRefusal = (taken: number, capacity: number): string => `La clase no tiene cupo (${taken} de ${capacity} ocupados)`;

export type Novedad = 'error_tema' | 'sin_carpeta';

export interface NoveltyInput {
  claseTipos: readonly string[];
  /** The class's course; null or negative (-1) when the class has none. */
  claseCursoId: number | null;
  temaTipoClase: string | null;
  temaCursoId: number | null;
  /** The topic has a preparation file. */
  temaTienePreparacion: boolean;
}

/** A class with a course: curso_id present and not the -1 of non-regular classes. */
const hasCourse = (cursoId: number | null): cursoId is number => cursoId !== null && cursoId >= 0;

export function bookingNovelty(input: NoveltyInput): Novedad | null {
  const wrongType = input.temaTipoClase !== null && !input.claseTipos.includes(input.temaTipoClase);
  const wrongCourse = hasCourse(input.claseCursoId) && input.temaCursoId !== null && input.temaCursoId !== input.claseCursoId;
  if (wrongType || wrongCourse) return 'error_tema';
  return input.temaTienePreparacion ? null : 'sin_carpeta';
}

export const NOVELTY_TONES: Readonly<Record<Novedad, 'red' | 'yellow'>> = {
  error_tema: 'red',
  sin_carpeta: 'yellow',
};
