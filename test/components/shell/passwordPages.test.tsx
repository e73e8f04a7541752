// The own-password pages (issue 43): '¿Olvidó su contraseña?' from the login page, the mailed
// link's page, both without a session, and 'Cambiar contraseña' in Mi cuenta.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubVersion } from './fakes';

const REQUESTED = 'Si el correo pertenece a una cuenta activa, le enviamos un enlace para restablecer la contraseña. Revise su correo.';
const INVALID_LINK = 'El enlace no es válido o ya venció. Solicite uno nuevo.';

beforeEach(() => {
  stubVersion('1.0.0');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgotten password', () => {
  it('is reached from the login page and answers in the server’s words', async () => {
    const { dataProvider } = renderApp({ hash: '#/login', codes: [], loggedIn: false, answers: { olvido_contrasena: { mensaje: REQUESTED } } });
    await userEvent.click(await screen.findByRole('link', { name: '¿Olvidó su contraseña?' }));
    await waitFor(() => expect(window.location.hash).toBe('#/olvido-contrasena'));
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('El correo electrónico es requerido')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), ' ana@correo.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(REQUESTED);
    expect(dataProvider.read).toHaveBeenCalledWith('olvido_contrasena', { email: 'ana@correo.com' });
    expect(document.title).toBe('Recuperar contraseña | Aula Admin');
  });

  it('says when to try again after too many requests', async () => {
    const { dataProvider } = renderApp({ hash: '#/olvido-contrasena', codes: [], loggedIn: false });
    const message = 'Demasiados intentos. Intente de nuevo en 9 minutos.';
    vi.mocked(dataProvider.read).mockRejectedValueOnce(new HttpError(message, 429, { code: 'TooManyRequests', message }));
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), 'ana@correo.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('the link’s page', () => {
  it('checks the two passwords, sends them with the token and leads to the login', async () => {
    const done = 'Contraseña restablecida. Ya puede ingresar con la nueva contraseña.';
    const { dataProvider } = renderApp({ hash: '#/restablecer-contrasena?token=abc123', codes: [], loggedIn: false, answers: { restablecer_contrasena: { mensaje: done } } });
    await userEvent.type(await screen.findByLabelText(/^Nueva contraseña/), 'corta');
    await userEvent.type(screen.getByLabelText(/^Confirmar contraseña/), 'otra');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Debe tener mínimo 8 caracteres.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Nueva contraseña/));
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), 'Nueva-Clave-2026');
    expect(screen.getByText('La contraseña no coincide')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Confirmar contraseña/));
    await userEvent.type(screen.getByLabelText(/^Confirmar contraseña/), 'Nueva-Clave-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('status')).toHaveTextContent(done);
    expect(dataProvider.read).toHaveBeenCalledWith('restablecer_contrasena', { token: 'abc123', password: 'Nueva-Clave-2026' });
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '#/login');
  });

  it('shows a spent link’s refusal and the way to a new one', async () => {
    const { dataProvider } = renderApp({ hash: '#/restablecer-contrasena?token=gastado', codes: [], loggedIn: false });
    vi.mocked(dataProvider.read).mockRejectedValueOnce(new HttpError(INVALID_LINK, 400, { code: 'ValidationError', message: INVALID_LINK, errors: { token: INVALID_LINK, root: { serverError: INVALID_LINK } } }));
    await userEvent.type(await screen.findByLabelText(/^Nueva contraseña/), 'Nueva-Clave-2026');
    await userEvent.type(screen.getByLabelText(/^Confirmar contraseña/), 'Nueva-Clave-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute('href', '#/olvido-contrasena');
  });

  it('without a token says so and sends nothing', async () => {
    renderApp({ hash: '#/restablecer-contrasena', codes: [], loggedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('button', { name: 'Guardar contraseña' })).toBeDisabled();
  });
});

describe('Mi cuenta, Cambiar contraseña', () => {
  const PERFIL = { id: 1, primer_nombre: 'Ana', primer_apellido: 'Gómez', email: 'ana@aula.edu.co', numero_documento: '1', sede_id: 3, sede: { id: 3, nombre: 'Norte' }, sedes_permitidas: [] };

  it('needs the current password, shows the server’s refusal on its field, and closes once changed', async () => {
    const { dataProvider } = renderApp({ hash: '#/profile', codes: [], answers: { perfil: PERFIL, cambiar_mi_contrasena: { mensaje: 'Contraseña actualizada. Sus otras sesiones se cerraron.' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('La contraseña actual es requerida')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Contraseña actual/), 'mala');
    await userEvent.type(within(dialog).getByLabelText(/^Nueva contraseña/), 'Nueva-Clave-2026');
    await userEvent.type(within(dialog).getByLabelText(/^Confirmar contraseña/), 'Nueva-Clave-2026');
    const wrong = 'La contraseña actual no es correcta';
    vi.mocked(dataProvider.read).mockRejectedValueOnce(new HttpError(wrong, 400, { code: 'ValidationError', message: wrong, errors: { actual: wrong, root: { serverError: wrong } } }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(wrong)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.read).toHaveBeenLastCalledWith('cambiar_mi_contrasena', { actual: 'mala', password: 'Nueva-Clave-2026' });
    expect(await screen.findByText('Contraseña actualizada. Sus otras sesiones se cerraron.')).toBeInTheDocument();
  });
});
