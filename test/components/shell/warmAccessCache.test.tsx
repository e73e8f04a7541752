// The canAccess answers filled ahead from the session's codes (src/shell/accessCache.ts): what
// react-admin's controllers ask is answered on their first render, with canAccess's own rule.
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, type AuthProvider, testDataProvider, useCanAccess } from 'react-admin';
import { canAccessResource } from '../../../authProvider/permissions';
import estudiantes from '../../../resources/estudiantes/schema';
import salones from '../../../resources/salones/schema';
import { accessCacheEntries } from '../../../src/shell/accessCache';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { ShellContext } from '../../../src/shell/ShellContext';
import { WarmAccessCache } from '../../../src/shell/WarmAccessCache';

const CODES: string[] = [estudiantes.permissions.list, estudiantes.permissions.show].filter((code) => code !== undefined);

function FirstRender({ action, resource, enabled }: { action: string; resource: string; enabled?: boolean }) {
  const { isPending, canAccess } = useCanAccess(enabled === undefined ? { action, resource } : { action, resource, enabled });
  return <p>{`${action} ${resource}: ${isPending ? 'esperando' : String(canAccess)}`}</p>;
}

describe('accessCacheEntries', () => {
  it('answers every action of every resource as canAccess would, in both keys react-admin reads', () => {
    const entries = accessCacheEntries([estudiantes, salones], CODES);
    expect(entries).toContainEqual([['auth', 'canAccess', { action: 'show', resource: 'estudiantes', enabled: true }], true]);
    expect(entries).toContainEqual([['auth', 'canAccess', { action: 'list', resource: 'estudiantes' }], true]);
    expect(entries).toContainEqual([['auth', 'canAccess', { action: 'edit', resource: 'estudiantes', enabled: true }], false]);
    expect(entries).toContainEqual([['auth', 'canAccess', { action: 'list', resource: 'salones', enabled: true }], false]);
    // Every bare code of the catalogue, held or not (custom pages' useHasPermission).
    expect(entries).toContainEqual([['auth', 'canAccess', { action: CODES[0], resource: 'permiso' }], true]);
    expect(entries).toContainEqual([['auth', 'canAccess', { action: P.inicio.disponibilidad, resource: 'permiso', enabled: true }], false]);
    for (const [key, allowed] of entries) {
      const { action, resource } = key[2] as { action: string; resource: string };
      if (resource === 'permiso') expect(allowed).toBe(CODES.includes(action));
      else expect(allowed).toBe(canAccessResource(resource === 'estudiantes' ? estudiantes : salones, action, CODES));
    }
    expect(entries.filter(([key]) => (key[2] as { resource: string }).resource === 'permiso')).toHaveLength(2 * ALL_PERMISSION_CODES.length);
  });

  it("answers a resource's own codes too", () => {
    const avisos = { ...salones, name: 'avisos', ownPermissions: { list: ['AVLIST01', 'Listar avisos'] } } as const;
    const entries = accessCacheEntries([estudiantes, avisos], ['AVLIST01']);
    expect(entries).toContainEqual([['auth', 'canAccess', { action: 'AVLIST01', resource: 'permiso', enabled: true }], true]);
    expect(entries).toContainEqual([['auth', 'canAccess', { action: P.estudiantes.list, resource: 'permiso' }], false]);
    expect(entries.filter(([key]) => (key[2] as { resource: string }).resource === 'permiso')).toHaveLength(2 * (ALL_PERMISSION_CODES.length + 1));
  });
});

describe('WarmAccessCache', () => {
  it("fills the cache once the codes are known, so a controller's check is answered on its first render", async () => {
    const canAccess = vi.fn(async () => true);
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => CODES,
      canAccess,
    };
    const queryClient = new QueryClient();
    const { rerender } = render(
      <AdminContext authProvider={authProvider} dataProvider={testDataProvider()} queryClient={queryClient}>
        <ShellContext.Provider value={{ menu: [], declarations: [estudiantes, salones] }}>
          <WarmAccessCache />
        </ShellContext.Provider>
      </AdminContext>,
    );
    // Written a slice at a time: the first entry and the last one.
    await vi.waitFor(() => expect(queryClient.getQueryData(['auth', 'canAccess', { action: 'show', resource: 'estudiantes', enabled: true }])).toBe(true));
    await vi.waitFor(() => expect(queryClient.getQueryData(['auth', 'canAccess', { action: P.inicio.disponibilidad, resource: 'permiso' }])).toBe(false));
    rerender(
      <AdminContext authProvider={authProvider} dataProvider={testDataProvider()} queryClient={queryClient}>
        <FirstRender action="show" resource="estudiantes" enabled />
        <FirstRender action="list" resource="salones" enabled />
        <FirstRender action="edit" resource="estudiantes" />
        <FirstRender action={CODES[0]} resource="permiso" />
        <FirstRender action={P.inicio.disponibilidad} resource="permiso" />
      </AdminContext>,
    );
    // On the first render: the answers were already there (react-query may still check them again).
    expect(screen.getByText('show estudiantes: true')).toBeInTheDocument();
    expect(screen.getByText('list salones: false')).toBeInTheDocument();
    expect(screen.getByText('edit estudiantes: false')).toBeInTheDocument();
    expect(screen.getByText(`${CODES[0]} permiso: true`)).toBeInTheDocument();
    expect(screen.getByText(`${P.inicio.disponibilidad} permiso: false`)).toBeInTheDocument();
  });
});
