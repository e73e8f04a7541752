// A report through the real dataProvider over a fake fetch (the app's global processing flag): the
// app's 'Procesando...' overlay is on while the report runs (the run the page makes as it opens,
// issue 43) and off once it answers; a refusal's Spanish message (a 400) reaches the user through the
// same overlay, and the page stays usable.
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../dataProvider';
import { emptyOccupancy } from '../../../core/school/reports/occupancy';
import { createI18nProvider } from '../../../src/i18n';
import { OcupacionPage } from '../../../src/pages/reports/OcupacionPage';
import { feedback } from '../../../src/shell/feedback';
import { ProcessingOverlay } from '../../../src/shell/ProcessingOverlay';
import { testAuthProvider } from '../resource-views/harness';
import { button } from './harness';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderWithFetch(answer: () => Promise<Response>) {
  const fetchImpl = vi.fn(async () => answer());
  const dataProvider = createDataProvider({ resources: [], fetchImpl, getToken: () => 'token' });
  render(
    <TestMemoryRouter initialEntries={['/reportes/ocupacion']}>
      <AdminContext dataProvider={dataProvider} authProvider={testAuthProvider([], [])} i18nProvider={createI18nProvider([])} store={memoryStore()}>
        <OcupacionPage />
        <ProcessingOverlay />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { fetchImpl };
}

beforeEach(() => feedback.reset());

describe('a report while it runs', () => {
  it('keeps the processing overlay on until the answer comes', async () => {
    let answer!: (response: Response) => void;
    const { fetchImpl } = renderWithFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Procesando...')).toBeInTheDocument();
    expect(String(fetchImpl.mock.calls[0])).toContain('/api/reportes/ocupacion');
    answer(json([{ fecha: '2026-03-02', horas: [{ hora: '07:30', datos: emptyOccupancy() }] }]));
    expect(await screen.findByRole('table', { name: '02/03/2026' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Procesando...')).toBeNull());
  });

  it('shows a refusal’s Spanish message and draws nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithFetch(async () => json({ code: 'ValidationError', message: 'El rango no puede superar un año.' }, 400));
    expect(await screen.findByRole('alert')).toHaveTextContent('El rango no puede superar un año.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(warn).toHaveBeenCalledWith('reportes/ocupacion:', 'El rango no puede superar un año.');
    await waitFor(() => expect(button('Generar')).toBeEnabled());
  });
});
