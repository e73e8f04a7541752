// The booking state machine (core/school/scheduler/bookings.ts) as test vectors — every action from every
// state — plus the reason minimums, the request types and a property over random action sequences
// (fast-check): whatever the scheduler sends, a booking stays in a known state and a cancelled one
// stays cancelled.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIPOS_CLASE } from '../../core/school/classTypes';
import {
  ACCIONES_AGENDAMIENTO, ACTION_REASONS, type AccionAgendamiento, type Destino, ESTADOS_AGENDAMIENTO, type EstadoAgendamiento,
  isEstadoAgendamiento, isOpen, OPEN_STATES, REASON_MINIMUMS, type ReasonKind, reasonProblem, TIPOS_SOLICITUD, transition,
} from '../../core/school/scheduler/bookings';

// A fixed seed: the same cases on every run (CI stays deterministic); change it to explore more.
const SEED = 20260214;

const ESTADOS = Object.keys(ESTADOS_AGENDAMIENTO) as EstadoAgendamiento[];

const ERRORS: Record<AccionAgendamiento, string> = {
  cancelar: 'Solo se puede cancelar un agendamiento solicitado o asignado.',
  desasignar: 'Solo se puede desasignar un agendamiento asignado.',
  asignar_auto: 'Solo se puede asignar automáticamente un agendamiento solicitado.',
  mover: 'Solo se puede mover un agendamiento solicitado o asignado.',
  confirmar: 'Solo se puede confirmar un agendamiento asignado.',
  anular_firma: 'Solo se puede anular la firma de un agendamiento asistido o con ausencia.',
  asistio: 'Solo se puede registrar la asistencia de un agendamiento asignado o notificado.',
  no_asistio: 'Solo se puede registrar la asistencia de un agendamiento asignado o notificado.',
};

/** Every allowed move; any other (action, state, target) is refused with the action's message. */
const ALLOWED: [AccionAgendamiento, EstadoAgendamiento, Destino | undefined, EstadoAgendamiento][] = [
  ['cancelar', 'solicitado', undefined, 'cancelado'],
  ['cancelar', 'asignado', undefined, 'cancelado'],
  ['desasignar', 'asignado', undefined, 'solicitado'],
  ['asignar_auto', 'solicitado', undefined, 'asignado'],
  ['mover', 'solicitado', 'clase', 'asignado'],
  ['mover', 'asignado', 'clase', 'asignado'],
  ['mover', 'solicitado', undefined, 'asignado'],
  ['mover', 'asignado', undefined, 'asignado'],
  ['mover', 'solicitado', 'pendiente', 'solicitado'],
  ['mover', 'asignado', 'pendiente', 'solicitado'],
  ['confirmar', 'asignado', undefined, 'notificado'],
  // Undoing a signature reopens the booking in its class, or classless in the pending list.
  ['anular_firma', 'asistido', undefined, 'asignado'],
  ['anular_firma', 'asistido', 'clase', 'asignado'],
  ['anular_firma', 'asistido', 'pendiente', 'solicitado'],
  ['anular_firma', 'ausencia', undefined, 'asignado'],
  ['anular_firma', 'ausencia', 'clase', 'asignado'],
  ['anular_firma', 'ausencia', 'pendiente', 'solicitado'],
  // Signing the attendance of a class that took place.
  ['asistio', 'asignado', undefined, 'asistido'],
  ['asistio', 'notificado', undefined, 'asistido'],
  ['no_asistio', 'asignado', undefined, 'ausencia'],
  ['no_asistio', 'notificado', undefined, 'ausencia'],
];

const TARGETS: (Destino | undefined)[] = [undefined, 'clase', 'pendiente'];
const allowed = (a: AccionAgendamiento, e: EstadoAgendamiento) => ALLOWED.some(([action, estado]) => action === a && estado === e);
const REFUSED = ACCIONES_AGENDAMIENTO.flatMap((a) => ESTADOS.filter((e) => !allowed(a, e)).flatMap((e) => TARGETS.map((t) => [a, e, t] as const)));

describe('booking states', () => {
  it.each([
    ['solicitado', 'Solicitado', 'default', false],
    ['notificado', 'Notificado', 'default', false],
    ['asignado', 'Asignado', 'default', false],
    ['ausencia', 'Ausencia', 'default', false],
    ['cancelado', 'Cancelado', 'grey', false],
    ['asistente', 'Asistente', 'orange', false],
    ['asistido', 'Asistido', 'default', false],
    ['bloqueado', 'Bloqueado', 'grey', true],
  ] as const)('%s is shown %s, tone %s, struck %s', (estado, label, tone, struck) => {
    const display = ESTADOS_AGENDAMIENTO[estado];
    expect([display.label, display.tone, display.struck ?? false]).toEqual([label, tone, struck]);
  });

  it('holds exactly the spec’s eight states, in its order', () => {
    expect(ESTADOS).toEqual(['solicitado', 'notificado', 'asignado', 'ausencia', 'cancelado', 'asistente', 'asistido', 'bloqueado']);
  });

  it.each([['asignado', true], ['en_curso', false], ['toString', false], ['', false], [null, false], [3, false]] as const)(
    'isEstadoAgendamiento(%j) is %s', (value, expected) => expect(isEstadoAgendamiento(value)).toBe(expected),
  );

  it.each(ESTADOS.map((e) => [e, ['solicitado', 'notificado', 'asignado'].includes(e)] as const))('%s is open: %s', (estado, open) => {
    expect(isOpen(estado)).toBe(open);
    expect(OPEN_STATES.includes(estado)).toBe(open);
  });
});

describe('transition', () => {
  it.each(ALLOWED)('%s from %s (target %s) gives %s', (action, estado, target, next) => {
    expect(transition(action, estado, target)).toEqual({ estado: next });
  });

  it.each(REFUSED)('%s from %s (target %s) is refused', (action, estado, target) => {
    expect(transition(action, estado, target)).toEqual({ error: ERRORS[action] });
  });

  it.each(ALLOWED.filter(([action]) => action !== 'mover' && action !== 'anular_firma'))('%s from %s ignores the target', (action, estado, _target, next) => {
    for (const target of TARGETS) expect(transition(action, estado, target)).toEqual({ estado: next });
  });

  it('the tables cover every action, state and target', () => {
    const allowedPairs = new Set(ALLOWED.map(([action, estado]) => `${action}:${estado}`)).size;
    expect(REFUSED.length).toBe((ACCIONES_AGENDAMIENTO.length * ESTADOS.length - allowedPairs) * TARGETS.length);
    expect(ACCIONES_AGENDAMIENTO).toEqual(Object.keys(ERRORS));
  });
});

describe('reasonProblem', () => {
  const text = (n: number) => 'x'.repeat(n);
  const cases = (Object.entries(REASON_MINIMUMS) as [ReasonKind, number][]).flatMap(([kind, n]) => [
    [kind, text(n), null],
    [kind, `  ${text(n)}\n`, null],
    [kind, text(n - 1), `El motivo debe tener al menos ${n} caracteres`],
    [kind, `   ${text(n - 1)}    `, `El motivo debe tener al menos ${n} caracteres`],
    [kind, undefined, `El motivo debe tener al menos ${n} caracteres`],
  ] as const);

  it.each(cases)('%s with %j gives %s', (kind, motivo, expected) => {
    expect(reasonProblem(kind, motivo)).toBe(expected);
  });

  it.each([
    ['eliminar_clase', 30], ['desasignar', 40], ['asignar', 40], ['agendamiento_manual', 40],
    ['clase_manual', 40], ['cancelar_agendamiento', 40], ['cancelar_tutoria', 20],
  ] as const)('%s needs %i characters', (kind, n) => expect(REASON_MINIMUMS[kind]).toBe(n));

  it.each([null, 42, ['x'.repeat(50)], { motivo: 'x'.repeat(50) }])('refuses a motivo that is not text: %j', (motivo) => {
    expect(reasonProblem('cancelar_tutoria', motivo)).toBe('El motivo debe tener al menos 20 caracteres');
  });

  it('counts characters, not UTF-16 units: accents and emoji once each', () => {
    expect(reasonProblem('cancelar_tutoria', 'ñ'.repeat(19) + '😀')).toBeNull();
    expect(reasonProblem('cancelar_tutoria', '😀'.repeat(10))).toBe('El motivo debe tener al menos 20 caracteres');
  });

  it('the actions that need a reason name one', () => {
    expect(ACTION_REASONS).toEqual({ cancelar: 'cancelar_agendamiento', desasignar: 'desasignar', asignar_auto: 'asignar' });
  });
});

describe('TIPOS_SOLICITUD', () => {
  it('lists the spec’s five request types, in order', () => {
    expect(Object.keys(TIPOS_SOLICITUD)).toEqual(['normal', 'tutoria', 'refuerzo', 'lab', 'club']);
  });

  it('names every class type’s solicitud', () => {
    expect(TIPOS_CLASE.filter((t) => !Object.hasOwn(TIPOS_SOLICITUD, t.solicitud))).toEqual([]);
  });
});

describe('transition over random action sequences', () => {
  const step = fc.record({
    action: fc.constantFrom(...ACCIONES_AGENDAMIENTO),
    target: fc.constantFrom<Destino | undefined>(undefined, 'clase', 'pendiente'),
  });

  it('stays in a known state, never leaves cancelado, and a move into a class assigns', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ESTADOS), fc.array(step, { maxLength: 8 }), (start, steps) => {
        let estado = start;
        for (const { action, target } of steps) {
          const result = transition(action, estado, target);
          if ('error' in result) {
            expect(result.error).toBe(ERRORS[action]);
            continue;
          }
          expect(estado).not.toBe('cancelado');
          expect(isEstadoAgendamiento(result.estado)).toBe(true);
          if (action === 'mover' && target !== 'pendiente') expect(result.estado).toBe('asignado');
          estado = result.estado;
        }
        expect(ESTADOS).toContain(estado);
        if (start === 'cancelado') expect(estado).toBe('cancelado');
      }),
      { numRuns: 10000, seed: SEED },
    );
  });
});
