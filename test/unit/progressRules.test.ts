// The progress row's pure rules (docs/domain/progress.md 'Progress and grades'; issue 23) as test vectors written
// out from the documented rules and the decisions, not from the module's tables: the labels
// (open bookings make 'Agendado', an unknown value is shown raw), every row action from every state
// and type (allowed, or refused with its exact message), what bookings and grading do to a row, the
// final grade on hand-computed cases, the grade editor's rules, clamping, the 'every autonomo topic
// graded' rule and the levelling codes.
import { describe, expect, it } from 'vitest';
import {
  ACCIONES_PROGRESO, AFTER_RESET, type AccionProgreso, afterAutonomoGraded, afterBookingAttendance, afterBookingUnsigned,
  allowedProgressActions, applyProgressAction, clampGrade, countsAsAbsence, countsAsClass, DEFAULT_PASS_MARK, ESTADOS_PROGRESO,
  type EstadoProgreso, everyAutonomoGraded, finalGrade, GRADE_MESSAGES, GRADE_SCALE, gradeEditProblem, gradeHint, isEstadoProgreso,
  isInconsistent, isRowClosed, levellingCode, onGradeStep, progressActionProblem, progressStateLabel, roundGrade,
} from '../../core/school/students/progressRules';

describe('the stored states', () => {
  it('are exactly the eleven values the rules write', () => {
    expect([...ESTADOS_PROGRESO].sort()).toEqual(
      ['asignado', 'asistido', 'ausencia', 'autorizado', 'bloqueado', 'cancelado', 'en_curso', 'en_espera', 'pendiente', 'solicitado', 'superado'],
    );
  });

  it.each([
    ['pendiente', true], ['superado', true], ['asistio', false], ['no_asistio', false], ['Pendiente', false], ['', false], [null, false], [3, false], ['toString', false],
  ] as const)('isEstadoProgreso(%j) is %s', (value, stored) => {
    expect(isEstadoProgreso(value)).toBe(stored);
  });
});

describe('progressStateLabel', () => {
  it.each([
    ['pendiente', 0, 'Pendiente'],
    ['pendiente', 1, 'Agendado'],
    ['pendiente', 3, 'Agendado'],
    ['solicitado', 0, 'Pendiente'],
    ['solicitado', 1, 'Agendado'],
    ['solicitado', 2, 'Agendado'],
    // asignado reads 'Pendiente' whatever its bookings.
    ['asignado', 0, 'Pendiente'],
    ['asignado', 2, 'Pendiente'],
    ['asistido', 0, 'Asistió'],
    ['asistio', 0, 'Asistió'],
    ['ausencia', 0, 'No asistió'],
    ['no_asistio', 0, 'No asistió'],
    ['cancelado', 0, 'Cancelado'],
    ['en_curso', 0, 'En curso'],
    ['en_espera', 0, 'En espera'],
    ['bloqueado', 0, 'Bloqueado'],
    ['bloqueado', 2, 'Bloqueado'],
    ['autorizado', 0, 'Autorizado'],
    ['superado', 0, 'Superado'],
    ['superado', 1, 'Superado'],
  ] as const)('%s with %i open bookings reads %s', (estado, open, label) => {
    expect(progressStateLabel(estado, open)).toBe(label);
  });

  // "Any other value is shown raw".
  it.each(['revision_manual', 'PENDIENTE', 'Asistió', '', 'aprobado'])('shows the unknown value %j raw', (estado) => {
    expect(progressStateLabel(estado, 0)).toBe(estado);
    expect(progressStateLabel(estado, 2)).toBe(estado);
  });

  it('shows raw, as strings, the names a plain object inherits (not Object.prototype’s members)', () => {
    const names = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'];
    expect(names.map((estado) => progressStateLabel(estado, 0))).toEqual(names);
  });

  it('every stored state has a label of its own (never the raw value)', () => {
    for (const estado of ESTADOS_PROGRESO) expect(progressStateLabel(estado, 0), estado).not.toBe(estado);
  });

  it.each([[0, false], [1, false], [2, true], [5, true]] as const)('isInconsistent(%i) is %s (more than one open booking)', (open, inconsistent) => {
    expect(isInconsistent(open)).toBe(inconsistent);
  });
});

describe('the row actions as a state machine (the progress states and the issue’s transitions)', () => {
  const MESSAGES: Record<AccionProgreso, string> = {
    firmar: 'Solo se puede firmar un registro pendiente o bloqueado.',
    anular: 'Solo se puede anular la firma de un registro superado que no sea trabajo autónomo.',
    bloquear: 'Solo se puede bloquear un registro pendiente.',
    desbloquear: 'Solo se puede desbloquear un registro bloqueado.',
    editar_asistencia: 'Solo se puede registrar la asistencia de un registro pendiente o con inasistencia.',
  };

  /** The expected next state, written from the table: null when refused. */
  function expected(action: AccionProgreso, estado: EstadoProgreso, tipo: string): EstadoProgreso | null {
    switch (action) {
      case 'firmar':
        return estado === 'pendiente' || estado === 'bloqueado' ? 'superado' : null;
      case 'anular':
        return estado === 'superado' && tipo !== 'autonomo' ? 'pendiente' : null;
      case 'bloquear':
        return estado === 'pendiente' ? 'bloqueado' : null;
      case 'desbloquear':
        return estado === 'bloqueado' ? 'pendiente' : null;
      case 'editar_asistencia':
        return ['pendiente', 'asignado', 'solicitado', 'ausencia', 'en_curso', 'en_espera'].includes(estado) ? 'asistido' : null;
    }
  }

  const cases = ACCIONES_PROGRESO.flatMap((action) => ESTADOS_PROGRESO.flatMap((estado) => ['clase', 'examen', 'autonomo'].map((tipo) => [action, estado, tipo] as const)));

  it('covers five actions', () => {
    expect([...ACCIONES_PROGRESO].sort()).toEqual(['anular', 'bloquear', 'desbloquear', 'editar_asistencia', 'firmar']);
    expect(cases).toHaveLength(5 * 11 * 3);
  });

  it.each(cases)('%s on a %s %s row', (action, estado, tipo) => {
    const next = expected(action, estado, tipo);
    const row = { estado, tipo };
    if (next === null) {
      expect(progressActionProblem(action, row)).toBe(MESSAGES[action]);
      expect(applyProgressAction(action, row)).toEqual({ error: MESSAGES[action] });
      expect(allowedProgressActions(row)).not.toContain(action);
    } else {
      expect(progressActionProblem(action, row)).toBeNull();
      expect(applyProgressAction(action, row)).toEqual({ estado: next });
      expect(allowedProgressActions(row)).toContain(action);
    }
  });

  it.each([
    ['pendiente', 'clase', ['firmar', 'bloquear', 'editar_asistencia']],
    ['bloqueado', 'clase', ['firmar', 'desbloquear']],
    ['superado', 'clase', ['anular']],
    ['superado', 'examen', ['anular']],
    ['superado', 'autonomo', []],
    ['asistido', 'clase', []],
    ['ausencia', 'clase', ['editar_asistencia']],
    ['autorizado', 'clase', []],
    ['cancelado', 'clase', []],
  ] as const)('a %s %s row offers %j, in the page’s order', (estado, tipo, actions) => {
    expect(allowedProgressActions({ estado, tipo })).toEqual(actions);
  });
});

describe('what bookings, grading and the reset do to a row', () => {
  const FED: EstadoProgreso[] = ['pendiente', 'asignado', 'solicitado', 'asistido', 'ausencia', 'en_curso', 'en_espera'];

  it.each(ESTADOS_PROGRESO.flatMap((estado) => (['asistido', 'ausencia'] as const).map((attendance) => [estado, attendance] as const)))(
    'a %s row after a booking signed %s',
    (estado, attendance) => {
      // A signed-off, blocked, cancelled or authorised row keeps its state; the others follow the booking.
      expect(afterBookingAttendance({ estado, tipo: 'clase' }, attendance)).toBe(FED.includes(estado) ? attendance : estado);
    },
  );

  it.each(ESTADOS_PROGRESO)('a %s row after its booking’s signature is undone', (estado) => {
    expect(afterBookingUnsigned({ estado, tipo: 'clase' })).toBe(estado === 'asistido' || estado === 'ausencia' ? 'pendiente' : estado);
  });

  it.each(ESTADOS_PROGRESO)('a graded autonomo %s row is passed unless blocked', (estado) => {
    expect(afterAutonomoGraded({ estado, tipo: 'autonomo' })).toBe(estado === 'bloqueado' ? 'bloqueado' : 'superado');
  });

  it('the reset brings every row back to pendiente', () => {
    expect(AFTER_RESET).toBe('pendiente');
  });

  it.each([
    ['asistido', true, false], ['asistio', true, false], ['ausencia', false, true], ['no_asistio', false, true],
    ['pendiente', false, false], ['superado', false, false], ['bloqueado', false, false], ['cancelado', false, false],
  ] as const)('%s counts as a class: %s, as an absence: %s', (estado, clase, ausencia) => {
    expect([countsAsClass(estado), countsAsAbsence(estado)]).toEqual([clase, ausencia]);
  });
});

describe('finalGrade (Σ nota / rango × peso × 5/100)', () => {
  const t = (nota: number | null, rango_nota: number | null, peso_nota: number | null) => ({ nota, rango_nota, peso_nota });

  it('is on a 5.0 scale with a default pass mark of 3.0', () => {
    expect([GRADE_SCALE, DEFAULT_PASS_MARK]).toEqual([5, 3]);
  });

  it.each([
    ['no topics', [], 0],
    ['one full topic weighing 100', [t(5, 5, 100)], 5],
    ['half and half', [t(4, 5, 50), t(3, 5, 50)], 3.5], // 4/5·50·0.05 = 2, 3/5·50·0.05 = 1.5
    ['a range of 10', [t(7.5, 10, 40), t(10, 10, 60)], 4.5], // 1.5 + 3
    ['an ungraded topic counts 0', [t(null, 5, 60), t(5, 5, 40)], 2],
    ['a zero grade counts 0', [t(0, 5, 60), t(5, 5, 40)], 2],
    ['topics without range or weight are ignored', [t(5, null, 50), t(5, 0, 50), t(5, 5, 0), t(5, 5, null), t(2.5, 5, 100)], 2.5],
    ['a grade above its range counts as the range', [t(6, 5, 50), t(0, 5, 50)], 2.5],
    ['capped at 5.0 when the weights pass 100', [t(5, 5, 100), t(5, 5, 50)], 5],
    ['capped with grades above range too', [t(500, 5, 100)], 5],
    ['the seed’s course: 30 classes, 2 exams, 8 autonomo, all at 3/5', [...Array(30).fill(t(3, 5, 1.5)), ...Array(2).fill(t(3, 5, 17.5)), ...Array(8).fill(t(3, 5, 2.5))], 3],
    ['a third rounds down', [t(1, 3, 100)], 1.67], // 1.6666…
    ['two thirds', [t(2, 3, 100)], 3.33], // 3.3333…
    ['a sixth', [t(1, 6, 100)], 0.83], // 0.8333…
    ['half a hundredth rounds up', [t(0.1, 100, 100)], 0.01], // 0.005
    // Binary noise: each is exactly x.xx5 in decimal but a float a hair below it.
    ['2.675 → 2.68', [t(53.5, 100, 100)], 2.68],
    ['1.005 → 1.01', [t(20.1, 100, 100)], 1.01],
    ['1.115 → 1.12', [t(22.3, 100, 100)], 1.12],
    ['4.345 → 4.35', [t(86.9, 100, 100)], 4.35],
    ['0.1 + 0.2 of a grade', [t(1, 5, 10), t(2, 5, 10)], 0.3], // 0.1 + 0.2
    ['many small terms', Array(40).fill(t(0.01, 5, 2.5)), 0.01], // 40 × 0.00025 = 0.01
  ] as const)('%s → %d', (_name, topics, grade) => {
    expect(finalGrade(topics)).toBe(grade);
  });

  it('ignores a negative or NaN grade', () => {
    expect(finalGrade([t(-2, 5, 50), t(Number.NaN, 5, 50), t(5, 5, 10)])).toBe(0.5);
  });

  it.each([[2.675, 2.68], [1.005, 1.01], [0.125, 0.13], [4.994, 4.99], [4.995, 5], [3, 3], [0, 0]])('roundGrade(%d) is %d', (value, rounded) => {
    expect(roundGrade(value)).toBe(rounded);
  });
});

describe('gradeEditProblem (present, ≥ 0, ≠ current, ≤ rango_nota, step 0.01)', () => {
  it.each([
    [null, null, 5, GRADE_MESSAGES.required],
    [undefined, 3, 5, GRADE_MESSAGES.required],
    [Number.NaN, null, 5, GRADE_MESSAGES.required],
    [-0.01, null, 5, GRADE_MESSAGES.negative],
    [-1, 2, 5, GRADE_MESSAGES.negative],
    [3.333, null, 5, GRADE_MESSAGES.step],
    [0.001, null, 5, GRADE_MESSAGES.step],
    [5.01, null, 5, 'La nota máxima es 5'],
    [10.5, 3, 10, 'La nota máxima es 10'],
    [7.5, null, 7.25, 'La nota máxima es 7,25'],
    [4, 4, 5, GRADE_MESSAGES.same],
    [0, 0, 5, GRADE_MESSAGES.same],
    [4.5, 4.5, 5, GRADE_MESSAGES.same],
    // As stored (rounded to 0.01) it is the current grade: nothing would change.
    [1e-9, 0, 5, GRADE_MESSAGES.same],
    [4.999999999, 5, 5, GRADE_MESSAGES.same],
    [-1e-9, 0, 5, GRADE_MESSAGES.negative],
  ] as const)('nota %j (current %j, range %d) is refused: %s', (nota, current, rango, message) => {
    expect(gradeEditProblem(nota, current, rango)).toBe(message);
  });

  it.each([
    [0, null, 5], [0.01, null, 5], [5, null, 5], [5, 4.99, 5], [4.5, 3, 5], [0, 3, 5], [100, null, 100],
    // Two decimals however the float prints them.
    [0.07, null, 5], [1.1, null, 5], [2.35, null, 5], [4.99, null, 5], [0.1 + 0.2, null, 5], [1.15, 1.1, 5],
  ] as const)('nota %j (current %j, range %d) is accepted', (nota, current, rango) => {
    expect(gradeEditProblem(nota, current, rango)).toBeNull();
  });

  it('the messages are Spanish and the hint is 0-{max}', () => {
    expect(GRADE_MESSAGES).toMatchObject({
      required: 'La nota es requerida', negative: 'La nota no puede ser negativa', same: 'La nota no cambió', repeated: 'El tema está repetido en la lista', step: 'La nota admite hasta dos decimales',
    });
    expect([gradeHint(5), gradeHint(100), gradeHint(7.5)]).toEqual(['0-5', '0-100', '0-7,5']);
  });

  it.each([[1, true], [1.01, true], [0.1 + 0.2, true], [2.675, false], [1e-7, false], [33.333, false]] as const)('onGradeStep(%d) is %s', (value, onStep) => {
    expect(onGradeStep(value)).toBe(onStep);
  });
});

describe('clampGrade, everyAutonomoGraded, levellingCode', () => {
  it.each([[7, 5, 5], [5, 5, 5], [5.01, 5, 5], [3.2, 5, 3.2], [0, 5, 0], [-1, 5, 0], [99, 10, 10]] as const)('clampGrade(%d, %d) is %d', (nota, rango, clamped) => {
    expect(clampGrade(nota, rango)).toBe(clamped);
  });

  it.each([
    ['no topics', [], true],
    ['only classes, ungraded', [{ tipo: 'clase', nota: null }, { tipo: 'examen', nota: null }], true],
    ['every autonomo graded, one with 0', [{ tipo: 'autonomo', nota: 0 }, { tipo: 'autonomo', nota: 4.5 }, { tipo: 'clase', nota: null }], true],
    ['one autonomo without grade', [{ tipo: 'autonomo', nota: 3 }, { tipo: 'autonomo', nota: null }], false],
    ['an autonomo NaN', [{ tipo: 'autonomo', nota: Number.NaN }], false],
  ] as const)('%s → %s', (_name, topics, graded) => {
    expect(everyAutonomoGraded(topics)).toBe(graded);
  });

  it.each([
    [0, 3, false, 'nivelar'],
    [2.99, 3, false, 'nivelar'],
    [3, 3, false, 'aprobado'],
    [5, 3, false, 'aprobado'],
    [3.5, 4, false, 'nivelar'],
    [4, 4, false, 'aprobado'],
    [2, 2, false, 'aprobado'],
    [0, 3, true, 'cerrado'],
    [4.5, 3, true, 'cerrado'],
  ] as const)('final %d with pass mark %d (advanced: %s) is %s', (nota, mark, advanced, code) => {
    expect(levellingCode(nota, mark, advanced, 0)).toBe(code);
  });

  // Issue 43: levelling waits until every row of the level is closed; an advanced level stays cerrado.
  it.each([
    [0.6, 3, false, 35, 'en_curso'],
    [4.5, 3, false, 1, 'en_curso'],
    [0.6, 3, false, 0, 'nivelar'],
    [0.6, 3, true, 35, 'cerrado'],
  ] as const)('final %d, pass mark %d, advanced %s, %d rows open is %s', (nota, mark, advanced, open, code) => {
    expect(levellingCode(nota, mark, advanced, open)).toBe(code);
  });

  it('counts a row closed once held and signed, signed off, authorised or cancelled', () => {
    expect(ESTADOS_PROGRESO.filter(isRowClosed)).toEqual(['asistido', 'ausencia', 'cancelado', 'autorizado', 'superado']);
  });
});
