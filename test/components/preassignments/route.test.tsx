// #/preasignaciones in the real shell: the route needs 3329CE3B (lazy page, its title); without
// 98BEF7FF the page holds a notice instead of the grid.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { renderApp, stubVersion } from '../shell/fakes';

beforeEach(() => {
  stubVersion('1.0.0');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the #/preasignaciones route', () => {
  it('opens for 3329CE3B with its title', async () => {
    renderApp({ hash: '#/preasignaciones', codes: [P.docentes.edit] });
    expect(await screen.findByText('No tiene permiso para ver la grilla y el resumen de preasignaciones.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Preasignaciones | Aula Admin'));
  });

  it('sends a user without 3329CE3B to /no-autorizado', async () => {
    renderApp({ hash: '#/preasignaciones', codes: [P.docentes.preasignaciones] });
    expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
  });
});
