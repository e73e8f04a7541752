// The progress page's fake dataProvider (its reads answered by path) and table lookups, shared by
// its component tests.
import { within } from '@testing-library/react';
import type { LevellingState, StudentProgress } from '../../../core/school/students/progress';
import { memoryDataProvider } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';
import { LEVELLING, PROGRESS } from './progressPage.fixtures';

/** The history of a row, oldest first as it was written (the page shows it newest first). */
export const HISTORY = [
  { texto: 'Asistencia registrada', usuario: 'Ana Gómez', fecha: '2099-03-05T13:00:00Z' },
  { texto: 'Registro firmado: revisado', usuario: 'Rosa Díaz', fecha: '2099-03-06T15:00:00Z' },
];

export function progressProvider(progress: StudentProgress = PROGRESS, levelling: LevellingState = LEVELLING) {
  const dataProvider = memoryDataProvider({ records: [STUDENT], lookups: STUDENT_LOOKUPS });
  dataProvider.read.mockImplementation(async (path: string) => {
    switch (path) {
      case 'estudiante/progreso':
        return progress;
      case 'progreso/estado':
        return levelling;
      case 'progreso/ver_observaciones':
        return HISTORY;
      case 'estudiante/notas':
        return [];
      case 'estudiante/niveles_cursados':
        return [];
      default:
        throw new Error(`lectura inesperada: ${path}`);
    }
  });
  return dataProvider;
}

/** The compact row of progress row `id` in the page's table (found also while a dialog hides the page). */
export function rowOf(table: HTMLElement, id: number): HTMLElement {
  const row = within(table).getByRole('cell', { name: String(id), hidden: true }).closest('tr');
  if (!row) throw new Error(`sin fila ${id}`);
  return row;
}

/** The texts of a row's cells. */
export const texts = (row: HTMLElement): string[] => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
