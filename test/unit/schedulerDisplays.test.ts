// core/school/scheduler/displays.ts: the wall display's current slot (5 minutes before its start to
// 20 after) and next slot on the school's clock, and logistics' slots and free rooms per date.
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../core/engine/clock';
import { currentHour, type DisplayClass, freeRooms, logisticaDays, logisticaHours, nextHour } from '../../core/school/scheduler/displays';

// Bogotá is UTC-5: 2026-11-23 is a Monday, 2026-11-28 a Saturday, 2026-11-29 a Sunday.
const at = (date: string, time: string) => fixedClock(`${date}T${time}:00-05:00`);

describe('currentHour', () => {
  it.each([
    ['07:24', null],
    ['07:25', '07:30'],
    ['07:30', '07:30'],
    ['07:50', '07:30'],
    ['07:51', null],
    ['08:55', '09:00'],
    ['05:55', '06:00'],
    ['20:10', '19:50'],
    ['20:11', null],
  ])('at %s on a weekday it is %s', (time, expected) => {
    expect(currentHour(at('2026-11-23', time))).toBe(expected);
  });

  it('reads the school’s time zone, not the machine’s, and Saturday’s own slots', () => {
    expect(currentHour(fixedClock('2026-11-23T12:30:00Z'))).toBe('07:30');
    expect(currentHour(at('2026-11-28', '09:00'))).toBe(null);
    expect(currentHour(at('2026-11-28', '09:30'))).toBe('09:30');
    expect(currentHour(at('2026-11-29', '09:00'))).toBe(null);
  });
});

describe('nextHour', () => {
  it('is the first slot whose window has not begun', () => {
    expect(nextHour(at('2026-11-23', '05:00'))).toBe('06:00');
    expect(nextHour(at('2026-11-23', '07:24'))).toBe('07:30');
    expect(nextHour(at('2026-11-23', '07:25'))).toBe('09:00');
    expect(nextHour(at('2026-11-23', '19:44'))).toBe('19:50');
    expect(nextHour(at('2026-11-23', '19:45'))).toBe(null);
    expect(nextHour(at('2026-11-29', '05:00'))).toBe(null);
  });
});

const clase = (fecha: string, hora: string, salon_id: number): DisplayClass => ({
  id: salon_id * 100 + Number(hora.slice(0, 2)), fecha, hora, salon_id, salon: `Salón ${salon_id}`, capacidad: 10,
  profesor_id: 1, profesor: 'Ana Ruiz', tipos: ['regular_1'], agendados: 3,
});
const ROOMS = [{ id: 1, nombre: 'Salón 1', capacidad: 10 }, { id: 2, nombre: 'Salón 2', capacidad: 12 }, { id: 3, nombre: 'Salón 3', capacidad: 8 }];

describe('logistics', () => {
  it('shows every slot of a date, or the one asked for when the date has it', () => {
    expect(logisticaHours('2026-11-23')).toHaveLength(10);
    expect(logisticaHours('2026-11-23', '09:00')).toEqual(['09:00']);
    expect(logisticaHours('2026-11-28', '09:00')).toEqual([]);
    expect(logisticaHours('2026-11-28')).toEqual(['08:00', '09:30', '11:00', '13:00', '14:30']);
    expect(logisticaHours('2026-11-29')).toEqual([]);
  });

  it('leaves free the rooms with no class of the slot, in the given order', () => {
    expect(freeRooms(ROOMS, [])).toEqual(ROOMS);
    expect(freeRooms(ROOMS, [{ salon_id: 2 }]).map((r) => r.id)).toEqual([1, 3]);
    expect(freeRooms(ROOMS, [{ salon_id: 1 }, { salon_id: 2 }, { salon_id: 3 }])).toEqual([]);
  });

  it('groups the classes by date (sorted, once) and slot, each slot with its free rooms', () => {
    const classes = [clase('2026-11-23', '07:30', 1), clase('2026-11-23', '07:30', 3), clase('2026-11-24', '09:00', 2)];
    const days = logisticaDays(['2026-11-24', '2026-11-23', '2026-11-24'], '07:30', classes, ROOMS);
    expect(days.map((d) => d.fecha)).toEqual(['2026-11-23', '2026-11-24']);
    expect(days[0].horas).toEqual([{ hora: '07:30', clases: [classes[0], classes[1]], libres: [ROOMS[1]] }]);
    expect(days[1].horas).toEqual([{ hora: '07:30', clases: [], libres: ROOMS }]);
    const all = logisticaDays(['2026-11-24'], undefined, classes, ROOMS);
    expect(all[0].horas.find((h) => h.hora === '09:00')).toEqual({ hora: '09:00', clases: [classes[2]], libres: [ROOMS[0], ROOMS[2]] });
  });
});
