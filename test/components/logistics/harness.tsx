// The scheduler's display pages (#/tutoria, #/pantalla, #/logistica) rendered alone inside
// react-admin's AdminContext: `read` answers by path from the given function and records each body.
import type { ReactElement } from 'react';
import { ALL_PERMISSION_CODES } from '../../../core/engine/permissions';
import { agendaDay } from '../../../core/school/scheduler/agenda';
import type { memoryDataProvider } from '../resource-views/harness';
import { type Answer, renderCustomPage } from '../pageHarness';

export const CLASS_TYPES = [
  { id: 'regular_1', name: 'Foundations', nombre_corto: 'FN', color: '#1976d2' },
  { id: 'lab', name: 'Laboratorio', nombre_corto: 'LAB', color: '#2e7d32' },
];

/** agenda_disponible's first days: Monday 23 to Wednesday 25 November 2026. */
export const AGENDA = ['2026-11-23', '2026-11-24', '2026-11-25'].map((fecha) => agendaDay(fecha, 'America/Bogota')!);

export type { Answer };

export function renderDisplayPage(page: ReactElement, path: string, answer: Answer, codes: string[] = ALL_PERMISSION_CODES) {
  return renderCustomPage({ page, path, answer, codes, lookups: { tiposClase: CLASS_TYPES } });
}

/** The bodies `read` was given for a path. */
export const readsOf = (dataProvider: ReturnType<typeof memoryDataProvider>, path: string): unknown[] =>
  dataProvider.read.mock.calls.filter(([p]) => p === path).map(([, body]) => body);
