// #/logistica (docs/domain/scheduler.md 'The class scheduler'): day and hour dropdowns and extra dates; per slot
// every class with room, teacher, types and booked/capacity, and the rooms left free;
// logistica/clases read again every 30 s while the page is shown, and no more once it is left.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { type LogisticaAnswer, logisticaDays } from '../../../core/school/scheduler/displays';
import { LogisticsPage } from '../../../src/pages/logistics/LogisticsPage';
import { readsOf, renderDisplayPage } from './harness';

const ROOMS = [{ id: 1, nombre: 'Salón 101', capacidad: 12 }, { id: 2, nombre: 'Salón 102', capacidad: 10 }, { id: 3, nombre: 'Salón 103', capacidad: 8 }];
const CLASSES = [
  { id: 11, fecha: '2026-11-23', hora: '07:30', salon_id: 1, salon: 'Salón 101', capacidad: 12, profesor_id: 7, profesor: 'Ana Ruiz', tipos: ['regular_1'], agendados: 9 },
  { id: 12, fecha: '2026-11-23', hora: '07:30', salon_id: 3, salon: 'Salón 103', capacidad: 8, profesor_id: 8, profesor: 'Beto Sosa', tipos: ['lab'], agendados: 8 },
  { id: 13, fecha: '2026-11-25', hora: '09:00', salon_id: 2, salon: 'Salón 102', capacidad: 10, profesor_id: 7, profesor: 'Ana Ruiz', tipos: ['lab'], agendados: 1 },
];

function renderLogistica(codes?: string[]) {
  return renderDisplayPage(
    <LogisticsPage />,
    '/logistica',
    (path, body): LogisticaAnswer | unknown => {
      if (path === 'agenda_disponible') return [
        { fecha: '2026-11-23', texto: 'Lunes 23/11/2026', timestamp: 0, horas: [{ id: '', hora: '07:30', nombre_corto: '7:30 am', marca_tiempo: '', timestamp: 0 }, { id: '', hora: '09:00', nombre_corto: '9:00 am', marca_tiempo: '', timestamp: 0 }] },
        { fecha: '2026-11-24', texto: 'Martes 24/11/2026', timestamp: 0, horas: [] },
      ];
      if (path === 'logistica/clases') return { dias: logisticaDays(body.fechas as string[], body.hora as string | undefined, CLASSES, ROOMS) };
      throw new Error(`Llamada inesperada: ${path}`);
    },
    codes,
  );
}

describe('#/logistica', () => {
  it('shows each slot of the first day: its classes with booked/capacity and the free rooms', async () => {
    const { dataProvider } = renderLogistica();
    const day = await screen.findByRole('region', { name: 'Lunes 23/11/2026' });
    expect(readsOf(dataProvider, 'logistica/clases')).toEqual([{ fechas: ['2026-11-23'] }]);
    const slot = within(day).getByRole('region', { name: '2026-11-23 7:30 am' });
    expect(within(slot).getByText('2 clases · 17 agendados · 1 salón libre')).toBeInTheDocument();
    const rows = within(within(slot).getByRole('table', { name: 'Clases de las 7:30 am' })).getAllByRole('row').slice(1);
    await waitFor(() => expect(within(rows[0]).getByText('FN')).toBeInTheDocument());
    expect(rows.map((row) => within(row).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Salón 101', 'Ana Ruiz', 'FN', '9/12'],
      ['Salón 103', 'Beto Sosa', 'LAB', '8/8'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Salón 101' })).toHaveAttribute('href', '/salon/detalle/1');
    expect(within(rows[0]).getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute('href', '/docente/detalle/7');
    expect(within(slot).getByText('Salón 102 (10)')).toBeInTheDocument();
    expect(within(day).getByRole('region', { name: '2026-11-23 6:00 am' })).toHaveTextContent('0 clases · 0 agendados · 3 salones libres');
  });

  it('links rooms and teachers only for holders of AE7C3DD1 and 42C7BC3F', async () => {
    renderLogistica([P.programador.logistica]);
    const slot = await screen.findByRole('region', { name: '2026-11-23 7:30 am' });
    expect(within(slot).getByText('Salón 101')).toBeInTheDocument();
    expect(within(slot).queryAllByRole('link')).toEqual([]);
  });

  it('narrows to one hour and adds extra dates (chips to remove them)', async () => {
    const { dataProvider } = renderLogistica();
    await screen.findByRole('region', { name: 'Lunes 23/11/2026' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Hora' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Todas', '7:30 am', '9:00 am']);
    await userEvent.click(screen.getByRole('option', { name: '9:00 am' }));
    await waitFor(() => expect(readsOf(dataProvider, 'logistica/clases').at(-1)).toEqual({ fechas: ['2026-11-23'], hora: '09:00' }));
    // The hour menu gives the focus back to its select once closed: type only then.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.type(screen.getByLabelText('Fecha adicional'), '25/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar fecha' }));
    await waitFor(() => expect(readsOf(dataProvider, 'logistica/clases').at(-1)).toEqual({ fechas: ['2026-11-23', '2026-11-25'], hora: '09:00' }));
    const extra = await screen.findByRole('region', { name: 'Miércoles 25/11/2026' });
    expect(within(extra).getByText('1 clase · 1 agendado · 2 salones libres')).toBeInTheDocument();
    // A day without that hour falls back to 'Todas'.
    await userEvent.click(screen.getByRole('combobox', { name: 'Día' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Martes 24/11/2026' }));
    await waitFor(() => expect(readsOf(dataProvider, 'logistica/clases').at(-1)).toEqual({ fechas: ['2026-11-24', '2026-11-25'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Fecha adicional Miércoles 25/11/2026' }).querySelector('svg')!);
    await waitFor(() => expect(readsOf(dataProvider, 'logistica/clases').at(-1)).toEqual({ fechas: ['2026-11-24'] }));
  });

  it('reads logistica/clases again every 30 s while shown, and stops once the page is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dataProvider, unmount } = renderLogistica();
    await screen.findByRole('region', { name: 'Lunes 23/11/2026' });
    expect(readsOf(dataProvider, 'logistica/clases')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    await waitFor(() => expect(readsOf(dataProvider, 'logistica/clases')).toHaveLength(2));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(readsOf(dataProvider, 'logistica/clases')).toHaveLength(2);
  });
});
