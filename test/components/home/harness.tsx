// The home page and #/cacelacionMasiva rendered alone inside react-admin's AdminContext: the
// in-memory dataProvider answers `read` and `call` by path from the given function (which may be
// async, to hold a request open) and keeps every body; `lookup` serves the given lists.
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { LookupOption } from '../../../dataProvider/types';
import { ALL_PERMISSION_CODES } from '../../../resources/permissions';
import { createI18nProvider } from '../../../src/i18n';
import { memoryDataProvider, type MemoryDataProvider, testAuthProvider } from '../resource-views/harness';

export type Answer = (path: string, body: Record<string, unknown>) => unknown;

export const SEDES: LookupOption[] = [
  { id: 1, name: 'Bogotá Chapinero' },
  { id: 2, name: 'Bogotá Usaquén' },
  { id: 25, name: 'Bogotá Premium Andino' },
];

export const CLASS_TYPES: LookupOption[] = [
  { id: 'regular_1', name: 'Foundations', nombre_corto: 'FN' },
  { id: 'lab', name: 'Laboratorio', nombre_corto: 'LAB' },
];

export function renderPage(page: ReactElement, path: string, answer: Answer, codes: string[] = ALL_PERMISSION_CODES) {
  const dataProvider = memoryDataProvider({ lookups: { sedes: SEDES, tiposClase: CLASS_TYPES } });
  const respond = async (p: string, body?: unknown) => answer(p, (body ?? {}) as Record<string, unknown>);
  dataProvider.read.mockImplementation(respond);
  dataProvider.call.mockImplementation(respond);
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
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, dataProvider };
}

/** The bodies `read` or `call` was given for a path. */
export const bodiesOf = (dataProvider: MemoryDataProvider, path: string): unknown[] =>
  [...dataProvider.read.mock.calls, ...dataProvider.call.mock.calls].filter(([p]) => p === path).map(([, body]) => body);
