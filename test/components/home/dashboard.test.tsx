// The home dashboard (docs/domain/scheduler.md 'The class scheduler') with an in-memory dataProvider: only with
// BA0052EE; 'Disponibilidad Actual' opens the first date (its slots read at most three at once,
// 'cargando...' meanwhile), the others read when opened; cells available/capacity in the
// availability colours, the Total column and the date's total; 'Actualizar' reads the open slots
// again; four charts, zero-height until their figures arrive, each with its own 'Actualizar'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { agendaDay } from '../../../core/school/scheduler/agenda';
import { HomePage } from '../../../src/pages/home/HomePage';
import { bodiesOf, renderPage } from './harness';

// The browser's clock on the agenda's first date (a Monday morning at the school): the dashboard
// starts that date's reads before the agenda answers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T07:00:00-05:00'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const DAYS = ['2026-11-23', '2026-11-24'].map((fecha) => agendaDay(fecha, 'America/Bogota')!);

const type = (tipo: string, nombre_corto: string, libres: number, ocupados: number, disponibles: number) => ({
  tipo, nombre_corto, salones_disponibles: 1, capacidad_salones_disponibles: libres, salones_ocupados: 1, capacidad_salones_ocupados: ocupados,
  ocupacion_salones_ocupados: 0, ocupacion_sin_asignar: 0, disponibles, insignia: 'info',
});

const SLOTS: Record<string, unknown[]> = {
  '2026-11-23T06:00': [type('regular_1', 'FN', 19, 16, 22), type('lab', 'LAB', 0, 10, 0)],
  '2026-11-23T07:30': [type('lab', 'LAB', 0, 0, 0), type('regular_1', 'FN', 0, 16, -2)],
};
const SUPPLY = [
  { hora: '06:00', ocupacion: 27, capacidad_salones_ocupados: 25, capacidad_docentes_disponibles: 19 },
  { hora: '07:30', ocupacion: 15, capacidad_salones_ocupados: 16, capacidad_docentes_disponibles: 0 },
];
const FIGURES = (valor: number) => [{ sede_id: 1, sede: 'Bogotá Chapinero', valor }, { sede_id: 25, sede: 'Bogotá Premium Andino', valor: valor + 1 }];

function renderHome(options: { codes?: string[]; holdCharts?: Promise<void>; holdSlot?: Promise<void>; holdAgenda?: Promise<void>; days?: typeof DAYS } = {}) {
  let running = 0;
  const peak = { value: 0 };
  const view = renderPage(<HomePage />, '/', async (path, body) => {
    if (path === 'agenda_disponible') {
      await options.holdAgenda;
      return options.days ?? DAYS;
    }
    if (path === 'estado/disponibilidad_full') {
      running++;
      peak.value = Math.max(peak.value, running);
      await new Promise((r) => setTimeout(r, 5));
      if (body.hora === '09:00' && body.dia === '2026-11-23') await options.holdSlot;
      running--;
      return SLOTS[`${String(body.dia)}T${String(body.hora)}`] ?? [type('regular_1', 'FN', 5, 0, 5)];
    }
    if (path === 'indicadores/disponibilidad_franjas') return body.fecha === '2026-11-23' ? SUPPLY : [];
    if (path.startsWith('indicadores/')) {
      await options.holdCharts;
      return FIGURES(path.length);
    }
    throw new Error(`Llamada inesperada: ${path}`);
  }, options.codes);
  return { ...view, peak };
}

const rowOf = (table: HTMLElement, hour: string) => within(table).getByRole('rowheader', { name: hour }).closest('tr')!;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => [c.textContent, c.getAttribute('data-color')]);

describe('the home dashboard', () => {
  it('shows the first date’s slots: available/capacity coloured, the Total and the date’s total', async () => {
    let release = () => {};
    const { dataProvider, peak } = renderHome({ holdSlot: new Promise<void>((r) => (release = r)) });
    const section = await screen.findByRole('region', { name: 'Disponibilidad Actual' });
    const table = await within(section).findByRole('table', { name: 'Disponibilidad del Lunes 23/11/2026' });
    await waitFor(() => expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Hora', 'FN', 'LAB', 'Total']));
    await waitFor(() => expect(cellsOf(rowOf(table, '6:00 am'))).toEqual([['22/35', 'blue'], ['0/10', 'green'], ['27/44 (61%)', 'blue']]));
    expect(cellsOf(rowOf(table, '7:30 am'))).toEqual([['-2/16', 'orange'], ['0/0', 'red'], ['15/16 (94%)', 'blue']]);
    // A type or a Total the answers do not report is unknown (gray).
    await waitFor(() => expect(cellsOf(rowOf(table, '10:40 am'))).toEqual([['5/5', 'blue'], ['—', 'gray'], ['—', 'gray']]));
    expect(within(rowOf(table, '9:00 am')).getAllByText('cargando...')).toHaveLength(1);
    expect(within(section).getByText('Total: 42/60 (70%)').closest('[data-color]')).toHaveAttribute('data-color', 'blue');
    release();
    await waitFor(() => expect(cellsOf(rowOf(table, '9:00 am'))[0]).toEqual(['5/5', 'blue']));
    // Ten slots, never more than three requests at once; the second date waits until opened.
    expect(bodiesOf(dataProvider, 'estado/disponibilidad_full')).toHaveLength(10);
    expect(peak.value).toBe(3);
    expect(bodiesOf(dataProvider, 'estado/disponibilidad_full').every((b) => (b as { dia: string }).dia === '2026-11-23')).toBe(true);
    expect(bodiesOf(dataProvider, 'indicadores/disponibilidad_franjas')).toEqual([{ fecha: '2026-11-23' }]);
  });

  it('reads a date when it is opened, and every open slot again on Actualizar', async () => {
    const { dataProvider } = renderHome();
    const section = await screen.findByRole('region', { name: 'Disponibilidad Actual' });
    await waitFor(() => expect(bodiesOf(dataProvider, 'estado/disponibilidad_full')).toHaveLength(10));
    await userEvent.click(within(section).getByRole('button', { name: /Martes 24\/11\/2026/ }));
    await within(section).findByRole('table', { name: 'Disponibilidad del Martes 24/11/2026' });
    await waitFor(() => expect(bodiesOf(dataProvider, 'estado/disponibilidad_full')).toHaveLength(20));
    expect(bodiesOf(dataProvider, 'estado/disponibilidad_full').at(-1)).toEqual({ dia: '2026-11-24', hora: '19:50' });
    await userEvent.click(within(section).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(bodiesOf(dataProvider, 'estado/disponibilidad_full')).toHaveLength(40));
    expect(bodiesOf(dataProvider, 'indicadores/disponibilidad_franjas')).toHaveLength(4);
    // The charts keep their own figures.
    expect(bodiesOf(dataProvider, 'indicadores/estudiantes_activos')).toHaveLength(1);
  });

  it('draws four 500×200 charts, zero-height on the sedes’ names until their figures arrive', async () => {
    let release = () => {};
    // No dates: only the charts read.
    const { container, dataProvider } = renderHome({ days: [], holdCharts: new Promise<void>((r) => (release = r)) });
    const titles = ['Disponibilidad', 'Estudiantes activos', 'Agendamientos acumulados', 'Agendamientos de estudiantes'];
    for (const title of titles) await screen.findByRole('region', { name: title });
    const block = screen.getByRole('region', { name: 'Estudiantes activos' });
    const figures = within(block).getByRole('table', { name: 'Estudiantes activos por sede' });
    await waitFor(() => expect(within(figures).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Bogotá Chapinerocargando...', 'Bogotá Usaquéncargando...', 'Bogotá Premium Andinocargando...',
    ]));
    const svgs = container.querySelectorAll('[data-chart] svg.recharts-surface');
    expect(svgs).toHaveLength(4);
    for (const svg of svgs) expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['500', '200']);
    release();
    const valor = 'indicadores/estudiantes_activos'.length;
    await waitFor(() => expect(within(figures).getAllByRole('row').map((r) => r.textContent)).toEqual([`Bogotá Chapinero${valor}`, `Bogotá Premium Andino${valor + 1}`]));
    await userEvent.click(within(block).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(bodiesOf(dataProvider, 'indicadores/estudiantes_activos')).toHaveLength(2));
    expect(bodiesOf(dataProvider, 'indicadores/agendamientos_acumulados')).toHaveLength(1);
    expect(bodiesOf(dataProvider, 'indicadores/disponibilidad')).toHaveLength(1);
  });

  it('reads the charts’ figures and the sedes’ names after the table’s, once the charts are on screen', async () => {
    // An observer per watched element; `near(el)` reports that element on screen.
    const watchers = new Map<Element, IntersectionObserverCallback>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          watchers.set(element, this.callback);
        }
        disconnect() {}
      },
    );
    const near = (element: Element) => act(() => watchers.get(element)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    let release = () => {};
    const { dataProvider, container } = renderHome({ holdSlot: new Promise<void>((r) => (release = r)) });
    const charts = await screen.findByRole('region', { name: 'Indicadores' });
    const drawn = () => container.querySelectorAll('[data-chart] svg.recharts-surface').length;
    const block = within(charts).getByRole('region', { name: 'Estudiantes activos' });
    const chartReads = () => ['disponibilidad', 'estudiantes_activos', 'agendamientos_acumulados', 'agendamientos_estudiantes'].map((i) => bodiesOf(dataProvider, `indicadores/${i}`).length);
    // The table first: while one of its slots is read, the charts are not even watched.
    await waitFor(() => expect(bodiesOf(dataProvider, 'estado/disponibilidad_full')).toHaveLength(10));
    expect(watchers.has(charts)).toBe(false);
    expect(drawn()).toBe(0);
    release();
    await waitFor(() => expect(watchers.has(charts)).toBe(true));
    // Off screen: nothing read, and nothing said to be loading.
    expect(within(charts).queryByText('cargando...')).toBeNull();
    expect(chartReads()).toEqual([0, 0, 0, 0]);
    expect(dataProvider.lookup).not.toHaveBeenCalledWith('sedes');
    near(charts);
    const figures = within(block).getByRole('table', { name: 'Estudiantes activos por sede' });
    const valor = 'indicadores/estudiantes_activos'.length;
    await waitFor(() => expect(within(figures).getAllByRole('row').map((r) => r.textContent)).toEqual([`Bogotá Chapinero${valor}`, `Bogotá Premium Andino${valor + 1}`]));
    expect(chartReads()).toEqual([1, 1, 1, 1]);
    // Each chart is drawn once it is on screen itself.
    expect(drawn()).toBe(0);
    for (const box of container.querySelectorAll('[data-chart] > div')) near(box);
    expect(drawn()).toBe(4);
  });

  it('starts the first date’s reads before the agenda answers, from the school’s calendar on the browser’s clock', async () => {
    let release = () => {};
    const { dataProvider } = renderHome({ holdAgenda: new Promise<void>((r) => (release = r)) });
    await waitFor(() => expect(bodiesOf(dataProvider, 'estado/disponibilidad_full').length).toBeGreaterThanOrEqual(3));
    expect(bodiesOf(dataProvider, 'indicadores/disponibilidad_franjas')).toEqual([{ fecha: '2026-11-23' }]);
    release();
    const table = await screen.findByRole('table', { name: 'Disponibilidad del Lunes 23/11/2026' });
    await waitFor(() => expect(cellsOf(rowOf(table, '7:30 am'))[0]).toEqual(['-2/16', 'orange']));
    // Read once each: the agenda's date is the one already read.
    await waitFor(() => expect(bodiesOf(dataProvider, 'estado/disponibilidad_full')).toHaveLength(10));
    expect(bodiesOf(dataProvider, 'indicadores/disponibilidad_franjas')).toHaveLength(1);
  });

  it('shows the agenda’s first date even when the browser’s clock says another day', async () => {
    vi.setSystemTime(new Date('2026-11-30T07:00:00-05:00'));
    const { dataProvider } = renderHome();
    const section = await screen.findByRole('region', { name: 'Disponibilidad Actual' });
    const table = await within(section).findByRole('table', { name: 'Disponibilidad del Lunes 23/11/2026' });
    await waitFor(() => expect(cellsOf(rowOf(table, '6:00 am'))).toEqual([['22/35', 'blue'], ['0/10', 'green'], ['27/44 (61%)', 'blue']]));
    // The clock's guess was read too (its slots, its Totals), and the agenda's date in full.
    const days = (path: string, key: string) => new Set(bodiesOf(dataProvider, path).map((b) => (b as Record<string, string>)[key]));
    await waitFor(() => expect(bodiesOf(dataProvider, 'estado/disponibilidad_full').filter((b) => (b as { dia: string }).dia === '2026-11-23')).toHaveLength(10));
    expect(days('estado/disponibilidad_full', 'dia')).toEqual(new Set(['2026-11-30', '2026-11-23']));
    expect(days('indicadores/disponibilidad_franjas', 'fecha')).toEqual(new Set(['2026-11-30', '2026-11-23']));
  });

  it('is not there without BA0052EE: the logo and the welcome only', async () => {
    const { dataProvider } = renderHome({ codes: ALL_PERMISSION_CODES.filter((code) => code !== P.inicio.disponibilidad) });
    expect(await screen.findByText('¡Bienvenido, Ana Gómez!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo de Aula Admin' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText('Disponibilidad Actual')).toBeNull();
    expect(dataProvider.read).not.toHaveBeenCalled();
  });
});
