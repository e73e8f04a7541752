// A teacher's availability (core/school/availability.ts): presets, the template filter of a save,
// 'Aplicar Filtro' and the configuration index.
import { describe, expect, it } from 'vitest';
import {
  availabilityKeys, availableAtAll, configurationIndex, keepTemplateSlots, percent, presetKeys, toggleKeys,
} from '../../core/school/availability';
import { maxWeeklyBlocks } from '../../core/school/calendar';

describe('presets', () => {
  it("'Mañanas' are the first five slots Monday–Friday, 'Tardes' the last five", () => {
    const mananas = presetKeys('mananas', false);
    expect(mananas).toHaveLength(25);
    expect(mananas.slice(0, 5)).toEqual(['1T06:00', '1T07:30', '1T09:00', '1T10:40', '1T12:10']);
    expect(mananas.some((k) => k.startsWith('6T'))).toBe(false);
    const tardes = presetKeys('tardes', false);
    expect(tardes.slice(0, 5)).toEqual(['1T13:40', '1T15:10', '1T16:50', '1T18:20', '1T19:50']);
    expect(new Set([...mananas, ...tardes]).size).toBe(50);
  });

  it('for a tutor they split the quarter-hours at 13:00, Monday–Friday', () => {
    const mananas = presetKeys('mananas', true);
    const tardes = presetKeys('tardes', true);
    expect(mananas).toContain('1T07:00');
    expect(mananas).toContain('5T12:45');
    expect(mananas).not.toContain('1T13:00');
    expect(tardes[0]).toBe('1T13:00');
    expect(tardes).toContain('5T18:45');
    expect([...mananas, ...tardes].some((k) => k.startsWith('6T'))).toBe(false);
    // 07:00–19:00 is 48 quarter-hours a day: 24 before 13:00 and 24 after.
    expect(mananas).toHaveLength(5 * 24);
    expect(tardes).toHaveLength(5 * 24);
  });
});

describe('keepTemplateSlots', () => {
  it('keeps only template slots, each once, in template order', () => {
    expect(keepTemplateSlots(['2T07:30', '1T06:00', '1T06:00', '1T06:15', '7T06:00', 'x', '6T08:00', '6T06:00'], false)).toEqual([
      '1T06:00', '2T07:30', '6T08:00',
    ]);
  });

  it('a tutor keeps quarter-hours of the tutoring template', () => {
    expect(keepTemplateSlots(['1T06:00', '1T07:15', '6T07:00', '6T07:15', '6T14:45', '6T15:00'], true)).toEqual(['1T07:15', '6T07:15', '6T14:45']);
  });

  it('the regular template has as many keys as a room has weekly blocks', () => {
    expect(availabilityKeys(false)).toHaveLength(maxWeeklyBlocks());
  });
});

describe('toggleKeys', () => {
  it('turns a row on and off without touching the rest', () => {
    const on = toggleKeys(['6T08:00'], ['1T06:00', '2T06:00'], true, false);
    expect(on).toEqual(['1T06:00', '2T06:00', '6T08:00']);
    expect(toggleKeys(on, ['1T06:00'], false, false)).toEqual(['2T06:00', '6T08:00']);
  });
});

describe('the teachers summary', () => {
  const teachers = [
    { id: 1, disponibilidad: ['1T06:00', '1T07:30', '2T06:00'], preasignados: 3, disponibles: 3 },
    { id: 2, disponibilidad: ['1T06:00', '2T06:00'], preasignados: 1, disponibles: 2 },
    { id: 3, disponibilidad: [], preasignados: 0, disponibles: 0 },
  ];

  it("'Aplicar Filtro' keeps the teachers available at every selected slot", () => {
    expect(availableAtAll(teachers, ['1T06:00']).map((t) => t.id)).toEqual([1, 2]);
    expect(availableAtAll(teachers, ['1T06:00', '1T07:30']).map((t) => t.id)).toEqual([1]);
    expect(availableAtAll(teachers, []).map((t) => t.id)).toEqual([1, 2, 3]);
  });

  it('the index is the mean of the per-teacher ratios, leaving out teachers without availability', () => {
    // (3/3 + 1/2) / 2 = 75 %
    expect(configurationIndex(teachers)).toBe(75);
    expect(configurationIndex([])).toBe(0);
    expect(configurationIndex([{ preasignados: 1, disponibles: 3 }])).toBe(33);
  });

  it('percent rounds and never divides by zero', () => {
    expect(percent(33, 55)).toBe(60);
    expect(percent(1, 0)).toBe(0);
  });
});
