// The scheduler's days: school days only, each with its template's slots, names and instants in
// the school's zone (Bogotá, UTC-5).
import { describe, expect, it } from 'vitest';
import { formatDay, formatHour } from '../../core/engine/clock';
import { agendaDay, localInstant, upcomingDays } from '../../core/school/scheduler/agenda';

const ZONE = 'America/Bogota';

describe('agenda', () => {
  it('a Monday has its ten slots, named and timed in Bogotá', () => {
    const day = agendaDay('2026-11-23', ZONE)!;
    expect(day.texto).toBe('Lunes 23/11/2026');
    expect(day.horas.map((h) => h.hora)).toEqual(['06:00', '07:30', '09:00', '10:40', '12:10', '13:40', '15:10', '16:50', '18:20', '19:50']);
    expect(day.horas[1]).toEqual({
      id: '2026-11-23T07:30', hora: '07:30', nombre_corto: '7:30 am', marca_tiempo: '2026-11-23T07:30:00', timestamp: Date.parse('2026-11-23T12:30:00Z'),
    });
    expect(day.timestamp).toBe(Date.parse('2026-11-23T05:00:00Z'));
  });

  it('a Sunday has none; the next school days skip it', () => {
    expect(agendaDay('2026-11-29', ZONE)).toBeNull();
    expect(upcomingDays('2026-11-27', ZONE, 3).map((d) => d.fecha)).toEqual(['2026-11-27', '2026-11-28', '2026-11-30']);
  });

  it('names hours on the twelve-hour clock', () => {
    expect([formatHour('06:00'), formatHour('12:10'), formatHour('13:40'), formatHour('00:05')]).toEqual(['6:00 am', '12:10 pm', '1:40 pm', '12:05 am']);
    expect(localInstant('2026-01-01', '19:50', 'UTC')).toBe(Date.parse('2026-01-01T19:50:00Z'));
    // Anything else as it came (a report's odd cell stays readable).
    expect(formatHour('7:30')).toBe('7:30');
  });

  it('writes days DD/MM/YYYY, from a date or an instant; nothing for nothing', () => {
    expect([formatDay('2026-11-27'), formatDay('2026-01-05T10:00:00-05:00'), formatDay(null), formatDay(''), formatDay('27/11/2026')]).toEqual(['27/11/2026', '05/01/2026', '', '', '']);
  });
});
