// #/pantalla in the real shell (layout 'bare'): a clean layout — no header, menu or footer — with
// its title, for holders of 293B9B69 only; the other pages keep the header.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { renderApp, stubVersion } from '../shell/fakes';

const NONE = { fecha: '2026-11-23', sede: 'Sede Norte', hora: null, clases: [], siguiente: null, url: null };

beforeEach(() => {
  stubVersion('1.0.0');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the #/pantalla route', () => {
  it('draws the page alone, without header, menu or footer', async () => {
    renderApp({ hash: '#/pantalla', codes: [P.programador.pantalla, P.programador.logistica], answers: { 'pantalla/actual': NONE } });
    expect(await screen.findByRole('heading', { name: 'Sin clases en este momento' })).toBeInTheDocument();
    expect(screen.getByText('No hay más clases hoy')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Pantalla | Aula Admin'));
  });

  it('sends a user without 293B9B69 to /no-autorizado, in the usual layout', async () => {
    renderApp({ hash: '#/pantalla', codes: [P.programador.logistica] });
    expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
  });
});
