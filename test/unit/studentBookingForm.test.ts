// The booking form's pure rules (core/school/scheduler/bookingForm.ts): the candidate slots of the
// window, a slot's and a student's refusals, the booking's class type, the days' grouping and the
// success message, which says dates and hours exactly as the rest of the app shows them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotsOfDate } from '../../core/school/calendar';
import { addDays } from '../../core/engine/clock';
import {
  agendarBody, BOOKING_FORM_MESSAGES, bookingClassType, bookingSuccessMessage, type BookingStudent, candidateSlots, groupByDay, isPast, slotProblem,
  studentProblem,
} from '../../core/school/scheduler/bookingForm';
import { formatDate, formatHour } from '../../core/engine/dates';

// Monday 2099-03-02.
const MONDAY = '2099-03-02';

describe('candidateSlots', () => {
  it('covers the next school days from today (no Sunday), each with its template hours, today only from now on', () => {
    const slots = candidateSlots(MONDAY, '10:00', 14);
    const days = [...new Set(slots.map((s) => s.dia))];
    expect(days).toHaveLength(14);
    expect(days).not.toContain('2099-03-08');
    expect(days.at(-1)).toBe('2099-03-17');
    expect(slots.filter((s) => s.dia === MONDAY).map((s) => s.hora)).toEqual(['10:40', '12:10', '13:40', '15:10', '16:50', '18:20', '19:50']);
    expect(slots.filter((s) => s.dia === '2099-03-07').map((s) => s.hora)).toEqual(slotsOfDate('2099-03-07'));
  });

  it('starts at a slot exactly begun as past, and on a Sunday with the coming week', () => {
    expect(candidateSlots(MONDAY, '19:50', 1)).toEqual([]);
    expect(candidateSlots(MONDAY, '19:49', 1)).toEqual([{ dia: MONDAY, hora: '19:50' }]);
    expect(candidateSlots('2099-03-08', '08:00', 1)[0]).toEqual({ dia: '2099-03-09', hora: '06:00' });
  });

  it('is always in order and only of slots of their day still ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 23 * 60 + 59 }), fc.integer({ min: 1, max: 20 }), (offset, minutes, days) => {
        const today = addDays('2026-01-01', offset);
        const now = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const slots = candidateSlots(today, now, days);
        const keys = slots.map((s) => `${s.dia}T${s.hora}`);
        expect([...keys].sort()).toEqual(keys);
        for (const slot of slots) {
          expect(slotsOfDate(slot.dia)).toContain(slot.hora);
          expect(isPast(slot, today, now)).toBe(false);
        }
      }),
    );
  });
});

describe('slotProblem', () => {
  it.each([
    [{ dia: '2099-03-03', hora: '09:00' }, null],
    [{ dia: '2099-03-03', hora: '08:00' }, BOOKING_FORM_MESSAGES.noSlot],
    [{ dia: '2099-03-07', hora: '07:30' }, BOOKING_FORM_MESSAGES.noSlot],
    [{ dia: '2099-03-08', hora: '09:00' }, BOOKING_FORM_MESSAGES.noSlot],
    [{ dia: MONDAY, hora: '09:00' }, BOOKING_FORM_MESSAGES.past],
    [{ dia: MONDAY, hora: '10:40' }, null],
    [{ dia: '2099-02-27', hora: '09:00' }, BOOKING_FORM_MESSAGES.past],
  ])('%o → %s', (slot, expected) => {
    expect(slotProblem(slot, MONDAY, '10:00')).toBe(expected);
  });
});

describe('studentProblem', () => {
  const ok: BookingStudent = { activo: true, vigencia: '2099-03-31', sede_id: 1, curso_actual_id: 4 };
  it.each<[Partial<BookingStudent>, string, string | null]>([
    [{}, '2099-03-10', null],
    [{}, '2099-03-31', null],
    [{ activo: false }, '2099-03-10', BOOKING_FORM_MESSAGES.inactive],
    [{ vigencia: null }, '2099-03-10', BOOKING_FORM_MESSAGES.noValidity],
    [{ vigencia: '2099-03-01' }, '2099-03-02', BOOKING_FORM_MESSAGES.expired],
    [{ vigencia: MONDAY }, MONDAY, null],
    [{}, '2099-04-01', BOOKING_FORM_MESSAGES.afterValidity],
    [{ sede_id: null }, '2099-03-10', BOOKING_FORM_MESSAGES.noSede],
    [{ curso_actual_id: null }, '2099-03-10', BOOKING_FORM_MESSAGES.noCourse],
  ])('%o on %s → %s', (change, dia, expected) => {
    expect(studentProblem({ ...ok, ...change }, MONDAY, dia)).toBe(expected);
  });
});

describe('bookingClassType', () => {
  it("takes the topic's own type, else the course's first, else none", () => {
    expect(bookingClassType('regular_2', ['regular_1'])).toBe('regular_2');
    expect(bookingClassType(null, ['regular_1', 'lab'])).toBe('regular_1');
    expect(bookingClassType(null, [])).toBeNull();
    expect(bookingClassType('tutoria', ['tutoria', 'regular_3'])).toBe('regular_3');
    expect(bookingClassType(null, ['tutoria'])).toBeNull();
  });
});

describe('groupByDay', () => {
  it('keeps the order and puts each day’s hours together', () => {
    expect(groupByDay([{ dia: 'a', hora: '06:00' }, { dia: 'a', hora: '09:00' }, { dia: 'b', hora: '07:30' }])).toEqual([
      { dia: 'a', horas: ['06:00', '09:00'] },
      { dia: 'b', horas: ['07:30'] },
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});

describe('bookingSuccessMessage', () => {
  it("says 'Programación exitosa para DD/MM/YYYY h:mm am|pm'", () => {
    expect(bookingSuccessMessage('2099-03-02', '13:40')).toBe('Programación exitosa para 02/03/2099 1:40 pm');
    expect(bookingSuccessMessage('2099-12-31', '06:00')).toBe('Programación exitosa para 31/12/2099 6:00 am');
  });

  it('writes every slot of the week as formatDate and formatHour do', () => {
    for (let i = 0; i < 7; i++) {
      const dia = addDays(MONDAY, i);
      for (const hora of slotsOfDate(dia)) expect(bookingSuccessMessage(dia, hora)).toBe(`Programación exitosa para ${formatDate(dia)} ${formatHour(hora)}`);
    }
    for (const hora of ['00:00', '11:59', '12:00', '23:05']) expect(bookingSuccessMessage(MONDAY, hora)).toBe(`Programación exitosa para 02/03/2099 ${formatHour(hora)}`);
  });
});

describe('agendarBody', () => {
  it('takes {tema_id, hora, dia, id} and refuses anything else in Spanish', () => {
    expect(agendarBody.parse({ tema_id: 3, hora: '09:00', dia: '2099-03-02', id: '12' })).toEqual({ tema_id: 3, hora: '09:00', dia: '2099-03-02', id: 12 });
    expect(agendarBody.safeParse({ tema_id: 3, hora: '9:00', dia: '2099-03-02', id: 12 }).success).toBe(false);
    expect(agendarBody.safeParse({ tema_id: 3, hora: '09:00', dia: '2099-02-30', id: 12 }).success).toBe(false);
    expect(agendarBody.safeParse({ tema_id: 3, hora: '09:00', dia: '2099-03-02', id: 12, extra: 1 }).success).toBe(false);
  });
});
