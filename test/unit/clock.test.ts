// The school's clock: dates and hours in its time zone, whatever the machine's.
import { describe, expect, it } from 'vitest';
import { addDays, fixedClock, localParts, notBeforeTomorrow, systemClock, today, tomorrow } from '../../core/engine/clock';

describe('clock', () => {
  it('gives Bogota’s date where UTC has already moved on', () => {
    // 02:30 UTC on the 1st is 21:30 of the previous day in Bogota (UTC-5).
    const clock = fixedClock('2026-03-01T02:30:00Z');
    expect(today(clock)).toBe('2026-02-28');
    expect(tomorrow(clock)).toBe('2026-03-01');
    expect(localParts(clock)).toEqual({ date: '2026-02-28', time: '21:30', weekday: 6 });
  });

  it('follows a configured zone', () => {
    const clock = fixedClock('2026-03-01T02:30:00Z', 'Europe/Madrid');
    expect(localParts(clock)).toEqual({ date: '2026-03-01', time: '03:30', weekday: 7 });
  });

  it('adds calendar days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("refuses dates before tomorrow with 'La fecha no puede ser anterior a mañana'", () => {
    const clock = fixedClock('2026-11-23T15:00:00-05:00');
    expect(notBeforeTomorrow(clock, '2026-11-23')).toBe('La fecha no puede ser anterior a mañana');
    expect(notBeforeTomorrow(clock, '2026-11-24')).toBeNull();
  });

  it('refuses an unknown zone at start', () => {
    expect(() => systemClock('Marte/Olympus')).toThrow('Zona horaria no válida: Marte/Olympus');
    expect(() => fixedClock('no es fecha')).toThrow('Instante no válido');
  });
});
