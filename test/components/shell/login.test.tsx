import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubVersion } from './fakes';

beforeEach(() => {
  stubVersion('1.0.0');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

describe('login page', () => {
  it('sends a user without session to the login form', async () => {
    renderApp({ hash: '#/estudiantes', codes: [], loggedIn: false });
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Contraseña/)).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(document.title).toBe('Ingresar | Aula Admin');
    expect(screen.queryByText('Vista lista Estudiantes')).not.toBeInTheDocument();
  });

  it('shows the required messages and sends nothing', async () => {
    const { authProvider } = renderApp({ hash: '#/login', codes: [], loggedIn: false });
    await screen.findByRole('button', { name: 'Enviar' });
    await submit();
    expect(await screen.findByText('El correo electrónico es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('shows the invalid email and short password messages', async () => {
    const { authProvider } = renderApp({ hash: '#/login', codes: [], loggedIn: false });
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'ana@correo');
    await userEvent.type(screen.getByLabelText(/Contraseña/), '12345');
    await submit();
    expect(await screen.findByText('El correo electrónico no es válido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es demasiado corta')).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('updates a message while typing once the form was sent, and shows the password on request', async () => {
    const { authProvider } = renderApp({ hash: '#/login', codes: [], loggedIn: false });
    await screen.findByRole('button', { name: 'Enviar' });
    await submit();
    expect(await screen.findByText('La contraseña es requerida')).toBeInTheDocument();
    const password = screen.getByLabelText(/Contraseña/);
    await userEvent.type(password, '12345');
    expect(screen.getByText('La contraseña es demasiado corta')).toBeInTheDocument();
    await userEvent.type(password, '6');
    expect(screen.queryByText('La contraseña es demasiado corta')).not.toBeInTheDocument();
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveAccessibleDescription('');
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAccessibleDescription('El correo electrónico es requerido');
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('stays on the form and shows the server’s message when the credentials are wrong', async () => {
    const { authProvider } = renderApp({ hash: '#/login', codes: [], loggedIn: false });
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'ana@correo.com');
    await userEvent.type(screen.getByLabelText(/Contraseña/), 'equivocada');
    await submit();
    await waitFor(() => expect(authProvider.login).toHaveBeenCalledWith({ email: 'ana@correo.com', password: 'equivocada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    expect(window.location.hash).toBe('#/login');
  });

  it('goes to the home page after a successful login', async () => {
    renderApp({ hash: '#/login', codes: ['4586B73F'], loggedIn: false });
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), ' ana@correo.com ');
    await userEvent.type(screen.getByLabelText(/Contraseña/), 'secreto1');
    await submit();
    expect(await screen.findByText('¡Bienvenido, Ana!')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
    await waitFor(() => expect(document.title).toBe('Inicio | Aula Admin'));
  });

  it('sends a logged-in user opening /login to the home page', async () => {
    renderApp({ hash: '#/login', codes: [] });
    expect(await screen.findByText('¡Bienvenido, Ana!')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
  });
});
