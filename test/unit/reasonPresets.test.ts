// Ready reasons (issue 43 point 3): the counter's words, the catalogue's actions and the text rule
// the server applies to a preset, and the demo presets each at least its action's minimum.
import { describe, expect, it } from 'vitest';
import { REASON_MINIMUMS } from '../../core/school/scheduler/bookings';
import { presetsOf, presetTextProblem, REASON_ACTION_CHOICES, REASON_ACTIONS, reasonCounter } from '../../core/school/reasons';
import { REASON_PRESETS } from '../../server/seed/reasonPresets';

describe('reasonCounter', () => {
  it.each([
    [40, '', 'Faltan 40 caracteres'],
    [40, 'a'.repeat(9), 'Faltan 31 caracteres'],
    [40, 'a'.repeat(39), 'Falta 1 carácter'],
    [40, 'a'.repeat(40), '40 caracteres'],
    [20, 'a'.repeat(57), '57 caracteres'],
    [1, 'a', '1 carácter'],
    // Counted as the server counts: trimmed, an accent or an emoji once.
    [10, '   canción 😀   ', 'Falta 1 carácter'],
  ])('minimum %i, %j → %s', (minimum, text, expected) => expect(reasonCounter(minimum, text)).toBe(expected));
});

describe('the catalogue of actions', () => {
  it('names every action that asks a reason, with its minimum', () => {
    expect(REASON_ACTIONS.toSorted()).toEqual(Object.keys(REASON_MINIMUMS).toSorted());
    expect(REASON_ACTION_CHOICES[0]).toEqual({ id: 'cancelar_agendamiento', name: 'Cancelar agendamiento (mínimo 40)' });
  });

  it('holds a preset text to its action minimum', () => {
    expect(presetTextProblem('cancelar_tutoria', 'a'.repeat(20))).toBeNull();
    expect(presetTextProblem('cancelar_tutoria', `  ${'a'.repeat(19)}  `)).toBe('El texto debe tener al menos 20 caracteres (el mínimo de «Cancelar tutoría»)');
    expect(presetTextProblem('reiniciar_nivel', 'Corto')).toBe('El texto debe tener al menos 40 caracteres (el mínimo de «Reiniciar nivel»)');
  });

  it('offers an action only its active presets', () => {
    const rows = [
      { id: 1, accion: 'desasignar', texto: 'uno', activo: true },
      { id: 2, accion: 'desasignar', texto: 'dos', activo: false },
      { id: 3, accion: 'asignar', texto: 'tres', activo: true },
    ];
    expect(presetsOf('desasignar', rows).map((p) => p.id)).toEqual([1]);
    expect(presetsOf('desasignar', undefined)).toEqual([]);
  });

  it('seeds a few presets per action, each long enough', () => {
    for (const kind of REASON_ACTIONS) {
      expect(REASON_PRESETS[kind].length).toBeGreaterThanOrEqual(2);
      for (const text of REASON_PRESETS[kind]) expect(presetTextProblem(kind, text), text).toBeNull();
    }
  });
});
