// The scheduler's display pages (#/tutoria, #/pantalla, #/logistica) rendered alone inside
// react-admin's AdminContext: `read` answers by path from the given function and records each body.
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { ALL_PERMISSION_CODES } from '../../../resources/permissions';
import { agendaDay } from '../../../resources/scheduler/agenda';
import { createI18nProvider } from '../../../src/i18n';
import { memoryDataProvider, testAuthProvider } from '../resource-views/harness';

export const CLASS_TYPES = [
  { id: 'regular_1', name: 'Foundations', nombre_corto: 'FN', color: '#1976d2' },
  { id: 'lab', name: 'Laboratorio', nombre_corto: 'LAB', color: '#2e7d32' },
];

/** agenda_disponible's first days: Monday 23 to Wednesday 25 November 2026. */
export const AGENDA = ['2026-11-23', '2026-11-24', '2026-11-25'].map((fecha) => agendaDay(fecha, 'America/Bogota')!);

export type Answer = (path: string, body: Record<string, unknown>) => unknown;

export function renderDisplayPage(page: ReactElement, path: string, answer: Answer, codes: string[] = ALL_PERMISSION_CODES) {
  const dataProvider = memoryDataProvider({ lookups: { tiposClase: CLASS_TYPES } });
  dataProvider.read.mockImplementation(async (p: string, body?: unknown) => answer(p, (body ?? {}) as Record<string, unknown>));
  const view = render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        // react-admin's DataProvider type is an index of methods; ours are vi.fn-wrapped verbs.
        dataProvider={dataProvider as Parameters<typeof AdminContext>[0]['dataProvider']}
        authProvider={testAuthProvider(codes, [])}
        i18nProvider={createI18nProvider([])}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <h1 id="react-admin-title" />
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>Otra página</p>} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, dataProvider };
}

/** The bodies `read` was given for a path. */
export const readsOf = (dataProvider: ReturnType<typeof memoryDataProvider>, path: string): unknown[] =>
  dataProvider.read.mock.calls.filter(([p]) => p === path).map(([, body]) => body);
