// The report routes in the real shell (their codes as in docs/domain/reports.md 'Reports'): each code opens its
// report page with its title and puts its entry in the Reportes menu; without the code,
// /no-autorizado.
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

describe('the report routes', () => {
  it('open #/reportes/siet for 11FC3E77 with its title, and the Reportes menu lists what the codes allow', async () => {
    renderApp({ hash: '#/reportes/siet', codes: [P.reportes.siet, P.reportes.ocupacionActividad] });
    // The report runs as it opens ('Generar' disabled only while it runs): the page is there.
    expect(await screen.findByRole('button', { name: 'Generar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SIET | Aula Admin'));
    // The header is a lazy chunk (AppLayout): it may arrive after the page's title.
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('button', { name: /Reportes/i }));
    const entries = await screen.findAllByRole('menuitem');
    expect(entries.map((entry) => [entry.textContent, entry.getAttribute('href')])).toEqual([
      ['Ocupación', '#/reportes/ocupacion'],
      ['Actividad', '#/reportes/actividad'],
      ['SIET', '#/reportes/siet'],
    ]);
  });

  it('open #/reportes/solicitud-avance with Consultar for E96EB087', async () => {
    renderApp({ hash: '#/reportes/solicitud-avance', codes: [P.reportes.solicitudAvance] });
    expect(await screen.findByRole('button', { name: 'Consultar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Solicitud de avance | Aula Admin'));
  });

  it('send a user without the report’s code to /no-autorizado', async () => {
    renderApp({ hash: '#/reportes/consumo', codes: [P.reportes.siet] });
    expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
  });
});
