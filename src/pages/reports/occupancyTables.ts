// Ocupación Académica's tables (docs/domain/reports.md 'Reports'), pure: one per day of the answer, titled DD/MM/YYYY, its
// rows the day's hours ('h:mm a') in order and its cells the counts of OCCUPANCY_COLUMNS.
import type { OccupancyDay } from '../../../core/school/reports/contract';
import { formatDay, formatHour } from '../../../core/engine/clock';
import { OCCUPANCY_COLUMNS } from '../../../core/school/reports/occupancy';

export interface OccupancyTable {
  fecha: string;
  title: string;
  rows: { hora: string; label: string; cells: number[] }[];
}

export const OCCUPANCY_HEADERS: readonly string[] = ['Hora', ...OCCUPANCY_COLUMNS];

export function occupancyTables(days: readonly OccupancyDay[]): OccupancyTable[] {
  return [...days]
    .sort((a, b) => a.fecha.localeCompare(b.fecha))
    .map((day) => ({
      fecha: day.fecha,
      title: formatDay(day.fecha),
      rows: [...day.horas]
        .sort((a, b) => a.hora.localeCompare(b.hora))
        .map(({ hora, datos }) => ({ hora, label: formatHour(hora), cells: OCCUPANCY_COLUMNS.map((column) => datos[column] ?? 0) })),
    }));
}
