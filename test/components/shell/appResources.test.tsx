// The shell with the real resources of this build (estudiantes, salones) and in-memory providers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSION_CODES } from '../../../resources/permissions';
import { appResources, declarations } from '../../../src/appResources';
import { renderApp, stubVersion } from './fakes';

beforeEach(() => {
  stubVersion('1.0.0');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('appResources', () => {
  it('collects every resource folder with its declaration', () => {
    expect(declarations.map((decl) => decl.name)).toEqual(['estudiantes', 'salones']);
    appResources.forEach((resource) => expect(resource.list).toBeTypeOf('function'));
  });

  it('gives the admin the Estudiantes and Salones entries and opens the students list', async () => {
    const { dataProvider } = renderApp({ hash: '#/', codes: ALL_PERMISSION_CODES, resources: appResources });
    const nav = within(await screen.findByRole('navigation', { name: 'Menú principal' }));
    await waitFor(() => expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Estudiantes', 'Salones']));
    await userEvent.click(nav.getByRole('link', { name: 'Estudiantes' }));
    await waitFor(() => expect(vi.mocked(dataProvider.getList)).toHaveBeenCalledWith('estudiantes', expect.anything()));
    await waitFor(() => expect(document.title).toBe('Estudiantes | Aula Admin'));
    expect(window.location.hash).toBe('#/estudiantes');
  });

  it('sends a user without the masivo code to /no-autorizado', async () => {
    renderApp({ hash: '#/estudiante/masivo', codes: ['4586B73F'], resources: appResources });
    expect(await screen.findByText('¡No tiene permiso para ver esta página!.')).toBeInTheDocument();
  });
});
