// Class-type combinations (core/school/classTypeCombinations.ts) as test vectors: allowed sets, refused
// sets with their exact messages, the auto-added pair of each first regular_1..6 type, and the
// pre-assignment mode rule.
import { describe, expect, it } from 'vitest';
import { TIPOS_CLASE } from '../../core/school/classTypes';
import {
  addCombinedType, AUTO_PAIRED, COMBINABLE_FAMILIES, COMBINATION_MESSAGES, combinationProblem, modeLabel, preassignmentMode,
} from '../../core/school/classTypeCombinations';

const ALLOWED: string[][] = [
  [],
  ['lab'],
  ['tutoria'],
  ['speakup_avanzado', 'speakup_basico'],
  ['immersion_basico', 'immersion_avanzado'],
  ['regular_5', 'regular_6'],
  ['regular_7', 'regular_8'],
  ['regular_9', 'regular_a'],
  ['regular_1', 'regular_16'],
  ['regular_2', 'regular_17'],
  ['regular_3', 'regular_18'],
  ['regular_4', 'regular_19'],
  ['regular_5', 'regular_20'],
  ['regular_6', 'regular_21'],
  ['regular_5', 'regular_6', 'regular_20'],
  ['regular_5', 'regular_6', 'regular_20', 'regular_21'],
];

const REFUSED: [string[], string][] = [
  [['regular_1', 'regular_2'], COMBINATION_MESSAGES.notAllowed],
  [['regular_1', 'regular_17'], COMBINATION_MESSAGES.notAllowed],
  [['speakup_basico', 'immersion_basico'], COMBINATION_MESSAGES.notAllowed],
  [['regular_8', 'regular_9'], COMBINATION_MESSAGES.notAllowed],
  [['tutoria', 'lab'], COMBINATION_MESSAGES.notAllowed],
  [['regular_5', 'regular_16'], COMBINATION_MESSAGES.notAllowed],
  [['regular_5', 'regular_6', 'regular_20', 'regular_21', 'regular_1'], COMBINATION_MESSAGES.tooMany],
  [['lab', 'writing', 'conversation', 'clase_0', 'regular_1'], COMBINATION_MESSAGES.tooMany],
];

describe('combinationProblem', () => {
  it.each(ALLOWED.map((tipos) => [tipos.join(' + ') || '(ninguno)', tipos]))('allows %s', (_name, tipos) => {
    expect(combinationProblem(tipos)).toBeNull();
  });

  it.each(REFUSED.map(([tipos, message]) => [tipos.join(' + '), tipos, message]))('refuses %s', (_name, tipos, message) => {
    expect(combinationProblem(tipos)).toBe(message);
  });

  it('every family names real class types', () => {
    const ids = new Set(TIPOS_CLASE.map((t) => t.id));
    expect(COMBINABLE_FAMILIES.flat().filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('addCombinedType', () => {
  it.each(Object.entries(AUTO_PAIRED))('a first %s brings %s', (first, pair) => {
    expect(addCombinedType([], first)).toEqual({ tipos: [first, pair] });
  });

  it('a later one does not bring its pair, and a type never appears twice', () => {
    expect(addCombinedType(['regular_20'], 'regular_5')).toEqual({ tipos: ['regular_20', 'regular_5'] });
    expect(addCombinedType(['lab'], 'lab')).toEqual({ tipos: ['lab'] });
  });

  it('a refused type leaves the choice unchanged with the message', () => {
    expect(addCombinedType(['regular_1', 'regular_16'], 'lab')).toEqual({ tipos: ['regular_1', 'regular_16'], error: COMBINATION_MESSAGES.notAllowed });
    expect(addCombinedType(['regular_5', 'regular_6', 'regular_20', 'regular_21'], 'lab')).toEqual({
      tipos: ['regular_5', 'regular_6', 'regular_20', 'regular_21'],
      error: COMBINATION_MESSAGES.tooMany,
    });
  });
});

describe('preassignmentMode', () => {
  it("keeps 'and' only for two or more types that may combine", () => {
    expect(preassignmentMode(['regular_7', 'regular_8'], 'and')).toBe('and');
    expect(preassignmentMode(['regular_7'], 'and')).toBe('or');
    expect(preassignmentMode(['regular_7', 'lab'], 'and')).toBe('or');
    expect(preassignmentMode(['regular_7', 'regular_8'], 'or')).toBe('or');
  });

  it("shows 'and' as Sí and 'or' as No", () => {
    expect(modeLabel('and')).toBe('Sí');
    expect(modeLabel('or')).toBe('No');
  });
});
