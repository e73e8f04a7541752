// The record rule slotsOfDate (core/engine/recordRules.ts): the hours of a list must be class slots of
// the weekday of a date field (a closure's hours).
import { slotsOfDate } from '../../core/school/calendar';
import { describe, expect, it } from 'vitest';
import cierres from '../../resources/cierres/schema';
import { recordRuleErrors } from '../../core/engine/recordRules';

const today = '2026-11-20'; // Friday
const errors = (record: Record<string, unknown>) => recordRuleErrors(cierres, record, { today, classHours: slotsOfDate });

describe('slotsOfDate', () => {
  it.each([
    ['2026-11-23', ['06:00', '19:50'], {}],
    ['2026-11-21', ['08:00', '14:30'], {}],
    ['2026-11-21', ['06:00'], { horas: 'Solo horas de clase de ese día (Fecha)' }],
    ['2026-11-23', ['06:15'], { horas: 'Solo horas de clase de ese día (Fecha)' }],
    ['2026-11-29', ['06:00'], { horas: 'Solo horas de clase de ese día (Fecha)' }],
  ])('%s %j', (fecha, horas, expected) => {
    expect(errors({ fecha, horas })).toEqual(expected);
  });

  it('does not apply before a date is chosen, and the date rule still speaks', () => {
    expect(errors({ horas: ['06:00'] })).toEqual({});
    expect(errors({ fecha: '2026-11-20', horas: ['06:00'] })).toEqual({ fecha: 'La fecha no puede ser anterior a mañana' });
  });
});
