// #/documentacion-api in the real shell: 4F40D01B opens it with its title and puts 'API' in the Admin
// menu; without the code, /no-autorizado.
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

describe('the #/documentacion-api route', () => {
  it('opens for 4F40D01B with its title and an Admin menu entry', async () => {
    renderApp({ hash: '#/documentacion-api', codes: [P.grupos.manage] });
    expect(await screen.findByRole('button', { name: 'Abrir documentación' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('API | Aula Admin'));
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('button', { name: /Admin/i }));
    expect(await screen.findByRole('menuitem', { name: /^API$/i })).toHaveAttribute('href', '#/documentacion-api');
  });

  it('sends a user without 4F40D01B to /no-autorizado', async () => {
    renderApp({ hash: '#/documentacion-api', codes: [P.grupos.show] });
    expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
  });
});
