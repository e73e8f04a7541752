// Ocupación Académica's tables (docs/domain/reports.md 'Reports'), pure: one per day of the answer, titled DD/MM/YYYY, its
// rows the day's hours ('h:mm a') in order and its cells the counts of OCCUPANCY_COLUMNS.
import type { OccupancyDay } from '../../../core/school/reports/contract';
import { formatDay, formatHour } from '../../../core/engine/clock';
import { OCCUPANCY_COLUMNS } from '../../../core/school/reports/occupancy';
import { OCCUPANCY_COLUMN_LABELS } from '../../../core/school/labels';

export interface OccupancyTable {
  fecha: string;
  title: string;
  rows: { hora: string; label: string; cells: number[] }[];
}

/**
 * The screen's headers in words ('Starter 1', 'Canceladas': issue 43 point 10), each with its
 * meaning for a tooltip; the downloaded file keeps the spec's codes FN … CANCEL as its format.
 */
export const OCCUPANCY_HEADERS: readonly { text: string; meaning: string }[] = [
  { text: 'Hora', meaning: 'Hora de la clase' },
  ...OCCUPANCY_COLUMNS.map((column) => ({ text: OCCUPANCY_COLUMN_LABELS[column].header, meaning: OCCUPANCY_COLUMN_LABELS[column].meaning })),
];

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
