// The school's clock from the environment: the wall clock of SCHOOL_TIME_ZONE (default Bogotá);
// SCHOOL_CLOCK_START (an ISO instant with its offset) starts it on another day and lets it run on
// from there: a training copy living on a chosen day, and the browser tests' fixed day.
import { clockFrom, type Clock, DEFAULT_TIME_ZONE, systemClock } from '../../core/engine/clock';

export function schoolClockFromEnv(env: NodeJS.ProcessEnv = process.env): Clock {
  const timeZone = env.SCHOOL_TIME_ZONE || DEFAULT_TIME_ZONE;
  const start = env.SCHOOL_CLOCK_START?.trim();
  if (!start) return systemClock(timeZone);
  // With an offset or a Z: a bare date-time would be read in this machine's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(start)) {
    throw new Error(`SCHOOL_CLOCK_START no válido (${start}): escriba un instante ISO con su desfase, por ejemplo 2026-03-04T10:00:00-05:00`);
  }
  return clockFrom(start, timeZone);
}
