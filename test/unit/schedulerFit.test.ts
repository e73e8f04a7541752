// Where a booking may go and the colour it shows there, as test vectors: the fit of a booking to a
// class (type, site, date, hour) and the topic novelty (error_tema, sin_carpeta).
import { describe, expect, it } from 'vitest';
import { type BookingSlot, bookingFitsClass, bookingNovelty, type ClassSlot, NOVELTY_TONES, type NoveltyInput } from '../../core/school/scheduler/fit';

const BOOKING: BookingSlot = { tipo_clase: 'regular_1', sede_id: 1, fecha: '2026-03-02', hora: '07:30' };
const CLASE: ClassSlot = { tipos: ['regular_1', 'regular_16'], sede_id: 1, fecha: '2026-03-02', hora: '07:30' };

describe('bookingFitsClass', () => {
  it.each<[string, Partial<BookingSlot>, Partial<ClassSlot>, boolean]>([
    ['same type, site, date and hour', {}, {}, true],
    ['its type is the second of a combined class', { tipo_clase: 'regular_16' }, {}, true],
    ['a single-type class of its type', {}, { tipos: ['regular_1'] }, true],
    ['a type the class does not teach', { tipo_clase: 'regular_2' }, {}, false],
    ['a class with no types', {}, { tipos: [] }, false],
    ['another site', { sede_id: 2 }, {}, false],
    ['another date', {}, { fecha: '2026-03-03' }, false],
    ['another hour', { hora: '09:00' }, {}, false],
    ['the same hour on another weekday', { fecha: '2026-03-09' }, {}, false],
  ])('%s → %s', (_name, booking, clase, expected) => {
    expect(bookingFitsClass({ ...BOOKING, ...booking }, { ...CLASE, ...clase })).toBe(expected);
  });

  it('a type name is matched whole, not as a prefix', () => {
    expect(bookingFitsClass({ ...BOOKING, tipo_clase: 'regular_1' }, { ...CLASE, tipos: ['regular_16', 'regular_17'] })).toBe(false);
  });
});

// A regular class of course 7 taking regular_1 and regular_16, its topic fitting and prepared.
const FITTING: NoveltyInput = {
  claseTipos: ['regular_1', 'regular_16'],
  claseCursoId: 7,
  temaTipoClase: 'regular_1',
  temaCursoId: 7,
  temaTienePreparacion: true,
};

describe('bookingNovelty', () => {
  it.each<[string, Partial<NoveltyInput>, 'error_tema' | 'sin_carpeta' | null]>([
    ['a fitting, prepared topic', {}, null],
    ['the topic of the class’s second type', { temaTipoClase: 'regular_16' }, null],
    ['a topic without a type', { temaTipoClase: null }, null],
    ['a topic without a course', { temaCursoId: null }, null],
    ['a topic of a type the class does not teach', { temaTipoClase: 'regular_2' }, 'error_tema'],
    ['a topic of another course', { temaCursoId: 8 }, 'error_tema'],
    ['another course, no preparation: red wins', { temaCursoId: 8, temaTienePreparacion: false }, 'error_tema'],
    ['another type, no preparation: red wins', { temaTipoClase: 'lab', temaTienePreparacion: false }, 'error_tema'],
    ['a class without a course (null): any course fits', { claseCursoId: null, temaCursoId: 8 }, null],
    ['a non-regular class (curso_id -1): any course fits', { claseTipos: ['lab'], claseCursoId: -1, temaTipoClase: 'lab', temaCursoId: 8 }, null],
    ['a course id 0 is a course', { claseCursoId: 0, temaCursoId: 8 }, 'error_tema'],
    ['course 0 and a topic of course 0', { claseCursoId: 0, temaCursoId: 0 }, null],
    ['a class with no types and a typed topic', { claseTipos: [] }, 'error_tema'],
    ['a fitting topic without preparation', { temaTienePreparacion: false }, 'sin_carpeta'],
    ['a non-regular class, topic without preparation', { claseCursoId: -1, temaCursoId: 3, temaTienePreparacion: false }, 'sin_carpeta'],
  ])('%s → %s', (_name, change, expected) => {
    expect(bookingNovelty({ ...FITTING, ...change })).toBe(expected);
  });

  it('each novelty has its colour', () => {
    expect(NOVELTY_TONES).toEqual({ error_tema: 'red', sin_carpeta: 'yellow' });
  });
});
