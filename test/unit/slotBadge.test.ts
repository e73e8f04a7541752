// The scheduler's availability badge (red without capacity, orange overbooked, green full, blue
// seats left) as test vectors, capacity against occupancy.
import { describe, expect, it } from 'vitest';
import { slotBadge } from '../../core/school/scheduler/slotBadge';

describe('slotBadge', () => {
  it.each([
    [0, 0, 'danger'],
    [0, 3, 'danger'],
    [-5, 0, 'danger'],
    [Number.NaN, 0, 'danger'],
    [20, 21, 'warning'],
    [1, 40, 'warning'],
    [20, 20, 'success'],
    [1, 1, 'success'],
    [20, 19, 'info'],
    [20, 0, 'info'],
    [55, 12, 'info'],
  ] as const)('capacity %d, occupancy %d → %s', (capacity, occupancy, expected) => {
    expect(slotBadge(capacity, occupancy)).toBe(expected);
  });
});
