// The App with its real providers (authProvider, dataProvider, i18n) against a fake API behind fetch.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/App';
import { createShell } from '../../../src/admin/createShell';
import { FAKE_RESOURCES, fakeDataProvider } from './fakes';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

function token(codes: string[]): string {
  const now = Math.floor(Date.now() / 1000);
  const data = { id: 9, primer_nombre: 'Ana', primer_apellido: 'Gómez', sede_id: 3, permisos: JSON.stringify(codes), sedes_permitidas: [3] };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ data, iat: now, exp: now + 3600 })}.firma`;
}

/** A fake API: login accepts one password; every answer is JSON like the real server's. */
function stubApi(codes: string[]) {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    switch (url) {
      case '/api/version':
        return json(200, { version: '3.1.4' });
      case '/api/login':
        return body.password === 'secreto1'
          ? json(200, { token: token(codes) })
          : json(401, { code: 'InvalidCredentials', message: 'Correo o contraseña incorrectos' });
      case '/api/sede':
        return json(200, { id: 3, nombre: 'Sede Norte' });
      default:
        return json(404, { code: 'NotFound', message: 'Registro no encontrado' });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function logIn(password: string) {
  await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'ana@aula.edu.co');
  await userEvent.type(screen.getByLabelText(/Contraseña/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
}

describe('App with the real providers', () => {
  it('logs in, shows the menu of the token codes, and logs out', async () => {
    const fetchMock = stubApi(['4586B73F', '560B5B09']);
    window.location.hash = '#/';
    render(<App resources={FAKE_RESOURCES} />);
    await logIn('secreto1');
    expect(await screen.findByRole('link', { name: 'Ana Gómez en Sede Norte' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Menú principal' }));
    await waitFor(() => expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Estudiantes']));
    expect(await screen.findByText('Versión 3.1.4')).toBeInTheDocument();
    expect(localStorage.getItem('aula.token')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/login', expect.objectContaining({ body: JSON.stringify({ email: 'ana@aula.edu.co', password: 'secreto1' }) }));

    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(localStorage.getItem('aula.token')).toBeNull();
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
  });

  it('stays on the login form and says the server’s message once after wrong credentials', async () => {
    stubApi([]);
    window.location.hash = '#/login';
    render(<App resources={FAKE_RESOURCES} />);
    await logIn('equivocada');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    expect(window.location.hash).toBe('#/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos');
    expect(screen.getAllByText('Correo o contraseña incorrectos')).toHaveLength(1);
    expect(localStorage.getItem('aula.token')).toBeNull();
  });

  it('guards routes by the codes of the stored token', async () => {
    stubApi(['4586B73F']);
    localStorage.setItem('aula.token', token(['4586B73F']));
    localStorage.setItem('aula.sede', JSON.stringify({ id: 3, nombre: 'Sede Norte' }));
    window.location.hash = '#/salon/nuevo';
    render(<App resources={FAKE_RESOURCES} />);
    expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
    window.location.hash = '#/estudiantes';
    expect(await screen.findByText('Vista lista Estudiantes')).toBeInTheDocument();
  });
});

describe('createShell', () => {
  it('clears the cached data and lookups on logout, leaving the auth queries to react-admin', async () => {
    const dataProvider = fakeDataProvider();
    const shell = createShell({ resources: FAKE_RESOURCES, dataProvider });
    shell.queryClient.setQueryData(['estudiantes', 'getList', {}], { data: [{ id: 1 }], total: 1 });
    shell.queryClient.setQueryData(['auth', 'getPermissions', {}], ['4586B73F']);
    await expect(shell.authProvider.logout({})).resolves.toBe('/login');
    expect(shell.queryClient.getQueryData(['estudiantes', 'getList', {}])).toBeUndefined();
    expect(shell.queryClient.getQueryData(['auth', 'getPermissions', {}])).toEqual(['4586B73F']);
    expect(dataProvider.clearCache).toHaveBeenCalled();
  });

  it('uses the given providers as they are', () => {
    const dataProvider = fakeDataProvider();
    const shell = createShell({ resources: FAKE_RESOURCES, dataProvider });
    expect(shell.dataProvider).toBe(dataProvider);
    expect(shell.resources).toBe(FAKE_RESOURCES);
  });
});
