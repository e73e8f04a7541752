// The shell with the real resources of this build (those of resources/registry.ts) and in-memory providers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionCatalogue } from '../../../core/engine/permissions';
import { PAGES } from '../../../src/shell/pages';
import { RESOURCES } from '../../../resources/registry';
import { appResources, declarations } from '../../../resources/appResources';
import { withViews, type ViewModules } from '../../../src/appResources';
import { buildMenu, registeredLinks } from '../../../src/layout/menu';
import { fakeResource, renderApp, stubVersion } from './fakes';

beforeEach(() => {
  stubVersion('1.0.0');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('appResources', () => {
  it('pairs every registered declaration with its folder’s views and menu place', () => {
    expect(declarations).toEqual(RESOURCES.map((resource) => resource.declaration));
    appResources.forEach((resource, i) => {
      // A component react-admin can mount: a function, or memo()'s object (withDeclaration).
      const list: unknown = resource.list;
      expect(typeof list === 'function' || (typeof list === 'object' && list !== null && '$$typeof' in list), resource.declaration.name).toBe(true);
      expect(resource.declaration).toBe(RESOURCES[i].declaration);
    });
  });

  it('fails loudly when a registered declaration has no views, or views have no registry line', () => {
    const [first, ...others] = RESOURCES;
    const modules = (resources: typeof RESOURCES): ViewModules =>
      Object.fromEntries(
        resources.map(({ declaration }) => [`../resources/${declaration.name}/index.tsx`, { default: fakeResource(declaration) }]),
      );
    expect(withViews(RESOURCES, modules(RESOURCES)).map((resource) => resource.declaration)).toEqual(declarations);
    expect(() => withViews(RESOURCES, modules(others))).toThrow(`Recurso ${first.declaration.name}: falta resources/${first.declaration.name}/index.tsx`);
    expect(() => withViews(others, modules(RESOURCES))).toThrow('no está en resources/registry.ts');
    expect(() => withViews(RESOURCES, { '../resources/x/index.tsx': {} })).toThrow('no exporta un recurso');
  });

  it('gives the admin the registry’s menu and opens the students list', async () => {
    const { dataProvider } = renderApp({ hash: '#/', codes: permissionCatalogue(declarations).map((p) => p.code), resources: appResources });
    const menu = buildMenu(registeredLinks(RESOURCES, Object.values(PAGES)));
    const labelsOf = (kind: 'link' | 'group') => menu.filter((item) => item.kind === kind).map((item) => item.label);
    const nav = within(await screen.findByRole('navigation', { name: 'Menú principal' }));
    await waitFor(() => expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(labelsOf('link')));
    expect(nav.queryAllByRole('button').map((button) => button.textContent)).toEqual(labelsOf('group'));
    await userEvent.click(nav.getByRole('link', { name: 'Estudiantes' }));
    await waitFor(() => expect(vi.mocked(dataProvider.getList)).toHaveBeenCalledWith('estudiantes', expect.anything()));
    await waitFor(() => expect(document.title).toBe('Estudiantes | Aula Admin'));
    expect(window.location.hash).toBe('#/estudiantes');
  });

  it('sends a user without the masivo code to /no-autorizado', async () => {
    renderApp({ hash: '#/estudiante/masivo', codes: ['4586B73F'], resources: appResources });
    expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
  });
});
