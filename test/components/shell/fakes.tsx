// In-memory providers and throw-away resources for the shell tests: no server, no real token.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import estudiantes from '../../../resources/estudiantes/schema';
import salones from '../../../resources/salones/schema';
import type { ResourceAction } from '../../../core/engine/declaration/access';
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { mayExport } from '../../../core/engine/export/exportAccess';
import { App } from '../../../src/App';
import { createI18nProvider } from '../../../src/i18n';
import type { AppResource } from '../../../src/resource-views/types';

export const ADMIN_IDENTITY = { id: 1, fullName: 'Ana Gómez', primer_nombre: 'Ana', primer_apellido: 'Gómez', sede: 'Sede Norte', sede_id: 3 };

export interface FakeAuthOptions {
  codes: string[];
  loggedIn?: boolean;
  password?: string;
  resources?: ResourceDeclaration[];
}

/** A session kept in memory: login succeeds with password `secreto1` (or the given one). */
export function fakeAuthProvider(options: FakeAuthOptions) {
  let loggedIn = options.loggedIn ?? true;
  const declarations = options.resources ?? [];
  const provider = {
    login: vi.fn(async (params: { email: string; password: string }) => {
      if (params.password !== (options.password ?? 'secreto1')) throw new Error('Correo o contraseña incorrectos');
      loggedIn = true;
      return { redirectTo: '/' };
    }),
    logout: vi.fn(async () => {
      loggedIn = false;
      return '/login';
    }),
    checkAuth: vi.fn(async () => {
      if (!loggedIn) throw { redirectTo: '/login', message: false };
    }),
    checkError: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => ADMIN_IDENTITY),
    getPermissions: vi.fn(async () => options.codes),
    canAccess: vi.fn(async ({ resource, action }: { resource: string; action: string }) => {
      if (resource === 'permiso') return options.codes.includes(action);
      const decl = declarations.find((d) => d.name === resource);
      // Exporting: the list's code and the detail's (core/engine/export/exportAccess.ts).
      if (decl && action === 'export') return mayExport(decl.permissions, new Set(options.codes));
      const code = decl?.permissions[action as ResourceAction];
      return code !== undefined && options.codes.includes(code);
    }),
  } satisfies AuthProvider;
  return provider;
}

/** The home page's reads, answered empty: an administrator's session lands on its dashboard. */
const HOME_READS: Record<string, unknown> = Object.fromEntries(
  ['agenda_disponible', 'estado/disponibilidad_full', 'indicadores/disponibilidad_franjas', 'indicadores/disponibilidad', 'indicadores/estudiantes_activos', 'indicadores/agendamientos_acumulados', 'indicadores/agendamientos_estudiantes'].map((path) => [path, []]),
);

/** Empty lists; `call` answers from the given table of paths (and the home page's reads, empty); other verbs are not used by the shell. */
export function fakeDataProvider(given: Record<string, unknown> = {}): AppDataProvider & { clearCache: () => void } {
  const answers = { ...HOME_READS, ...given };
  const unused = (verb: string) => () => Promise.reject(new Error(`No usado en estas pruebas: ${verb}`));
  const call = vi.fn(async (path: string) => {
    if (!(path in answers)) throw new Error(`Llamada inesperada: ${path}`);
    return answers[path];
  });
  return {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: unused('getOne'),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: unused('create'),
    update: unused('update'),
    updateMany: unused('updateMany'),
    delete: unused('delete'),
    deleteMany: unused('deleteMany'),
    // call<T> is generic: the mock answers whatever the table holds (vi.mocked() gives it back in tests).
    call: call as unknown as AppDataProvider['call'],
    read: call as unknown as AppDataProvider['read'],
    lookup: vi.fn(async () => []),
    bulkCreate: unused('bulkCreate'),
    importRows: unused('importRows'),
    fetchFile: unused('fetchFile'),
    fetchDocument: unused('fetchDocument'),
    exportar: unused('exportar'),
    downloadExport: unused('downloadExport'),
    clearCache: vi.fn(),
  };
}

const page = (text: string) => () => <p>{text}</p>;

/** A throw-away AppResource: each view is a paragraph naming it (its menu place is its declaration's). */
export function fakeResource(declaration: ResourceDeclaration, extra: Partial<AppResource> = {}): AppResource {
  const name = declaration.label.many;
  return {
    declaration,
    list: page(`Vista lista ${name}`),
    show: page(`Vista detalle ${name}`),
    create: page(`Vista nuevo ${name}`),
    edit: page(`Vista editar ${name}`),
    bulk: declaration.bulk ? page(`Vista masivo ${name}`) : undefined,
    icon: page(''),
    recordRepresentation: (record) => String(record.id),
    ...extra,
  };
}

export const FAKE_RESOURCES: AppResource[] = [fakeResource(estudiantes), fakeResource(salones)];

export interface RenderAppOptions {
  hash?: string;
  codes: string[];
  loggedIn?: boolean;
  resources?: AppResource[];
  answers?: Record<string, unknown>;
}

/** Mounts the real App at `hash` with in-memory providers and the real Spanish i18n. */
export function renderApp(options: RenderAppOptions) {
  const resources = options.resources ?? FAKE_RESOURCES;
  const declarations = resources.map((resource) => resource.declaration);
  const authProvider = fakeAuthProvider({ codes: options.codes, loggedIn: options.loggedIn, resources: declarations });
  const dataProvider = fakeDataProvider(options.answers);
  window.location.hash = options.hash ?? '#/';
  const view = render(
    <App resources={resources} authProvider={authProvider} dataProvider={dataProvider} i18nProvider={createI18nProvider(declarations)} />,
  );
  return { ...view, authProvider, dataProvider };
}

/** Footer's `version` call answered by a stubbed fetch. */
export function stubVersion(version: string | null) {
  const fetchMock = vi.fn(async () =>
    version === null ? new Response('fallo', { status: 500 }) : new Response(JSON.stringify({ version }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
