// #/copias-de-seguridad in the real shell: 5E4C0B7A opens it with its title and puts 'Copias de
// seguridad' in the Admin menu; without the code the entry is not there and the URL leads to
// /no-autorizado.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { renderApp, stubVersion } from '../shell/fakes';

const LIST = { programacion: null, en_curso: false, ultima_correcta: null, ultimo_fallo: null, copias: [] };

beforeEach(() => {
  stubVersion('1.0.0');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const openAdminMenu = async () => {
  const menu = screen.getByRole('navigation', { name: 'Menú principal' });
  await userEvent.click(within(menu).getByRole('button', { name: /Admin/i }));
  return screen.findByRole('menu');
};

describe('the #/copias-de-seguridad route', () => {
  it('opens for 5E4C0B7A with its title and an Admin menu entry', async () => {
    renderApp({ hash: '#/copias-de-seguridad', codes: [P.admin.respaldos], answers: { 'respaldo/lista': LIST } });
    expect(await screen.findByRole('button', { name: 'Hacer una copia ahora' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Copias de seguridad | Aula Admin'));
    await openAdminMenu();
    expect(await screen.findByRole('menuitem', { name: /Copias de seguridad/i })).toHaveAttribute('href', '#/copias-de-seguridad');
  });

  it('hides the entry from a user without 5E4C0B7A and sends the URL to /no-autorizado', async () => {
    renderApp({ hash: '#/copias-de-seguridad', codes: [P.admin.bulkCancelacion, P.grupos.manage] });
    expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
    const menu = await openAdminMenu();
    expect(within(menu).getByRole('menuitem', { name: /Cancelación masiva/i })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Copias de seguridad/i })).toBeNull();
  });
});
