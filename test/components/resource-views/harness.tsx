// Renders an AppResource's pages inside react-admin's AdminContext with in-memory providers, the
// real Spanish i18n and a memory router on the Spanish routes (no shell, no server).
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, TestMemoryRouter, type RaRecord } from 'react-admin';
import { Route, Routes, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import { canAccessResource } from '../../../authProvider/permissions';
import type { BulkResult, LookupOption } from '../../../dataProvider/types';
import { resourceRoutePatterns } from '../../../core/engine/paths';
import { ALL_PERMISSION_CODES } from '../../../core/engine/permissions';
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { createI18nProvider } from '../../../src/i18n';
import type { AppResource } from '../../../src/resource-views/types';
import { IMPORT_MESSAGES, type ImportAnswer, type ImportBody } from '../../../core/engine/bulkImport';
import { ShellContext } from '../../../src/shell/ShellContext';

/** A logged-in session holding `codes`; canAccess answers like the real authProvider. */
export function testAuthProvider(codes: string[], declarations: ResourceDeclaration[]) {
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => ({ id: 1, fullName: 'Ana Gómez' })),
    getPermissions: vi.fn(async () => codes),
    canAccess: vi.fn(async ({ resource, action }: { resource: string; action: string }) => {
      if (resource === 'permiso') return codes.includes(action);
      const decl = declarations.find((d) => d.name === resource);
      return decl ? canAccessResource(decl, action, codes) : false;
    }),
  };
}

export interface MemoryData {
  records?: RaRecord[];
  lookups?: Record<string, LookupOption[]>;
}

const compare = (a: unknown, b: unknown): number => String(a ?? '').localeCompare(String(b ?? ''), 'es', { numeric: true });

/** One resource's records in memory; every method is a vi.fn to inspect. */
export function memoryDataProvider({ records = [], lookups = {} }: MemoryData = {}) {
  const rows = records.map((record) => ({ ...record }));
  let nextId = Math.max(0, ...rows.map((r) => Number(r.id))) + 1;
  return {
    rows,
    getList: vi.fn(async (_resource: string, params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string } }) => {
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const sorted = params.sort
        ? [...rows].sort((a, b) => compare(a[params.sort!.field], b[params.sort!.field]) * (params.sort!.order === 'DESC' ? -1 : 1))
        : rows;
      return { data: sorted.slice((page - 1) * perPage, page * perPage), total: rows.length };
    }),
    getOne: vi.fn(async (_resource: string, params: { id: unknown }) => {
      const found = rows.find((r) => String(r.id) === String(params.id));
      if (!found) throw new Error('Registro no encontrado');
      return { data: found };
    }),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async (_resource?: string, _params?: unknown): Promise<{ data: RaRecord[]; total: number }> => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => {
      const record = { ...params.data, id: nextId++ };
      rows.push(record);
      return { data: record };
    }),
    update: vi.fn(async (_resource: string, params: { id: unknown; data: Record<string, unknown> }) => {
      const at = rows.findIndex((r) => String(r.id) === String(params.id));
      if (at < 0) throw new Error('Registro no encontrado');
      // A new object, as the server's answer is: the page sees the record change (the editor's save
      // bar waits for that, up to 3 s, before the next section's save).
      rows[at] = { ...rows[at], ...params.data };
      return { data: rows[at] };
    }),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async () => ({ data: { id: 0 } })),
    deleteMany: vi.fn(async () => ({ data: [] })),
    call: vi.fn(async (_path: string, _body?: unknown): Promise<unknown> => ({})),
    read: vi.fn(async (_path: string, _body?: unknown): Promise<unknown> => ({})),
    fetchDocument: vi.fn(async (_path: string): Promise<Blob> => new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    lookup: vi.fn(async (name: string) => lookups[name] ?? []),
    // Every line new unless its Id names a row here (then as 'igual': the file changes nothing).
    importRows: vi.fn(async (_resource: string, body: ImportBody): Promise<ImportAnswer> => {
      const filas = body.registros.map((registro, i) => {
        const found = rows.find((r) => registro.id !== undefined && String(r.id) === String(registro.id));
        return found ? { fila: i + 1, accion: 'igual' as const, id: Number(found.id), version: 1 } : { fila: i + 1, accion: 'nuevo' as const };
      });
      const nuevos = filas.filter((f) => f.accion === 'nuevo').length;
      const counts = { nuevos, cambian: 0, iguales: filas.length - nuevos, omitidos: 0, con_errores: 0 };
      return { mensaje: body.confirmar ? IMPORT_MESSAGES.done(nuevos, 0) : IMPORT_MESSAGES.preview(counts), ...counts, filas };
    }),
    bulkCreate: vi.fn(
      async (_resource: string, registros: Record<string, unknown>[]): Promise<BulkResult> => ({
        mensaje: `Se crearon ${registros.length} registros. 0 filas con errores.`,
        creados: registros.length,
        resultados: registros.map((_, i) => ({ fila: i + 1, ok: true, id: 100 + i })),
      }),
    ),
  };
}

export type MemoryDataProvider = ReturnType<typeof memoryDataProvider>;

export interface RenderResourceOptions {
  resource: AppResource;
  /** Initial route, e.g. '/salon/nuevo'. */
  path: string;
  // The app's dataProvider or an in-memory one: react-admin only needs the verbs it calls.
  dataProvider: object;
  /** Permission codes of the session (default: all of them). */
  codes?: string[];
  /** Other declarations the session's access checks know (a parent's links to its children's lists). */
  related?: ResourceDeclaration[];
}

/** Mounts the resource's routes (list, detail, nuevo, editar, masivo, extra pages). */
export function renderResource({ resource, path, dataProvider, codes = ALL_PERMISSION_CODES, related = [] }: RenderResourceOptions) {
  const decl = resource.declaration;
  const routes = resourceRoutePatterns(decl);
  const authProvider = testAuthProvider(codes, [decl, ...related]);
  const createWith = decl.routes?.createWith;
  const current: { location?: Location } = {};
  // Ours rather than AdminContext's own, so that tests can look at the queries a view opened.
  const queryClient = new QueryClient();
  const { list: List, show: Show, create: Create, edit: Edit, bulk: Bulk } = resource;
  const view = render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => (current.location = location)}>
      <AdminContext
        // react-admin's DataProvider type is an index of methods; ours are vi.fn-wrapped verbs.
        dataProvider={dataProvider as Parameters<typeof AdminContext>[0]['dataProvider']}
        authProvider={authProvider}
        i18nProvider={createI18nProvider([decl])}
        store={memoryStore()}
        queryClient={queryClient}
      >
        {/* Where react-admin's <Title> renders, as in the app's layout. */}
        <h1 id="react-admin-title" />
        {/* The shell's declarations, as the app provides them (a link to another resource finds it there). */}
        <ShellContext.Provider value={{ menu: [], declarations: [decl, ...related] }}>
          <ResourceContextProvider value={decl.name}>
            <Routes>
              <Route path={routes.list} element={<List />} />
              <Route path={routes.show} element={<Show />} />
              <Route path={routes.create} element={<Create />} />
              {createWith ? <Route path={`${routes.create}/:${createWith}`} element={<Create />} /> : null}
              <Route path={routes.edit} element={<Edit />} />
              {Bulk ? <Route path={routes.bulk} element={<Bulk />} /> : null}
              {(resource.extraPages ?? []).map((page) => (
                <Route key={page.path} path={page.path} element={page.element} />
              ))}
            </Routes>
          </ResourceContextProvider>
        </ShellContext.Provider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, authProvider, queryClient, pathname: () => current.location?.pathname };
}
