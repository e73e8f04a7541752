// A report page's download button (ReportDownloadButton) through the real dataProvider over a fake
// fetch: one format downloads on click (SIET: 'Descargar', xls), several open a menu; the report's
// body goes with the format; the server's file name wins over the fallback; refusals in Spanish.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { createDataProvider } from '../../../dataProvider';
import { createI18nProvider } from '../../../src/i18n';
import { ReportDownloadButton, type ReportDownloadButtonProps } from '../../../src/resource-views/export';
import { testAuthProvider } from '../resource-views/harness';
import { catchDownloads, json } from './fakeDownloads';

const RANGE = { fecha_inicio: '2025-03-01', fecha_fin: '2025-03-31', sedes: [1, 2] };

function renderButton(props: ReportDownloadButtonProps, answer: () => Response) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ path: String(url).replace(/^\/api\//, ''), body: JSON.parse(String(init?.body)) });
    return answer();
  });
  const dataProvider = createDataProvider({ resources: [], fetchImpl, getToken: () => 'token' });
  render(
    <AdminContext dataProvider={dataProvider} authProvider={testAuthProvider([], [])} i18nProvider={createI18nProvider([])} store={memoryStore()}>
      <ReportDownloadButton {...props} />
      <Notification />
    </AdminContext>,
  );
  return { calls };
}

let downloads: ReturnType<typeof catchDownloads>;
beforeEach(() => (downloads = catchDownloads()));
afterEach(() => downloads.restore());

describe('ReportDownloadButton', () => {
  it("SIET: 'Descargar' downloads the xls at once, with the report's body, under the server's name", async () => {
    const { calls } = renderButton({ path: 'reportes/siet/exportar', body: RANGE, formats: ['xls'] }, () =>
      new Response(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), { headers: { 'Content-Type': 'application/vnd.ms-excel', 'Content-Disposition': 'attachment; filename="reporte.xls"' } }),
    );
    const button = screen.getByRole('button', { name: 'Descargar' });
    expect(button).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(button);
    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['reporte.xls']));
    expect(calls).toEqual([{ path: 'reportes/siet/exportar', body: { ...RANGE, formato: 'xls' } }]);
    expect(downloads.saved[0].blob?.size).toBe(4);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is disabled when the page says so (no rows yet)', () => {
    renderButton({ path: 'reportes/siet/exportar', body: RANGE, formats: ['xls'], disabled: true }, () => json({}));
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeDisabled();
  });

  it('with csv and xlsx it opens a menu; without a name from the server the fallback is used', async () => {
    const body = { fecha_inicio: '2025-03-01', fecha_fin: '2025-03-02' };
    const { calls } = renderButton({ path: 'reportes/ocupacion/exportar', body, formats: ['csv', 'xlsx'], fallbackName: 'ocupacion-academica' }, () =>
      new Response('fecha;hora\n', { headers: { 'Content-Type': 'text/csv' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['CSV', 'Excel (.xlsx)']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['ocupacion-academica.csv']));
    expect(calls).toEqual([{ path: 'reportes/ocupacion/exportar', body: { ...body, formato: 'csv' } }]);
  });

  it("a refused body is notified with the server's Spanish message", async () => {
    renderButton({ path: 'reportes/consumo/exportar', body: { fecha_inicio: '2024-01-01', fecha_fin: '2025-06-30' }, formats: ['xlsx'], label: 'Exportar' }, () =>
      json({ code: 'ValidationError', message: 'El rango no puede superar un año.', errors: { fecha_fin: 'El rango no puede superar un año.' } }, 400),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('El rango no puede superar un año.')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled());
  });
});
