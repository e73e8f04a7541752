// The login page after too many failed logins: the server's 429 says when to try again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubVersion } from './fakes';

beforeEach(() => {
  stubVersion('1.0.0');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function tryLogin(): Promise<void> {
  await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'ana@correo.com');
  await userEvent.type(screen.getByLabelText(/Contraseña/), 'equivocada');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
}

describe('login page, too many attempts', () => {
  it('shows the minutes left that the server sent', async () => {
    const { authProvider } = renderApp({ hash: '#/login', codes: [], loggedIn: false });
    const message = 'Demasiados intentos. Intente de nuevo en 12 minutos.';
    authProvider.login.mockRejectedValueOnce(new HttpError(message, 429, { code: 'TooManyRequests', message }));
    await tryLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(window.location.hash).toBe('#/login');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
  });

  it('says the whole window when the 429 carries no message of ours', async () => {
    const { authProvider } = renderApp({ hash: '#/login', codes: [], loggedIn: false });
    authProvider.login.mockRejectedValueOnce(new HttpError('Error de comunicación con el servidor', 429, {}));
    await tryLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Intente de nuevo en 15 minutos.');
  });

  it('clears the notice at the next attempt, which then says its own failure', async () => {
    const { authProvider } = renderApp({ hash: '#/login', codes: [], loggedIn: false });
    const message = 'Demasiados intentos. Intente de nuevo en 1 minuto.';
    authProvider.login.mockRejectedValueOnce(new HttpError(message, 429, { code: 'TooManyRequests', message }));
    await tryLogin();
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(authProvider.login).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos'));
    expect(screen.queryByText(/Demasiados intentos/)).not.toBeInTheDocument();
  });
});
