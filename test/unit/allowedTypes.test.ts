// The tutoria exclusivity of allowed types ('tutoria' alone or not at all), for teachers and rooms
// alike.
import { describe, expect, it } from 'vitest';
import { allowedTypesProblem, toggleAllowedType, TUTORING_ALONE } from '../../core/school/allowedTypes';

describe('toggleAllowedType', () => {
  it.each([
    [['regular_1', 'lab'], 'tutoria', true, ['tutoria']],
    [['tutoria'], 'lab', true, ['lab']],
    [['regular_1'], 'lab', true, ['regular_1', 'lab']],
    [['regular_1', 'lab'], 'lab', false, ['regular_1']],
    [['tutoria'], 'tutoria', false, []],
    [['lab'], 'lab', true, ['lab']],
  ] as [string[], string, boolean, string[]][])('%j, %s %s → %j', (current, tipo, on, expected) => {
    expect(toggleAllowedType(current, tipo, on)).toEqual(expected);
  });
});

describe('allowedTypesProblem', () => {
  it('refuses tutoria beside another type', () => {
    expect(allowedTypesProblem(['tutoria', 'lab'])).toBe(TUTORING_ALONE);
    expect(allowedTypesProblem(['tutoria'])).toBeNull();
    expect(allowedTypesProblem(['lab', 'regular_1'])).toBeNull();
    expect(allowedTypesProblem([])).toBeNull();
  });
});
