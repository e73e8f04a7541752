// #/reportes/ocupacion, #/reportes/actividad and #/reportes/consumo (docs/domain/reports.md 'Reports') with an
// in-memory dataProvider: the form and its checks, the body sent, the answer drawn (one table per
// day; the activity table's filters, sorting and page sizes; a table and a chart per sede), the
// empty state, and 'Descargar' sending the shown report's body plus the picked format.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActivityRow, ConsumptionReport, OccupancyDay } from '../../../core/school/reports/contract';
import { emptyOccupancy } from '../../../core/school/reports/occupancy';
import { ActividadPage } from '../../../src/pages/reports/ActividadPage';
import { ConsumoPage } from '../../../src/pages/reports/ConsumoPage';
import { OcupacionPage } from '../../../src/pages/reports/OcupacionPage';
import { bodiesOf, button, cellsOf, openingRun, renderReport, run, typeDate, typeRange } from './harness';

const DAYS: OccupancyDay[] = [
  { fecha: '2026-03-02', horas: [{ hora: '07:30', datos: { ...emptyOccupancy(), FN: 4, TN1: 1, CANCEL: 2 } }, { hora: '18:20', datos: { ...emptyOccupancy(), CLUB: 6 } }] },
  { fecha: '2026-03-03', horas: [{ hora: '06:00', datos: { ...emptyOccupancy(), LAB: 3 } }] },
];

describe('#/reportes/ocupacion', () => {
  it.each([
    ['05/03/2026', '01/03/2026', 'La fecha final no puede ser anterior a la fecha inicial.'],
    ['01/03/2025', '02/03/2026', 'El rango no puede superar un año.'],
  ])('refuses the range %s – %s before sending it', async (inicio, fin, message) => {
    const { dataProvider } = renderReport(<OcupacionPage />, '/reportes/ocupacion', () => DAYS);
    await openingRun(dataProvider, 'reportes/ocupacion');
    await typeRange(inicio, fin);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(button('Generar')).toBeDisabled();
    expect(dataProvider.call).not.toHaveBeenCalled();
  });

  it('sends the range and draws one table per day with its hours and FN … CANCEL', async () => {
    const { dataProvider } = renderReport(<OcupacionPage />, '/reportes/ocupacion', (path) => (path === 'reportes/ocupacion' ? DAYS : []));
    await openingRun(dataProvider, 'reportes/ocupacion');
    await typeRange('01/02/2026', '01/03/2026');
    await run();
    const first = await screen.findByRole('table', { name: '02/03/2026' });
    expect(bodiesOf(dataProvider, 'reportes/ocupacion')).toEqual([{ fecha_inicio: '2026-02-01', fecha_fin: '2026-03-01' }]);
    expect([...first.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Hora', 'Foundations', 'Transition 1', 'Transition 2', 'Transition 3', 'Starter 1', 'Starter 2', 'Otras A1', 'Otras A2', 'Otras B1', 'Otras B2',
      'Laboratorio', 'Inmersión', 'Clubes', 'Canceladas',
    ]);
    expect(cellsOf(first)).toEqual([
      ['7:30 am', '4', '1', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '2'],
      ['6:20 pm', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '6', '0'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: '03/03/2026' }))[0].slice(0, 1)).toEqual(['6:00 am']);
  });

  it('says so when the range has no data', async () => {
    renderReport(<OcupacionPage />, '/reportes/ocupacion', () => []);
    await typeRange('01/03/2026', '02/03/2026');
    await run();
    expect(await screen.findByText('No hay datos para el rango seleccionado.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the shown report as CSV or Excel', async () => {
    const { downloadExport } = renderReport(<OcupacionPage />, '/reportes/ocupacion', () => DAYS);
    await typeRange('01/03/2026', '03/03/2026');
    await run();
    await screen.findByRole('table', { name: '02/03/2026' });
    await userEvent.click(button('Descargar'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['CSV', 'Excel (.xlsx)']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(downloadExport).toHaveBeenCalledTimes(1));
    expect(downloadExport.mock.calls[0][0]).toMatchObject({
      path: 'reportes/ocupacion/exportar',
      body: { fecha_inicio: '2026-03-01', fecha_fin: '2026-03-03', formato: 'xlsx' },
      fallbackName: 'ocupacion-academica.xlsx',
    });
  });
});

const STATES = ['asistido', 'ausencia', 'cancelado', 'asignado'];
const ACTIVITY: ActivityRow[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  bloque: ['09:00', '07:30', '18:20'][i % 3],
  estudiante: i === 4 ? 'Álvaro Núñez' : `Estudiante ${String(i + 1).padStart(2, '0')}`,
  numero_documento: String(5000 + i),
  estado: STATES[i % 4],
  sede: 'Bogotá Chapinero',
}));

describe('#/reportes/actividad', () => {
  async function generated() {
    const view = renderReport(<ActividadPage />, '/reportes/actividad', (path) => (path === 'reportes/actividad' ? ACTIVITY : []));
    await openingRun(view.dataProvider, 'reportes/actividad');
    await typeDate('Fecha', '02/03/2026');
    await run();
    const table = await screen.findByRole('table', { name: 'Actividad académica' });
    return { ...view, table };
  }

  it('sends the date and shows 10 rows a page, with 10, 50, 100, 200 and 400 to choose', async () => {
    const { dataProvider, table } = await generated();
    expect(bodiesOf(dataProvider, 'reportes/actividad')).toEqual([{ fecha: '2026-03-02' }]);
    expect([...table.querySelectorAll('thead tr:first-child th')].map((th) => th.textContent)).toEqual(['Bloque', 'Estudiante', 'Número de documento', 'Estado']);
    expect(cellsOf(table)).toHaveLength(10);
    expect(cellsOf(table)[0]).toEqual(['9:00 am', 'Estudiante 01', '5000', 'Asistió']);
    expect(screen.getByText('1-10 de 23')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Filas por página/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '50', '100', '200', '400']);
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(cellsOf(table)).toHaveLength(23));
  });

  it('filters each column without case or accents', async () => {
    const { table } = await generated();
    await userEvent.type(screen.getByLabelText('Filtrar Estudiante'), 'alvaro nunez');
    await waitFor(() => expect(cellsOf(table)).toEqual([['7:30 am', 'Álvaro Núñez', '5004', 'Asistió']]));
    await userEvent.clear(screen.getByLabelText('Filtrar Estudiante'));
    await userEvent.type(screen.getByLabelText('Filtrar Bloque'), '6:20 pm');
    await userEvent.type(screen.getByLabelText('Filtrar Estado'), 'CANCEL');
    await waitFor(() => expect(cellsOf(table).map((row) => row[2])).toEqual(['5002', '5014']));
    expect(screen.getByText('1-2 de 2')).toBeInTheDocument();
  });

  it('sorts on Bloque by the hour and on Estado, the other columns not sortable', async () => {
    const { table } = await generated();
    const header = within(table.querySelector('thead tr') as HTMLElement);
    expect(header.queryByRole('button', { name: 'Estudiante' })).toBeNull();
    expect(header.queryByRole('button', { name: 'Número de documento' })).toBeNull();
    await userEvent.click(header.getByRole('button', { name: 'Bloque' }));
    await waitFor(() => expect(cellsOf(table).map((row) => row[0])).toEqual(Array(8).fill('7:30 am').concat(['9:00 am', '9:00 am'])));
    await userEvent.click(header.getByRole('button', { name: 'Bloque' }));
    await waitFor(() => expect(cellsOf(table)[0][0]).toBe('6:20 pm'));
    await userEvent.click(header.getByRole('button', { name: 'Estado' }));
    await waitFor(() => expect(new Set(cellsOf(table).map((row) => row[3]))).toEqual(new Set(['Asignado', 'Asistió'])));
    expect(cellsOf(table)[0][3]).toBe('Asignado');
  });

  it('says so when the day has no bookings', async () => {
    renderReport(<ActividadPage />, '/reportes/actividad', () => []);
    await typeDate('Fecha', '02/03/2026');
    await run();
    expect(await screen.findByText('No hay datos para la fecha seleccionada.')).toBeInTheDocument();
  });
});

const CONSUMPTION: ConsumptionReport = {
  y_labels: ['Bogotá Chapinero', 'Medellín El Poblado'],
  x_labels: ['2026-03-02', '2026-03-03'],
  datos: [[12, 9], [0, 4]],
};

describe('#/reportes/consumo', () => {
  it('sends the range and draws per sede a table of date and count and its chart', async () => {
    const { dataProvider, container } = renderReport(<ConsumoPage />, '/reportes/consumo', (path) => (path === 'reportes/consumo' ? CONSUMPTION : []));
    await openingRun(dataProvider, 'reportes/consumo');
    await typeRange('02/03/2026', '03/03/2026');
    await run();
    const poblado = await screen.findByRole('table', { name: 'Consumos de Medellín El Poblado' });
    // A year of days and the 500 px chart scroll inside the sede's card, each reachable by keyboard.
    expect(poblado.closest('[role="region"]')).toHaveAccessibleName('Días de Medellín El Poblado');
    expect(screen.getByRole('region', { name: 'Gráfico de Medellín El Poblado' })).toHaveAttribute('tabindex', '0');
    expect(bodiesOf(dataProvider, 'reportes/consumo')).toEqual([{ fecha_inicio: '2026-03-02', fecha_fin: '2026-03-03' }]);
    expect(screen.getByRole('heading', { name: 'Bogotá Chapinero' })).toBeInTheDocument();
    expect(cellsOf(screen.getByRole('table', { name: 'Consumos de Bogotá Chapinero' }))).toEqual([['02/03/2026', '12'], ['03/03/2026', '9']]);
    expect(cellsOf(poblado)).toEqual([['02/03/2026', '0'], ['03/03/2026', '4']]);
    const charts = container.querySelectorAll('[data-chart="consumo"] svg.recharts-surface');
    expect(charts).toHaveLength(2);
    expect([charts[0].getAttribute('width'), charts[0].getAttribute('height')]).toEqual(['500', '200']);
  });

  it('says so when no sede consumed anything in the range', async () => {
    renderReport(<ConsumoPage />, '/reportes/consumo', () => ({ y_labels: [], x_labels: [], datos: [] }));
    await typeRange('02/03/2026', '03/03/2026');
    await run();
    expect(await screen.findByText('No hay datos para el rango seleccionado.')).toBeInTheDocument();
  });
});
