import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSION_CODES } from '../../../core/engine/permissions';
import { defineResource } from '../../../core/engine/declaration/resource';
import salones from '../../../resources/salones/schema';
import { BUNDLED_VERSION } from '../../../src/shell/version';
import { FAKE_RESOURCES, fakeResource, renderApp, stubVersion } from './fakes';

let fetchMock: ReturnType<typeof stubVersion>;
beforeEach(() => {
  fetchMock = stubVersion('2.3.4');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const nav = async () => within(await screen.findByRole('navigation', { name: 'Menú principal' }));
const navLabels = async () => (await nav()).queryAllByRole('link').map((link) => link.textContent);

describe('layout for the admin', () => {
  it('shows only the menu entries whose page exists, the profile link and the footer with the version', async () => {
    renderApp({ codes: ALL_PERMISSION_CODES });
    const menu = await nav();
    // The registry's custom pages (#/tutoria, #/pantalla, #/logistica) are always there.
    await waitFor(() => expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Estudiantes', 'Salones', 'Pantalla', 'Logística']));
    // Admin holds #/cacelacionMasiva and Reportes its six custom pages; the other sub-menus' pages do not exist.
    expect(menu.getAllByRole('button').map((button) => button.textContent)).toEqual(['Programador', 'Admin', 'Reportes']);
    for (const hidden of ['Docentes', 'Académico']) {
      expect(screen.queryByText(hidden)).not.toBeInTheDocument();
    }
    expect(await screen.findByRole('link', { name: 'Ana Gómez en Sede Norte' })).toHaveAttribute('href', '#/profile');
    expect(screen.getByRole('link', { name: /Aula Admin/ })).toHaveAttribute('href', '#/');
    expect(screen.getByText(/Programador de clases para Aula Admin Administrador/)).toBeInTheDocument();
    expect(await screen.findByText('Versión 2.3.4')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/version', expect.objectContaining({ method: 'POST' }));
  });

  it('falls back to the bundled version when the version call fails', async () => {
    stubVersion(null);
    renderApp({ codes: ALL_PERMISSION_CODES });
    expect(await screen.findByText(`Versión ${BUNDLED_VERSION}`)).toBeInTheDocument();
    expect(BUNDLED_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('opens a sub-menu whose page exists (Académico ▸ Cursos)', async () => {
    const cursos = defineResource({ ...salones, name: 'cursos', prefix: 'curso', label: { one: 'Curso', many: 'Cursos' }, permissions: { list: '19E70E2C', show: '84D84CB2' }, menu: { group: 'Académico', label: 'Cursos' } });
    renderApp({ codes: ALL_PERMISSION_CODES, resources: [...FAKE_RESOURCES, fakeResource(cursos)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Académico' }));
    const item = await screen.findByRole('menuitem', { name: 'Cursos' });
    expect(item).toHaveAttribute('href', '#/cursos');
    expect(screen.queryByRole('menuitem', { name: 'Exámenes' })).not.toBeInTheDocument();
    await userEvent.click(item);
    expect(await screen.findByText('Vista lista Cursos')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/cursos');
  });

  it('navigates to a list and sets its title', async () => {
    renderApp({ codes: ALL_PERMISSION_CODES });
    await userEvent.click(await screen.findByRole('link', { name: 'Salones' }));
    expect(await screen.findByText('Vista lista Salones')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Salones | Aula Admin'));
  });

  it('logs out with Salir and lands on the login page', async () => {
    const { authProvider } = renderApp({ codes: ALL_PERMISSION_CODES });
    await userEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(authProvider.logout).toHaveBeenCalled();
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
  });
});

describe('layout for a limited user', () => {
  it('shows Estudiantes only to a user with 4586B73F and 560B5B09', async () => {
    renderApp({ codes: ['4586B73F', '560B5B09'] });
    await waitFor(async () => expect(await navLabels()).toEqual(['Estudiantes']));
    expect(screen.queryByText('Salones')).not.toBeInTheDocument();
  });

  it('sends a user lacking the page code to /no-autorizado', async () => {
    renderApp({ hash: '#/estudiante/nuevo', codes: ['4586B73F', '560B5B09'] });
    expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
    expect(screen.queryByText('401')).toBeNull();
    expect(screen.getByText(/comuníquese con el administrador/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '#/');
    expect(window.location.hash).toBe('#/no-autorizado');
    await waitFor(() => expect(document.title).toBe('No Autorizado | Aula Admin'));
    expect(screen.queryByText('Vista nuevo Estudiantes')).not.toBeInTheDocument();
  });

  it('guards the list route too', async () => {
    renderApp({ hash: '#/salones', codes: ['4586B73F'] });
    expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/no-autorizado');
    expect(screen.queryByText('Vista lista Salones')).not.toBeInTheDocument();
  });

  it('opens a page whose code the user holds, and login-only pages', async () => {
    renderApp({ hash: '#/estudiante/detalle/7', codes: ['4586B73F', '560B5B09'] });
    expect(await screen.findByText('Vista detalle Estudiantes')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Detalle de Estudiante | Aula Admin'));
    window.location.hash = '#/estudiante/editar/7'; // no code for this route (spec)
    expect(await screen.findByText('Vista editar Estudiantes')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Editar Estudiante | Aula Admin'));
  });
});

describe('other routes', () => {
  it('shows the home page for /index.html', async () => {
    renderApp({ hash: '#/index.html', codes: [] });
    expect(await screen.findByText('¡Bienvenido, Ana!')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it("leads react-admin's own record paths to the Spanish routes", async () => {
    renderApp({ hash: '#/estudiantes/5/show', codes: ALL_PERMISSION_CODES });
    expect(await screen.findByText('Vista detalle Estudiantes')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/estudiante/detalle/5');
  });

  it('renders extra pages with their guard and title', async () => {
    const withExtra = fakeResource(FAKE_RESOURCES[0].declaration, {
      extraPages: [{ path: '/estudiante/cambiarpassword/:id', element: <p>Vista contraseña</p>, permission: '31BEFF98', title: 'Cambiar contraseña' }],
    });
    renderApp({ hash: '#/estudiante/cambiarpassword/4', codes: ['31BEFF98'], resources: [withExtra] });
    expect(await screen.findByText('Vista contraseña')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cambiar contraseña | Aula Admin'));
  });

  it('shows a Spanish not-found page for unknown routes', async () => {
    renderApp({ hash: '#/no-existe', codes: [] });
    expect(await screen.findByText('La página que busca no existe.')).toBeInTheDocument();
  });
});
