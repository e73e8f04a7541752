// Properties of the progress rules (fast-check, fixed seeds). The final grade against its
// formula computed here in exact integer arithmetic (grades, ranges and weights are on the 0.01 step,
// so every topic's value is a fraction and the sum rounds half up to 0.01 without any float): equal
// on random topics, monotone in each grade, never above 5.0, always on the 0.01 step. And the row's
// state machine over 10,000 random sequences of row actions, bookings, grading and resets, checked
// against a model written from the table: it never leaves the stored states, never annuls an
// autonomo row, reaches 'superado' only by signing or grading, and a refused action changes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCIONES_PROGRESO, AFTER_RESET, type AccionProgreso, afterAutonomoGraded, afterBookingAttendance, afterBookingUnsigned,
  allowedProgressActions, applyProgressAction, ESTADOS_PROGRESO, type EstadoProgreso, finalGrade, type GradedTopic, progressActionProblem,
} from '../../core/school/students/progressRules';

const SEED = 20261127;

/** A topic in hundredths: nota, rango (> 0 or absent) and peso (≥ 0 or absent), as numeric(5,2) stores them. */
interface Cents {
  nota: number | null;
  rango: number | null;
  peso: number | null;
}

const centsTopic: fc.Arbitrary<Cents> = fc.record({
  // Grades may exceed the range (the formula counts the range), ranges include the usual 5 and 10.
  nota: fc.option(fc.integer({ min: 0, max: 12_000 }), { nil: null, freq: 5 }),
  rango: fc.option(fc.oneof(fc.constantFrom(500, 1000, 10_000), fc.integer({ min: 1, max: 10_000 })), { nil: null, freq: 8 }),
  peso: fc.option(fc.oneof(fc.constantFrom(0, 150, 250, 1750, 10_000), fc.integer({ min: 0, max: 10_000 })), { nil: null, freq: 8 }),
});
const topicsArb = fc.array(centsTopic, { maxLength: 45 });

const asTopic = ({ nota, rango, peso }: Cents): GradedTopic => ({
  nota: nota === null ? null : nota / 100,
  rango_nota: rango === null ? null : rango / 100,
  peso_nota: peso === null ? null : peso / 100,
});

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * The final-grade formula in exact arithmetic, in hundredths of a point: each topic with a range
 * and a weight adds min(nota, rango)/rango × peso × 5/100 points; the sum rounds half up to 0.01
 * and stops at 5.00.
 * In cents n, r, p: the topic adds min(n, r)/r × p/100 × 5/100 points = min(n, r) × p × 5 / (r × 100) hundredths.
 */
function formulaHundredths(topics: readonly Cents[]): number {
  let num = 0n;
  let den = 1n;
  for (const { nota, rango, peso } of topics) {
    if (rango === null || rango <= 0 || peso === null || peso <= 0 || nota === null || nota <= 0) continue;
    const n = BigInt(Math.min(nota, rango)) * BigInt(peso) * 5n;
    const d = BigInt(rango) * 100n;
    num = num * d + n * den;
    den *= d;
    const g = gcd(num, den);
    num /= g;
    den /= g;
  }
  const rounded = (2n * num + den) / (2n * den); // floor(x + 1/2)
  return Math.min(500, Number(rounded));
}

describe('finalGrade against its formula written out', () => {
  it('equals the formula, computed exactly, on random topics', () => {
    fc.assert(
      fc.property(topicsArb, (topics) => {
        expect(finalGrade(topics.map(asTopic))).toBe(formulaHundredths(topics) / 100);
      }),
      { numRuns: 3000, seed: SEED },
    );
  });

  it('equals it on courses shaped like the school’s (40 topics of range 5, weights summing to 100)', () => {
    const course = fc.array(fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }), { minLength: 40, maxLength: 40 });
    fc.assert(
      fc.property(course, (grades) => {
        const topics = grades.map((nota, i): Cents => ({ nota, rango: 500, peso: i < 30 ? 150 : i < 32 ? 1750 : 250 }));
        expect(finalGrade(topics.map(asTopic))).toBe(formulaHundredths(topics) / 100);
      }),
      { numRuns: 2000, seed: SEED + 1 },
    );
  });

  it('is monotone in each grade', () => {
    fc.assert(
      fc.property(topicsArb.filter((t) => t.length > 0), fc.nat(), fc.integer({ min: 1, max: 5000 }), (topics, pick, raise) => {
        const index = pick % topics.length;
        const higher = topics.map((topic, i) => (i === index ? { ...topic, nota: (topic.nota ?? 0) + raise } : topic));
        expect(finalGrade(higher.map(asTopic))).toBeGreaterThanOrEqual(finalGrade(topics.map(asTopic)));
      }),
      { numRuns: 3000, seed: SEED + 2 },
    );
  });

  it('never exceeds 5.0 and is never negative, whatever the weights and grades', () => {
    fc.assert(
      fc.property(topicsArb, (topics) => {
        const grade = finalGrade(topics.map(asTopic));
        expect(grade).toBeGreaterThanOrEqual(0);
        expect(grade).toBeLessThanOrEqual(5);
      }),
      { numRuns: 3000, seed: SEED + 3 },
    );
  });

  it('is always a multiple of 0.01, the float that prints with at most two decimals', () => {
    fc.assert(
      fc.property(topicsArb, (topics) => {
        const grade = finalGrade(topics.map(asTopic));
        const hundredths = Math.round(grade * 100);
        expect(grade).toBe(hundredths / 100);
        expect(String(grade)).toMatch(/^\d(\.\d{1,2})?$/);
      }),
      { numRuns: 3000, seed: SEED + 4 },
    );
  });
});

// ---- The row's state machine ----

type Event =
  | { kind: 'accion'; action: AccionProgreso }
  | { kind: 'reserva'; attendance: 'asistido' | 'ausencia' }
  | { kind: 'firma_anulada' }
  | { kind: 'calificado' }
  | { kind: 'reinicio' };

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ACCIONES_PROGRESO).map((action): Event => ({ kind: 'accion', action })) },
  { weight: 2, arbitrary: fc.constantFrom('asistido' as const, 'ausencia' as const).map((attendance): Event => ({ kind: 'reserva', attendance })) },
  { weight: 1, arbitrary: fc.constant<Event>({ kind: 'firma_anulada' }) },
  { weight: 1, arbitrary: fc.constant<Event>({ kind: 'calificado' }) },
  { weight: 1, arbitrary: fc.constant<Event>({ kind: 'reinicio' }) },
);

/** The transitions, written out independently: the next state, or null when refused. */
function modelAction(action: AccionProgreso, estado: EstadoProgreso, tipo: string): EstadoProgreso | null {
  if (action === 'firmar') return estado === 'pendiente' || estado === 'bloqueado' ? 'superado' : null;
  if (action === 'anular') return estado === 'superado' && tipo !== 'autonomo' ? 'pendiente' : null;
  if (action === 'bloquear') return estado === 'pendiente' ? 'bloqueado' : null;
  if (action === 'desbloquear') return estado === 'bloqueado' ? 'pendiente' : null;
  return ['pendiente', 'asignado', 'solicitado', 'ausencia', 'en_curso', 'en_espera'].includes(estado) ? 'asistido' : null;
}

const SEQUENCES = 10_000;

/** A failed property step (vitest's expect costs too much over ~150,000 steps); the message is built only on failure. */
const STORED = new Set<string>(ESTADOS_PROGRESO);

function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}

describe('the row’s state machine under random sequences', () => {
  it(`over ${SEQUENCES} sequences: stored states only, no autonomo annulled, superado only by signing or grading, refusals change nothing`, () => {
    let checked = 0;
    const reached = new Set<EstadoProgreso>();
    let refusals = 0;
    fc.assert(
      fc.property(
        // A row starts as created (pendiente) or in any stored state (data written before the rules).
        fc.oneof(fc.constant<EstadoProgreso>('pendiente'), fc.constantFrom(...ESTADOS_PROGRESO)),
        fc.constantFrom('clase', 'examen', 'autonomo'),
        fc.array(eventArb, { minLength: 1, maxLength: 30 }),
        (start, tipo, events) => {
          checked++;
          let estado = start;
          for (const event of events) {
            const row = { estado, tipo };
            let next: EstadoProgreso;
            if (event.kind === 'accion') {
              const result = applyProgressAction(event.action, row);
              const expected = modelAction(event.action, estado, tipo);
              if (expected === null) {
                // Refused: the machine says why, offers no such action, and the row stays as it was.
                refusals++;
                check('error' in result, () => `${event.action} on ${estado} ${tipo} was not refused`);
                check(progressActionProblem(event.action, row) !== null, () => `${event.action} on ${estado} ${tipo}: no problem`);
                check(!allowedProgressActions(row).includes(event.action), () => `${event.action} offered on ${estado} ${tipo}`);
                next = estado;
              } else {
                check('estado' in result && result.estado === expected, () => `${event.action} on ${estado} ${tipo}: ${JSON.stringify(result)}, not ${expected}`);
                next = expected;
              }
              if (event.action === 'anular' && tipo === 'autonomo') check('error' in result, () => `annulled an autonomo ${estado} row`);
            } else if (event.kind === 'reserva') {
              // Autonomous work is never booked (not programable).
              next = tipo === 'autonomo' ? estado : afterBookingAttendance(row, event.attendance);
            } else if (event.kind === 'firma_anulada') {
              next = tipo === 'autonomo' ? estado : afterBookingUnsigned(row);
            } else if (event.kind === 'calificado') {
              next = tipo === 'autonomo' ? afterAutonomoGraded(row) : estado;
            } else {
              next = AFTER_RESET;
            }
            check(STORED.has(next), () => `${JSON.stringify(event)} reached ${next}`);
            if (next === 'superado' && estado !== 'superado') {
              const bySigning = event.kind === 'accion' && event.action === 'firmar';
              const byGrading = event.kind === 'calificado' && tipo === 'autonomo';
              check(bySigning || byGrading, () => `${JSON.stringify(event)} made a ${estado} ${tipo} row superado`);
            }
            // An autonomo row that was passed never goes back to pendiente but by a reset.
            if (tipo === 'autonomo' && estado === 'superado' && next !== 'superado') check(event.kind === 'reinicio', () => `${JSON.stringify(event)} unpassed an autonomo row`);
            estado = next;
            reached.add(estado);
          }
        },
      ),
      { numRuns: SEQUENCES, seed: SEED + 5 },
    );
    expect(checked).toBeGreaterThanOrEqual(SEQUENCES);
    // The sequences really travelled: every state the machine writes was reached, and some were refused.
    for (const estado of ['pendiente', 'bloqueado', 'superado', 'asistido', 'ausencia'] as const) expect(reached).toContain(estado);
    expect(refusals).toBeGreaterThan(1000);
  });
});
