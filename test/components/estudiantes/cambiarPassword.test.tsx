import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
import { passwordFormBody as passwordBody, validatePassword } from '../../../core/engine/passwordAction';
import { feedback } from '../../../src/shell/feedback';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

afterEach(() => {
  feedback.reset();
  vi.restoreAllMocks();
});

function renderPage() {
  const dataProvider = memoryDataProvider();
  const view = renderResource({ resource: estudiantesResource, path: '/estudiante/cambiarpassword/12', dataProvider });
  return { dataProvider, view };
}

describe('password rule', () => {
  it('accepts empty (→ null) or at least 8 characters', () => {
    expect(validatePassword('')).toBeUndefined();
    expect(validatePassword(undefined)).toBeUndefined();
    expect(validatePassword('1234567')).toBe('Debe tener mínimo 8 caracteres.');
    expect(validatePassword('12345678')).toBeUndefined();
    expect(passwordBody('12', '')).toEqual({ userid: 12, password: null });
    expect(passwordBody('12', undefined)).toEqual({ userid: 12, password: null });
    expect(passwordBody('12', 'secreto123')).toEqual({ userid: 12, password: 'secreto123' });
  });
});

describe('#/estudiante/cambiarpassword/:id', () => {
  it('is declared as an extra page guarded by 31BEFF98, titled Cambiar contraseña', () => {
    expect(estudiantesResource.extraPages).toContainEqual(
      expect.objectContaining({ path: '/estudiante/cambiarpassword/:id', permission: '31BEFF98', title: 'Cambiar contraseña' }),
    );
  });

  it("refuses a short password with 'Debe tener mínimo 8 caracteres.' and sends nothing", async () => {
    const { dataProvider } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Contraseña'), 'corta');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debe tener mínimo 8 caracteres.')).toBeInTheDocument();
    expect(dataProvider.call).not.toHaveBeenCalled();
  });

  it('sends null when empty, then goes back to the detail', async () => {
    const { dataProvider, view } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('estudiante/cambiar_password', { userid: 12, password: null }));
    await waitFor(() => expect(view.pathname()).toBe('/estudiante/detalle/12'));
  });

  it('sends the new password', async () => {
    const { dataProvider } = renderPage();
    await userEvent.type(await screen.findByLabelText('Contraseña'), 'NuevaClave9');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(dataProvider.call).toHaveBeenCalledWith('estudiante/cambiar_password', { userid: 12, password: 'NuevaClave9' }),
    );
  });

  it("shows the server's error as a warning and stays on the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs the rejected call
    const { dataProvider, view } = renderPage();
    dataProvider.call.mockRejectedValueOnce(new HttpError('Registro no encontrado', 404, { code: 'NotFound' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(feedback.get().message).toEqual({ kind: 'warning', text: 'Registro no encontrado' }));
    expect(view.pathname()).toBe('/estudiante/cambiarpassword/12');
  });
});
