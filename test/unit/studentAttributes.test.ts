// The student editor's pure rules: the save-when-changed comparison, the levels observation counter,
// the tutoring defaults and checks, and the declared attribute actions' codes (one pair per attribute,
// taken from the declared field).
import { describe, expect, it } from 'vitest';
import { actionCodes } from '../../core/engine/actions';
import { allEditCodes } from '../../core/engine/fieldAccess';
import { P } from '../../core/engine/permissions';
import { ATTRIBUTE_ACTIONS } from '../../core/school/students/attributeActions';
import { observationCounter, sameAttributeValue } from '../../core/school/students/attributeRules';
import schema from '../../resources/estudiantes/schema';
import { TUTORING_MESSAGES, TUTORING_OFF, tutoringDefaults, tutoringOf, tutoringProblems, tutoringToSave } from '../../core/school/students/tutoringEnablement';

const E = P.estudiantes;

describe('sameAttributeValue: the save button shows only while the value differs', () => {
  it.each([
    [null, ''],
    [undefined, null],
    ['2025-12-31', '2025-12-31'],
    ['2025-12-31T00:00:00.000Z', '2025-12-31'],
    [7, '7'],
    [[3, 1], [1, 3]],
    [[1, 1, 2], [2, 1]],
    [true, true],
    [{ b: 1, a: null }, { a: '', b: '1' }],
  ])('%j equals %j', (stored, value) => expect(sameAttributeValue(stored, value)).toBe(true));

  it.each([
    [null, '2025-01-01'],
    ['2025-12-31', '2026-01-01'],
    [7, 8],
    [[1], [1, 2]],
    [[], [1]],
    [true, false],
    [false, null],
    [{ a: 1 }, { a: 2 }],
  ])('%j differs from %j', (stored, value) => expect(sameAttributeValue(stored, value)).toBe(false));
});

it('counts the observation without its outer spaces', () => {
  expect(observationCounter('')).toBe('0/10');
  expect(observationCounter('  Aprobado  ')).toBe('8/10');
});

describe('tutoring enablement', () => {
  it("'Sí' defaults to 2 sessions from today to today + 5 days, the user as tutor only when a tutor", () => {
    expect(tutoringDefaults('2025-02-26', 9, [4, 9])).toEqual({
      habilitar_tutoria: true,
      tutorias: 2,
      fecha_tutoria_inicio: '2025-02-26',
      fecha_tutoria_fin: '2025-03-03',
      tutor_id: 9,
    });
    expect(tutoringDefaults('2025-12-30', 9, [4]).tutor_id).toBeNull();
    expect(tutoringDefaults('2025-12-30', null, [4]).fecha_tutoria_fin).toBe('2026-01-04');
  });

  it("'No' clears every value, whatever the form held", () => {
    expect(tutoringToSave({ habilitar_tutoria: false, tutorias: 3, fecha_tutoria_inicio: '2025-01-01', fecha_tutoria_fin: null, tutor_id: 4 })).toEqual(TUTORING_OFF);
    expect(tutoringProblems({ habilitar_tutoria: false })).toEqual({});
  });

  it("'Sí' needs a session, both dates (end not before start) and a tutor", () => {
    const good = tutoringDefaults('2025-02-26', 9, [9]);
    expect(tutoringProblems(good)).toEqual({});
    expect(tutoringProblems({ ...good, fecha_tutoria_fin: good.fecha_tutoria_inicio })).toEqual({});
    expect(tutoringProblems({ ...good, tutorias: 0, fecha_tutoria_fin: '2025-02-25', tutor_id: null })).toEqual({
      tutorias: TUTORING_MESSAGES.sessions,
      fecha_tutoria_fin: TUTORING_MESSAGES.endBeforeStart,
      tutor_id: TUTORING_MESSAGES.tutor,
    });
    expect(tutoringProblems({ ...good, fecha_tutoria_inicio: null, fecha_tutoria_fin: null })).toEqual({
      fecha_tutoria_inicio: TUTORING_MESSAGES.start,
      fecha_tutoria_fin: TUTORING_MESSAGES.end,
    });
  });

  it('reads the stored tutoring; a disabled one is TUTORING_OFF whatever its leftovers', () => {
    expect(tutoringOf({ habilitar_tutoria: true, tutorias: 2, fecha_tutoria_inicio: '2025-01-01', fecha_tutoria_fin: '2025-01-06', tutor_id: 4 })).toEqual({
      habilitar_tutoria: true,
      tutorias: 2,
      fecha_tutoria_inicio: '2025-01-01',
      fecha_tutoria_fin: '2025-01-06',
      tutor_id: 4,
    });
    expect(tutoringOf({ habilitar_tutoria: false, tutorias: 2 })).toEqual(TUTORING_OFF);
  });
});

describe('the attribute actions', () => {
  // [path, stronger, weaker] of the table.
  const TABLE: [string, string, string | undefined][] = [
    ['estudiante/editar_vigencia', E.editVigencia, E.assignVigencia],
    ['estudiante/actualizar_niveles', E.editCurso, E.assignCurso],
    ['estudiante/activar_nivel', E.editCurso, E.assignCurso],
    ['estudiante/activar_curso', E.editCurso, E.assignCurso],
    ['estudiante/inscribir_curso', E.editCurso, E.assignCurso],
    ['estudiante/editar_tipo_pago', E.editMetodoPago, E.assignMetodoPago],
    ['estudiante/editar_sabados', E.editSabadosVersant, E.assignSabadosVersant],
    ['estudiante/editar_versant', E.editSabadosVersant, E.assignSabadosVersant],
    ['estudiante/editar_clase_0', E.editClaseCero, E.assignClaseCero],
    ['estudiante/editar_enviar_notificaciones', E.editNotificaciones, undefined],
    ['estudiante/editar_habilitar_tutoria', E.editTutorias, undefined],
  ];

  it('each is guarded by its pair, stronger first, taken from a field the declaration holds', () => {
    const actions = Object.values(ATTRIBUTE_ACTIONS);
    expect(actions.map((a) => [a.path, ...actionCodes(a)])).toEqual(TABLE.map(([path, strong, weak]) => (weak ? [path, strong, weak] : [path, strong])));
    for (const action of actions) {
      expect(schema.fields, action.path).toContain(action.field);
      expect(actionCodes(action)).toEqual(allEditCodes(action.field.editCodes));
    }
  });
});
