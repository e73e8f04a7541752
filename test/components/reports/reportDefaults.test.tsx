// Issue 43 (point 11): a report page opens on a sensible range — this month of the school's
// calendar, Actividad on today — and runs at once, no click needed; a missing date is said beside
// 'Generar' instead of a silently disabled button; the SIET download is named like the others.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ActividadPage } from '../../../src/pages/reports/ActividadPage';
import { OcupacionPage } from '../../../src/pages/reports/OcupacionPage';
import { SietPage } from '../../../src/pages/reports/SietPage';
import { SolicitudAvancePage } from '../../../src/pages/reports/SolicitudAvancePage';
import { bodiesOf, button, levelChange, renderReport } from './harness';

// 10:00 in Bogotá on 15/03/2026 (the school's default zone): only Date is faked, user-event's timers run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-15T15:00:00Z') });
});

describe('a report page as it opens', () => {
  it('Ocupación runs at once over this month, the range shown in its fields', async () => {
    const { dataProvider } = renderReport(<OcupacionPage />, '/reportes/ocupacion', () => []);
    await waitFor(() => expect(bodiesOf(dataProvider, 'reportes/ocupacion')).toEqual([{ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' }]));
    expect(screen.getByLabelText('Fecha inicial')).toHaveValue('01/03/2026');
    expect(screen.getByLabelText('Fecha final')).toHaveValue('31/03/2026');
    expect(await screen.findByText('No hay datos para el rango seleccionado.')).toBeInTheDocument();
    expect(button('Generar')).toBeEnabled();
  });

  it('Actividad runs at once on today', async () => {
    const { dataProvider } = renderReport(<ActividadPage />, '/reportes/actividad', () => []);
    await waitFor(() => expect(bodiesOf(dataProvider, 'reportes/actividad')).toEqual([{ fecha: '2026-03-15' }]));
    expect(screen.getByLabelText('Fecha')).toHaveValue('15/03/2026');
  });

  it('SIET and Solicitud de avance run at once over this month, their rows shown', async () => {
    const siet = renderReport(<SietPage />, '/reportes/siet', () => [levelChange(1)]);
    expect(await screen.findByRole('table', { name: 'Reporte SIET' })).toBeInTheDocument();
    expect(bodiesOf(siet.dataProvider, 'reportes/siet')).toEqual([{ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' }]);
    siet.unmount();
    const advance = renderReport(<SolicitudAvancePage />, '/reportes/solicitud-avance', () => [levelChange(2)]);
    expect(await screen.findByRole('table', { name: 'Solicitudes de avance' })).toBeInTheDocument();
    expect(bodiesOf(advance.dataProvider, 'reportes/solicitud-avance')).toEqual([{ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' }]);
  });

  it('says beside Generar why it cannot run once a date is cleared, and runs again once it is back', async () => {
    const { dataProvider } = renderReport(<OcupacionPage />, '/reportes/ocupacion', () => []);
    await waitFor(() => expect(bodiesOf(dataProvider, 'reportes/ocupacion')).toHaveLength(1));
    expect(screen.queryByText(/no es válida/)).toBeNull();
    await userEvent.clear(screen.getByLabelText('Fecha final'));
    const reason = await screen.findByText('Falta la fecha final o no es válida (DD/MM/AAAA).');
    expect(button('Generar')).toBeDisabled();
    expect(button('Generar')).toHaveAccessibleDescription('Falta la fecha final o no es válida (DD/MM/AAAA).');
    expect(reason).toBeVisible();
    await userEvent.tab();
    await userEvent.type(screen.getByLabelText('Fecha final'), '20/03/2026');
    await waitFor(() => expect(button('Generar')).toBeEnabled());
    expect(screen.queryByText(/no es válida/)).toBeNull();
    await userEvent.click(button('Generar'));
    await waitFor(() => expect(bodiesOf(dataProvider, 'reportes/ocupacion').at(-1)).toEqual({ fecha_inicio: '2026-03-01', fecha_fin: '2026-03-20' }));
  });

  it('downloads SIET as siet-<from>-<to>.xls, as the other reports are named', async () => {
    const { downloadExport } = renderReport(<SietPage />, '/reportes/siet', () => [levelChange(1)]);
    await screen.findByRole('table', { name: 'Reporte SIET' });
    await waitFor(() => expect(button('Descargar')).toBeEnabled());
    await userEvent.click(button('Descargar'));
    await waitFor(() => expect(downloadExport).toHaveBeenCalledTimes(1));
    expect(downloadExport.mock.calls[0][0]).toMatchObject({
      path: 'reportes/siet/exportar',
      body: { fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31', formato: 'xls' },
      fallbackName: 'siet.xls',
    });
  });
});
