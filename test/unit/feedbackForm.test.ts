// The checks of a topic's feedback form (resources/temas/feedbackForm.ts): both ends required, each
// a multiple of 0,01 between 0 and 100, the end at most the topic's grade (rango_nota, inclusive),
// the start before the end, and a PDF required only for a new item. A value's own problem wins
// over a rule across values.
import { describe, expect, it } from 'vitest';
import { feedbackErrors } from '../../resources/temas/feedbackForm';

const REQUIRED = 'Este campo es requerido';
const ORDERED = 'Rango final debe ser posterior a Rango inicial';
const ABOVE_TOPIC = 'El rango no puede superar la nota máxima del tema';

/** An edit (no file needed) of a topic graded up to 5, unless told otherwise. */
const check = (rango_inicial: string, rango_final: string, rangoNota = 5, needsFile = false, hasFile = false) =>
  feedbackErrors({ rango_inicial, rango_final }, rangoNota, needsFile, hasFile);

describe('feedbackErrors', () => {
  it('accepts a valid range, with a dot or a decimal comma', () => {
    expect(check('0', '2.99')).toEqual({});
    expect(check('2,5', '4,75')).toEqual({});
  });

  it('requires both ends, blank or only spaces', () => {
    expect(check('', '')).toEqual({ rango_inicial: REQUIRED, rango_final: REQUIRED });
    expect(check('  ', '3')).toEqual({ rango_inicial: REQUIRED });
    expect(check('1', ' ')).toEqual({ rango_final: REQUIRED });
  });

  it('refuses what is not a multiple of 0,01', () => {
    expect(check('1.005', '3')).toEqual({ rango_inicial: 'Debe ser múltiplo de 0,01' });
    expect(check('1', '2.999')).toEqual({ rango_final: 'Debe ser múltiplo de 0,01' });
  });

  it('refuses what is not a number or lies outside 0–100', () => {
    expect(check('abc', '3')).toEqual({ rango_inicial: 'Debe ser un número' });
    expect(check('-1', '3')).toEqual({ rango_inicial: 'Debe ser mayor o igual a 0' });
    expect(check('0', '101', 200)).toEqual({ rango_final: 'Debe ser menor o igual a 100' });
  });

  it("bounds the end by the topic's grade, inclusive", () => {
    expect(check('0', '5')).toEqual({});
    expect(check('0', '5.01')).toEqual({ rango_final: ABOVE_TOPIC });
    expect(check('0', '6')).toEqual({ rango_final: ABOVE_TOPIC });
    // The bound is the topic's, not a fixed 5.
    expect(check('0', '6', 10)).toEqual({});
    expect(check('0', '10', 7.5)).toEqual({ rango_final: ABOVE_TOPIC });
  });

  it('wants the start strictly before the end', () => {
    expect(check('3', '2')).toEqual({ rango_final: ORDERED });
    expect(check('2', '2')).toEqual({ rango_final: ORDERED });
    expect(check('1.99', '2')).toEqual({});
  });

  it("puts a value's own problem before a rule over it", () => {
    // 'abc' is no number: the order cannot be judged, the start says why.
    expect(check('abc', '2')).toEqual({ rango_inicial: 'Debe ser un número' });
    // 2.999 is above neither 5 nor the start, but is no multiple of 0,01: only that is said.
    expect(check('3', '2.999')).toEqual({ rango_final: 'Debe ser múltiplo de 0,01' });
    // Blank start, end above the topic: both said, each on its field.
    expect(check('', '6')).toEqual({ rango_inicial: REQUIRED, rango_final: ABOVE_TOPIC });
  });

  it('requires the file only for a new item without one', () => {
    expect(check('0', '2', 5, true, false)).toEqual({ archivo: REQUIRED });
    expect(check('0', '2', 5, true, true)).toEqual({});
    // An edit keeps its stored file.
    expect(check('0', '2', 5, false, false)).toEqual({});
    // Said together with the other problems, not instead of them.
    expect(check('', '', 5, true, false)).toEqual({ rango_inicial: REQUIRED, rango_final: REQUIRED, archivo: REQUIRED });
  });
});
