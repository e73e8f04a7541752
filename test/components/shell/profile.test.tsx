import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canChangeSede, otherSedes, parsePerfil, profileRows } from '../../../src/pages/profile/perfil';
import { renderApp, stubVersion } from './fakes';

const PERFIL = {
  id: 1,
  primer_nombre: 'Ana',
  segundo_nombre: null,
  primer_apellido: 'Gómez',
  segundo_apellido: 'Ruiz',
  email: 'ana@aula.edu.co',
  numero_documento: '52123456',
  sede_id: 3,
  sede: { id: 3, nombre: 'Sede Norte' },
  sedes_permitidas: [
    { id: 3, nombre: 'Sede Norte' },
    { id: 5, nombre: 'Sede Centro' },
  ],
};

beforeEach(() => {
  stubVersion('1.0.0');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('perfil rules', () => {
  it('parses the perfil answer and rejects what is not one', () => {
    expect(parsePerfil(PERFIL)?.sedes_permitidas).toHaveLength(2);
    expect(parsePerfil({ data: {} })).toBeNull();
    expect(parsePerfil(null)).toBeNull();
    expect(parsePerfil({ ...PERFIL, sedes_permitidas: [{ id: 'x', nombre: 'Mala' }, { id: 5, nombre: 'Centro' }] })?.sedes_permitidas).toEqual([
      { id: 5, nombre: 'Centro' },
    ]);
  });

  it('lists the account rows with empty values as No hay información', () => {
    const perfil = parsePerfil(PERFIL)!;
    expect(profileRows(perfil)).toEqual([
      { label: 'Primer nombre', value: 'Ana' },
      { label: 'Segundo nombre', value: 'No hay información' },
      { label: 'Primer apellido', value: 'Gómez' },
      { label: 'Segundo apellido', value: 'Ruiz' },
      { label: 'Correo electrónico', value: 'ana@aula.edu.co' },
      { label: 'Número de documento', value: '52123456' },
      { label: 'Sede', value: 'Sede Norte' },
    ]);
  });

  it('offers a change of site only with several permitted sites', () => {
    const perfil = parsePerfil(PERFIL)!;
    expect(canChangeSede(perfil)).toBe(true);
    expect(otherSedes(perfil)).toEqual([{ id: 5, nombre: 'Sede Centro' }]);
    expect(canChangeSede(parsePerfil({ ...PERFIL, sedes_permitidas: [PERFIL.sede] })!)).toBe(false);
  });
});

describe('Mi Cuenta page', () => {
  it('shows the account data and no Cambiar sede button with a single site', async () => {
    const { dataProvider } = renderApp({ hash: '#/profile', codes: [], answers: { perfil: { ...PERFIL, sedes_permitidas: [PERFIL.sede] } } });
    expect(await screen.findByText('ana@aula.edu.co')).toBeInTheDocument();
    for (const text of ['Ana', 'Gómez', 'Ruiz', '52123456', 'No hay información']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Sede Norte', { selector: 'dd' })).toBeInTheDocument();
    expect(vi.mocked(dataProvider.call)).toHaveBeenCalledWith('perfil', {});
    expect(screen.queryByRole('button', { name: 'Cambiar sede' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mi Cuenta | Aula Admin'));
  });

  it('changes the site and logs out to /login', async () => {
    const { dataProvider, authProvider } = renderApp({
      hash: '#/profile',
      codes: [],
      answers: { perfil: PERFIL, cambiarme_sede: { mensaje: 'Sede cambiada' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar sede' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar sede' });
    const cambiar = within(dialog).getByRole('button', { name: 'Cambiar' });
    expect(cambiar).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Nueva sede' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Sede Centro']);
    await userEvent.click(options[0]);
    await userEvent.click(cambiar);
    await waitFor(() => expect(vi.mocked(dataProvider.call)).toHaveBeenCalledWith('cambiarme_sede', { sede_id: 5 }));
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(authProvider.logout).toHaveBeenCalled();
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
  });

  it('keeps the session and shows the error when the change fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    const { dataProvider, authProvider } = renderApp({ hash: '#/profile', codes: [], answers: { perfil: PERFIL } });
    vi.mocked(dataProvider.call).mockImplementation(async (path: string) => {
      if (path === 'perfil') return PERFIL;
      throw new Error('La sede no está permitida');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar sede' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Nueva sede' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sede Centro' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar' }));
    expect(await within(dialog).findByText('La sede no está permitida')).toBeInTheDocument();
    expect(authProvider.logout).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
