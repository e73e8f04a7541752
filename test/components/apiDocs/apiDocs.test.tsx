// #/documentacion-api (Admin → API): 'Abrir documentación' asks documentacion/abrir for the page's
// cookie, then opens the URL it answers in a new tab (the same tab when pop-ups are blocked); a
// refusal is shown in Spanish.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiDocsPage } from '../../../src/pages/apiDocs/ApiDocsPage';
import { bodiesOf, renderCustomPage } from '../pageHarness';

function renderPage(answer: () => unknown = () => ({ url: '/api/docs/' })) {
  return renderCustomPage({ page: <ApiDocsPage />, path: '/documentacion-api', answer });
}

describe('#/documentacion-api', () => {
  it('opens /api/docs in a new tab once the server set its cookie', async () => {
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const { dataProvider } = renderPage();
    expect(screen.getByText(/GET \/api\/openapi\.json/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir documentación' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/docs/', '_blank'));
    expect(bodiesOf(dataProvider, 'documentacion/abrir')).toEqual([{}]);
  });

  it('shows the refusal and opens nothing', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    renderPage(() => {
      throw new Error('No tiene permiso para esta operación');
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir documentación' }));
    expect(await screen.findByText('No tiene permiso para esta operación')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Abrir documentación' })).toBeEnabled();
  });
});
