// A custom page rendered alone inside react-admin's AdminContext at its route: the named POST calls
// (`read` and `call`) answered by path from one function that also sees the body, lookups from a
// table, and the user's codes. The pages' own harnesses add their fixtures on top of it.
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { LookupOption } from '../../dataProvider/types';
import { ALL_PERMISSION_CODES } from '../../core/engine/permissions';
import { createI18nProvider } from '../../src/i18n';
import { memoryDataProvider, type MemoryDataProvider, testAuthProvider } from './resource-views/harness';

export type Answer = (path: string, body: Record<string, unknown>) => unknown;

export interface PageOptions {
  page: ReactElement;
  path: string;
  answer: Answer;
  lookups?: Record<string, LookupOption[]>;
  codes?: string[];
}

export function renderCustomPage({ page, path, answer, lookups = {}, codes = ALL_PERMISSION_CODES }: PageOptions) {
  const dataProvider = memoryDataProvider({ lookups });
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
          <Route path="*" element={<p>Otra página</p>} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, dataProvider };
}

/** The bodies `read` or `call` was given for a path. */
export const bodiesOf = (dataProvider: MemoryDataProvider, path: string): unknown[] =>
  [...dataProvider.read.mock.calls, ...dataProvider.call.mock.calls].filter(([p]) => p === path).map(([, body]) => body);
