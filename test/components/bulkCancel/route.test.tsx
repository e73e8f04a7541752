// #/cacelacionMasiva in the real shell: E1D33839 opens it with its title and puts 'Cancelación
// masiva' in the Admin menu; without the code, /no-autorizado.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { renderApp, stubVersion } from '../shell/fakes';

beforeEach(() => {
  stubVersion('1.0.0');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the #/cacelacionMasiva route', () => {
  it('opens for E1D33839 with its title and an Admin menu entry', async () => {
    renderApp({ hash: '#/cacelacionMasiva', codes: [P.admin.bulkCancelacion] });
    expect(await screen.findByRole('button', { name: 'Procesar' })).toBeDisabled();
    await waitFor(() => expect(document.title).toBe('Cancelación masiva | Aula Admin'));
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('button', { name: /Admin/i }));
    expect(await screen.findByRole('menuitem', { name: /Cancelación masiva/i })).toHaveAttribute('href', '#/cacelacionMasiva');
  });

  it('sends a user without E1D33839 to /no-autorizado', async () => {
    renderApp({ hash: '#/cacelacionMasiva', codes: [P.inicio.disponibilidad] });
    expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
  });
});
