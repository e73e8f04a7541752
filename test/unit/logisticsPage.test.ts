// src/pages/logistics/logistics.ts: the dates asked for (day + extras, sorted, once, at most seven),
// the hour options and the titles and summaries of #/logistica.
import { describe, expect, it } from 'vitest';
import { agendaDay } from '../../core/school/scheduler/agenda';
import { addExtraDate, ALL_HOURS, dayTitle, hourOptions, logisticaDates, slotSummary } from '../../src/pages/logistics/logistics';

describe('the dates', () => {
  it('are the day and the extras, sorted and without repeats', () => {
    expect(logisticaDates('2026-11-24', ['2026-11-30', '2026-11-20', '2026-11-24'])).toEqual(['2026-11-20', '2026-11-24', '2026-11-30']);
    expect(logisticaDates(undefined, [])).toEqual([]);
  });

  it('take an extra date only when new and while fewer than seven', () => {
    expect(addExtraDate([], '2026-11-24', '2026-11-25')).toEqual(['2026-11-25']);
    const same: readonly string[] = ['2026-11-25'];
    expect(addExtraDate(same, '2026-11-24', '2026-11-25')).toBe(same);
    expect(addExtraDate(same, '2026-11-24', '2026-11-24')).toBe(same);
    const six = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01'];
    expect(addExtraDate(six, '2026-11-24', '2026-12-02')).toBe(six);
    expect(addExtraDate(six.slice(0, 5), '2026-11-24', '2026-12-02')).toHaveLength(6);
  });
});

describe('the hour options', () => {
  it('are Todas, then the day’s slots by name', () => {
    const options = hourOptions(agendaDay('2026-11-28', 'America/Bogota') ?? undefined);
    expect(options[0]).toEqual({ value: ALL_HOURS, label: 'Todas' });
    expect(options.slice(1).map((o) => [o.value, o.label])).toEqual([
      ['08:00', '8:00 am'], ['09:30', '9:30 am'], ['11:00', '11:00 am'], ['13:00', '1:00 pm'], ['14:30', '2:30 pm'],
    ]);
    expect(hourOptions(undefined)).toEqual([{ value: ALL_HOURS, label: 'Todas' }]);
  });
});

describe('titles and summaries', () => {
  it('name the day and count a slot’s classes, bookings and free rooms', () => {
    expect(dayTitle('2026-11-23')).toBe('Lunes 23/11/2026');
    expect(dayTitle('2026-11-29')).toBe('Domingo 29/11/2026');
    const clase = { id: 1, fecha: '2026-11-23', hora: '07:30', salon_id: 1, salon: 'S', capacidad: 10, profesor_id: 1, profesor: 'P', tipos: [], agendados: 4 };
    expect(slotSummary({ hora: '07:30', clases: [clase, { ...clase, id: 2, agendados: 5 }], libres: [{ id: 3, nombre: 'S3', capacidad: 8 }] }))
      .toBe('2 clases · 9 agendados · 1 salón libre');
    expect(slotSummary({ hora: '07:30', clases: [], libres: [] })).toBe('0 clases · 0 agendados · 0 salones libres');
  });
});
