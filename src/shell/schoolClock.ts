// The browser's clock on the school's time zone: the server says which (the public `version` call
// answers `zona_horaria`, SCHOOL_TIME_ZONE); until it has, the default. 'Today' in a form is then
// the school's today, whatever zone the browser's machine is set to.
import { type Clock, DEFAULT_TIME_ZONE, systemClock } from '../../core/engine/clock';

let clock: Clock = systemClock(DEFAULT_TIME_ZONE);

export function schoolClock(): Clock {
  return clock;
}

/** Adopts the server's zone; an unknown one is ignored (the default stays). */
export function setSchoolTimeZone(timeZone: unknown): void {
  if (typeof timeZone !== 'string' || timeZone === clock.timeZone) return;
  try {
    clock = systemClock(timeZone);
  } catch {
    // Not an IANA zone this browser knows: keep the one we have.
  }
}
