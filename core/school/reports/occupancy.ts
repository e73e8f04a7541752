// Ocupación Académica: which column of the report a booking's class type counts in.
// One table, decided in issue 24 (docs/domain/reports.md 'Reports'): the regular ladder's first six rungs have a
// column each (Connectivity and Premium rungs count with the regular rung of the same place), the
// remaining regular types by their level band, then labs, immersion and clubs.
import { TIPOS_CLASE } from '../classTypes';

export const OCCUPANCY_COLUMNS = ['FN', 'TN1', 'TN2', 'TN3', 'SM1', 'SM2', 'A1', 'A2', 'B1', 'B2', 'LAB', 'INM', 'CLUB', 'CANCEL'] as const;
export type OccupancyColumn = (typeof OCCUPANCY_COLUMNS)[number];

/** The ladder's first six rungs: regular_1…6, Connectivity regular_16…21, Premium regular_22…27. */
const RUNGS: readonly OccupancyColumn[] = ['FN', 'TN1', 'TN2', 'TN3', 'SM1', 'SM2'];
const RUNG_OF: Record<string, number> = {
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n, i) => [`regular_${n}`, i])),
  ...Object.fromEntries([16, 17, 18, 19, 20, 21].map((n, i) => [`regular_${n}`, i])),
  ...Object.fromEntries([22, 23, 24, 25, 26, 27].map((n, i) => [`regular_${n}`, i])),
};

/** A level band's column: B2+ counts as B2; the welcome class (band 'excepcional') as A1, where every student starts. */
const BAND_COLUMN: Record<string, OccupancyColumn> = { A1: 'A1', A2: 'A2', B1: 'B1', B2: 'B2', 'B2+': 'B2', excepcional: 'A1' };

function columnOfType(id: string, solicitud: string, grupo: string | null): OccupancyColumn | null {
  if (id in RUNG_OF) return RUNGS[RUNG_OF[id]];
  if (id === 'lab' || id === 'writing') return 'LAB';
  if (id.startsWith('immersion')) return 'INM';
  if (id.startsWith('speakup') || id === 'conversation') return 'CLUB';
  if (solicitud === 'normal' && grupo) return BAND_COLUMN[grupo] ?? null;
  return null; // tutoring is not a class: it has its own report (Consumo)
}

/** Class type id → its column (every type of TIPOS_CLASE but 'tutoria'). */
export const OCCUPANCY_COLUMN_OF: Readonly<Record<string, OccupancyColumn>> = Object.fromEntries(
  TIPOS_CLASE.flatMap((t) => {
    const column = columnOfType(t.id, t.solicitud, t.grupo);
    return column ? [[t.id, column]] : [];
  }),
);

/** The column a booking of this class type counts in; null for a type outside the report (tutoría, unknown). */
export function occupancyColumnOf(tipo: string): OccupancyColumn | null {
  return OCCUPANCY_COLUMN_OF[tipo] ?? null;
}

export type OccupancyCounts = Record<OccupancyColumn, number>;

export function emptyOccupancy(): OccupancyCounts {
  return Object.fromEntries(OCCUPANCY_COLUMNS.map((c) => [c, 0])) as OccupancyCounts;
}
