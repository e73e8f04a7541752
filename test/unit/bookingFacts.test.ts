// What 'Agendar clase' says of days and hours (issue 43 point 12): the weekday in Spanish, each
// hour's seats, room and teacher, an hour of several classes line by line, a full hour 'Sin cupos'
// and not choosable, and the confirmation naming what was booked.
import { describe, expect, it } from 'vitest';
import { type BookingHourFact, daysWithFacts, longDay, seatsText } from '../../core/school/scheduler/bookingFacts';
import { bookingConfirmation, dayLabel, hourChoice, hourChoices } from '../../resources/estudiantes/bookings/bookingFacts';

const hour = (over: Partial<BookingHourFact> = {}): BookingHourFact => ({ hora: '09:00', cupos: 3, clases: [], salones_libres: 0, cupos_salones_libres: 0, ...over });
const ximena = { clase_id: 7, salon: 'Salón 101', docente: 'Ximena Núñez', cupos: 3 };

describe('longDay', () => {
  it('names the weekday and the month in Spanish', () => {
    expect(longDay('2026-11-30')).toBe('lunes 30 de noviembre');
    expect(longDay('2026-12-05')).toBe('sábado 5 de diciembre');
    expect(longDay('2027-01-06')).toBe('miércoles 6 de enero');
    expect(longDay('2027-01-06', true)).toBe('miércoles 6 de enero de 2027');
    expect(dayLabel('2099-03-02')).toBe('lunes 2 de marzo');
    expect(longDay('mañana')).toBe('mañana');
  });
});

describe('seatsText', () => {
  it('counts seats, one in the singular, none as Sin cupos', () => {
    expect(seatsText(3)).toBe('3 cupos libres');
    expect(seatsText(1)).toBe('1 cupo libre');
    expect(seatsText(0)).toBe('Sin cupos');
  });
});

describe('hourChoice', () => {
  it('says one class on one line: hour, room, teacher, seats', () => {
    expect(hourChoice(hour({ clases: [ximena] }))).toEqual({ hora: '09:00', title: '9:00 am · Salón 101 · Ximena Núñez · 3 cupos libres', lines: [], full: false });
  });

  it('lists each class of an hour with several, and the free rooms', () => {
    const choice = hourChoice(hour({ cupos: 30, clases: [ximena, { clase_id: 8, salon: 'Salón 102', docente: 'Pedro Gómez', cupos: 1 }], salones_libres: 1, cupos_salones_libres: 26 }));
    expect(choice.title).toBe('9:00 am · 30 cupos libres');
    expect(choice.lines).toEqual(['Salón 101 · Ximena Núñez · 3 cupos libres', 'Salón 102 · Pedro Gómez · 1 cupo libre', '1 salón libre sin clase aún (26 sillas)']);
  });

  it('says a room with no class yet, and a full hour cannot be chosen', () => {
    expect(hourChoice(hour({ hora: '13:40', cupos: 45, salones_libres: 2, cupos_salones_libres: 45 })).title).toBe('1:40 pm · 2 salones libres sin clase aún (45 sillas) · 45 cupos libres');
    expect(hourChoice(hour({ cupos: 0, clases: [{ ...ximena, cupos: 0 }] }))).toMatchObject({ title: '9:00 am · Salón 101 · Ximena Núñez · Sin cupos', full: true });
    expect(hourChoice(hour({ cupos: 0 })).title).toBe('9:00 am · Sin clases ni salones libres · Sin cupos');
  });

  it('offers the bare hours of an answer without facts', () => {
    expect(hourChoices({ dia: '2099-03-02', horas: ['12:10'] })).toEqual([{ hora: '12:10', title: '12:10 pm', lines: [], full: false }]);
    expect(hourChoices(undefined)).toEqual([]);
  });
});

describe('daysWithFacts', () => {
  it('groups the hours by day, free hours apart, and leaves out a day with none free', () => {
    const days = daysWithFacts([
      { dia: 'a', ...hour({ hora: '06:00', cupos: 0 }) },
      { dia: 'a', ...hour({ hora: '07:30' }) },
      { dia: 'b', ...hour({ hora: '06:00', cupos: 0 }) },
    ]);
    expect(days.map((d) => [d.dia, d.horas, d.detalle.map((h) => h.hora)])).toEqual([['a', ['07:30'], ['06:00', '07:30']]]);
  });
});

describe('bookingConfirmation', () => {
  it('names the topic, the day with its weekday, the hour, the room and the teacher', () => {
    expect(bookingConfirmation('Greetings', '2026-11-30', hour({ clases: [ximena] }), '09:00')).toEqual({
      title: 'Clase agendada',
      text: 'Greetings: lunes 30 de noviembre, 9:00 am · Salón 101 · Ximena Núñez',
      detail: 'Queda en los pendientes del programador de esa hora, que la pasa a esa clase.',
    });
    expect(bookingConfirmation('Greetings', '2026-11-30', undefined, '09:00').text).toBe('Greetings: lunes 30 de noviembre, 9:00 am');
  });
});
