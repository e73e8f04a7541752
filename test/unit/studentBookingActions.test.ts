// The student detail's booking actions (the table of docs/domain/student-record.md 'The student's record') as pure rules:
// every action from every state, with and without a topic and a class, as test vectors; the actions
// a row offers by permission; and a property over random action sequences (fast-check, fixed seed):
// a booking never leaves cancelado, never gets a topic removed or auto-assigned outside
// solicitado/asignado, and a reopened signature lands in its class (asignado) or, classless, in the
// pending list (solicitado).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_ACTIONS, isOfferedTopic, offeredBookingActions } from '../../core/school/scheduler/bookingActionRules';
import { P } from '../../core/engine/permissions';
import {
  ACCIONES_ESTUDIANTE, type AccionEstudiante, allowedBookingActions, applyBookingAction, type BookingFacts, bookingActionProblem,
  ESTADOS_AGENDAMIENTO, type EstadoAgendamiento,
} from '../../core/school/scheduler/bookings';

const SEED = 20261126;
const ESTADOS = Object.keys(ESTADOS_AGENDAMIENTO) as EstadoAgendamiento[];

const STATE_ERRORS: Record<AccionEstudiante, string> = {
  cancelar: 'Solo se puede cancelar un agendamiento solicitado o asignado.',
  set_tema: 'Solo se puede definir el tema de un agendamiento solicitado, notificado o asignado.',
  eliminar_tema: 'Solo se puede quitar el tema de un agendamiento solicitado o asignado.',
  asignar_tema_auto: 'Solo se puede asignar un tema automáticamente a un agendamiento solicitado o asignado.',
  anular_firma: 'Solo se puede anular la firma de un agendamiento asistido o con ausencia.',
};
const FROM: Record<AccionEstudiante, EstadoAgendamiento[]> = {
  cancelar: ['solicitado', 'asignado'],
  set_tema: ['solicitado', 'notificado', 'asignado'],
  eliminar_tema: ['solicitado', 'asignado'],
  asignar_tema_auto: ['solicitado', 'asignado'],
  anular_firma: ['asistido', 'ausencia'],
};

/** The expected answer, written out from the documented table, not from the module's tables. */
function expected(action: AccionEstudiante, booking: BookingFacts): string | null {
  if (!FROM[action].includes(booking.estado)) return STATE_ERRORS[action];
  if (action === 'eliminar_tema' && booking.tema_id === null) return 'El agendamiento no tiene tema.';
  if (action === 'asignar_tema_auto' && booking.tema_id !== null) return 'El agendamiento ya tiene tema.';
  return null;
}

const BOOKINGS: BookingFacts[] = ESTADOS.flatMap((estado) =>
  [null, 5].flatMap((tema_id) => [null, 7].map((clase_id) => ({ estado, tema_id, clase_id }))),
);
const VECTORS = ACCIONES_ESTUDIANTE.flatMap((action) => BOOKINGS.map((booking) => [action, booking, expected(action, booking)] as const));

describe('bookingActionProblem', () => {
  it.each(VECTORS)('%s on %j: %s', (action, booking, problem) => {
    expect(bookingActionProblem(action, booking)).toBe(problem);
  });

  it('allowedBookingActions is the actions without a problem, in the row’s order', () => {
    expect(allowedBookingActions({ estado: 'solicitado', tema_id: null, clase_id: null })).toEqual(['cancelar', 'set_tema', 'asignar_tema_auto']);
    expect(allowedBookingActions({ estado: 'asignado', tema_id: 5, clase_id: 7 })).toEqual(['cancelar', 'set_tema', 'eliminar_tema']);
    expect(allowedBookingActions({ estado: 'notificado', tema_id: 5, clase_id: 7 })).toEqual(['set_tema']);
    expect(allowedBookingActions({ estado: 'asistido', tema_id: 5, clase_id: 7 })).toEqual(['anular_firma']);
    expect(allowedBookingActions({ estado: 'cancelado', tema_id: 5, clase_id: 7 })).toEqual([]);
  });
});

describe('applyBookingAction', () => {
  it('cancels, sets, removes and auto-assigns topics, reopens a signature in its class or in the pending list', () => {
    const open = { estado: 'asignado', tema_id: null, clase_id: 7 } as const;
    expect(applyBookingAction('cancelar', open)).toEqual({ booking: { ...open, estado: 'cancelado' } });
    expect(applyBookingAction('set_tema', open, 9)).toEqual({ booking: { ...open, tema_id: 9 } });
    expect(applyBookingAction('asignar_tema_auto', open, 9)).toEqual({ booking: { ...open, tema_id: 9 } });
    expect(applyBookingAction('eliminar_tema', { ...open, tema_id: 9 })).toEqual({ booking: open });
    expect(applyBookingAction('set_tema', open)).toEqual({ error: 'Debe seleccionar un tema' });
    expect(applyBookingAction('anular_firma', { estado: 'ausencia', tema_id: 9, clase_id: 7 })).toEqual({ booking: { estado: 'asignado', tema_id: 9, clase_id: 7 } });
    expect(applyBookingAction('anular_firma', { estado: 'asistido', tema_id: 9, clase_id: null })).toEqual({ booking: { estado: 'solicitado', tema_id: 9, clase_id: null } });
    expect(applyBookingAction('anular_firma', open)).toEqual({ error: STATE_ERRORS.anular_firma });
  });
});

describe('offeredBookingActions', () => {
  const row = { estado: 'solicitado', tema_id: 5, clase_id: null };

  it('offers the allowed actions whose code the user holds', () => {
    expect(offeredBookingActions(row, () => true)).toEqual(['cancelar', 'set_tema', 'eliminar_tema']);
    expect(offeredBookingActions(row, (code) => code === P.estudiantes.cancelAgendamiento)).toEqual(['cancelar']);
    expect(offeredBookingActions(row, (code) => code === P.programador.createAgendamiento)).toEqual(['set_tema', 'eliminar_tema']);
    expect(offeredBookingActions({ ...row, estado: 'ausencia' }, (code) => code === P.progreso.unsign)).toEqual(['anular_firma']);
    expect(offeredBookingActions({ ...row, estado: 'ausencia' }, (code) => code !== P.progreso.unsign)).toEqual([]);
  });

  it('offers nothing on a state it does not know', () => {
    expect(offeredBookingActions({ ...row, estado: 'en_curso' }, () => true)).toEqual([]);
  });

  it('names the decided codes and the spec’s paths', () => {
    expect(Object.fromEntries(Object.entries(BOOKING_ACTIONS).map(([action, info]) => [action, [info.path, info.code]]))).toEqual({
      cancelar: ['agendamiento/cancelar', '22D98724'],
      set_tema: ['agendamiento/set_tema', '5B4F11C4'],
      eliminar_tema: ['agendamiento/eliminar_tema', '5B4F11C4'],
      asignar_tema_auto: ['agendamiento/asignar_tema_auto', '5B4F11C4'],
      anular_firma: ['agendamiento/anular_firma', '8406FF9D'],
    });
  });

  it.each([
    [{}, true], [{ activo: true, programable: true }, true], [{ activo: false, programable: true }, false], [{ activo: true, programable: false }, false],
  ])('a topic %j is offered: %s', (option, offered) => expect(isOfferedTopic(option)).toBe(offered));
});

describe('the actions over random sequences', () => {
  const step = fc.record({ action: fc.constantFrom(...ACCIONES_ESTUDIANTE), tema: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }) });
  const start = fc.record({
    estado: fc.constantFrom(...ESTADOS),
    tema_id: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
    clase_id: fc.option(fc.constant(7), { nil: null }),
  });

  it('never leave cancelado, keep the class, and change the topic only where the booking’s state allows', () => {
    fc.assert(
      fc.property(start, fc.array(step, { maxLength: 10 }), (first, steps) => {
        let booking: BookingFacts = first;
        for (const { action, tema } of steps) {
          const result = applyBookingAction(action, booking, tema);
          if ('error' in result) continue;
          const next = result.booking;
          expect(booking.estado).not.toBe('cancelado');
          expect(next.clase_id).toBe(booking.clase_id);
          if (next.tema_id !== booking.tema_id) expect(['solicitado', 'notificado', 'asignado']).toContain(booking.estado);
          if (action === 'eliminar_tema') expect([booking.tema_id !== null, next.tema_id]).toEqual([true, null]);
          if (action === 'asignar_tema_auto') expect([booking.tema_id, next.tema_id !== null]).toEqual([null, true]);
          if (action === 'anular_firma') expect(next.estado).toBe(booking.clase_id === null ? 'solicitado' : 'asignado');
          if (action !== 'cancelar' && action !== 'anular_firma') expect(next.estado).toBe(booking.estado);
          booking = next;
        }
        if (first.estado === 'cancelado') expect(booking).toEqual(first);
      }),
      { numRuns: 2000, seed: SEED },
    );
  });
});
