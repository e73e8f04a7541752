// The rows of a weekly grid (Monday–Saturday), one source for every grid of issue 8: the
// availability editor, the teachers summary's filter, the pre-assignment grids of a teacher, a room
// and #/preasignaciones. Class grids have one row per slot of the day (Saturday's own hours in its
// column); tutoring grids one row per one-hour range, each cell holding its quarter-hours.
import {
  isMorning, minutesOf, SCHOOL_DAYS, type SchoolDay, TUTORING_RANGES, tutoringSlots, WEEKLY_TEMPLATE, weekdayKey, type WeeklyTemplate,
} from './calendar';

export interface GridSlot {
  key: string;
  day: SchoolDay;
  time: string;
}

export interface WeekGridRow {
  id: string;
  label: string;
  /** Tutoring grids: 'Mañana' before 13:00, 'Tarde' from it. */
  part?: 'Mañana' | 'Tarde';
  cells: Readonly<Record<SchoolDay, readonly GridSlot[]>>;
}

const slotsOf = (day: SchoolDay, times: readonly string[]): GridSlot[] => times.map((time) => ({ key: weekdayKey(day, time), day, time }));

function cellsBy(pick: (day: SchoolDay) => readonly string[]): Record<SchoolDay, GridSlot[]> {
  return Object.fromEntries(SCHOOL_DAYS.map((day) => [day, slotsOf(day, pick(day))])) as Record<SchoolDay, GridSlot[]>;
}

/** One row per slot position; labelled with Monday's hour (Saturday shows its own in its cells). */
export function classGridRows(template: WeeklyTemplate = WEEKLY_TEMPLATE): WeekGridRow[] {
  const positions = Math.max(...SCHOOL_DAYS.map((day) => template[day].length));
  return Array.from({ length: positions }, (_, i) => ({
    id: `bloque-${i + 1}`,
    label: template[1][i] ?? `Bloque ${i + 1}`,
    cells: cellsBy((day) => (template[day][i] ? [template[day][i]] : [])),
  }));
}

/** One row per hour range of the tutoring template (06:00–07:00 … 18:00–19:00), rows without slots left out. */
export function tutoringGridRows(): WeekGridRow[] {
  return TUTORING_RANGES.map((range) => ({
    id: `rango-${range.from}`,
    label: `${range.from} - ${range.to}`,
    part: isMorning(range.from) ? ('Mañana' as const) : ('Tarde' as const),
    cells: cellsBy((day) => tutoringSlots(day).filter((t) => minutesOf(t) >= minutesOf(range.from) && minutesOf(t) < minutesOf(range.to))),
  })).filter((row) => SCHOOL_DAYS.some((day) => row.cells[day].length > 0));
}

export const gridRows = (tutoring: boolean): WeekGridRow[] => (tutoring ? tutoringGridRows() : classGridRows());

export const rowKeys = (row: WeekGridRow): string[] => SCHOOL_DAYS.flatMap((day) => row.cells[day].map((s) => s.key));

export const columnKeys = (rows: readonly WeekGridRow[], day: SchoolDay): string[] => rows.flatMap((row) => row.cells[day].map((s) => s.key));
