// The day every test's school lives on: the demo data is seeded around it and the app's clock starts
// on it, so no day of the week (or month, or year) can change a test's outcome. A Wednesday, with the
// demo week's Monday and Saturday in the same month.
import { type Clock, clockFrom } from '../core/engine/clock';

export const TEST_TODAY = '2026-03-04';
/** Mid-morning in Bogotá: the day's first slots have passed, its later ones are ahead. */
export const TEST_START = `${TEST_TODAY}T10:00:00-05:00`;

/** The school's clock in tests: TEST_START when made, running on from there. */
export function testClock(): Clock {
  return clockFrom(TEST_START);
}
