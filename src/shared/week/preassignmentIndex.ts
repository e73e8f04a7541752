// Pre-assignments by weekday slot key ('{dia}T{hora}'), for the grids that show them.
import { weekdayKey, type SchoolDay } from '../../../core/school/calendar';
import type { Preassignment } from '../../../core/school/preassignments';

export function preassignmentsByKey(list: readonly Preassignment[] | undefined): ReadonlyMap<string, Preassignment> {
  return new Map((Array.isArray(list) ? list : []).map((p) => [weekdayKey(p.dia as SchoolDay, p.hora), p]));
}
