// #/preasignaciones's grid (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): a day's slots × the
// sede's regular rooms with each room's summary, LIBRE or the teacher; the tutoring rooms apart;
// the teacher filter; another sede; without 98BEF7FF a notice and no grid, without 235AE1F no
// editing control.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, P } from '../../../core/engine/permissions';
import { bodiesOf, renderPage } from './harness';

const cellsOf = (table: HTMLElement, hora: string) => within(within(table).getByRole('rowheader', { name: hora }).closest('tr')!).getAllByRole('cell');

describe('the pre-assignment grid', () => {
  it('shows Monday’s slots by room: the teacher and badges, or LIBRE; each room’s summary; tutoring rooms apart', async () => {
    const { dataProvider } = renderPage();
    const table = await screen.findByRole('table', { name: 'Preasignaciones del Lunes' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    // Active regular rooms of the user's sede only (not the tutoring room, not the inactive one).
    expect(headers).toEqual(['Hora', 'Salón 10111 / 55 · 20 %', 'Salón 1022 / 55 · 4 %']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['6:00 am', '7:30 am', '9:00 am', '10:40 am', '12:10 pm', '1:40 pm', '3:10 pm', '4:50 pm', '6:20 pm', '7:50 pm']);
    const first = cellsOf(table, '6:00 am');
    expect(first[0]).toHaveTextContent('Ana Ruiz');
    expect(await within(first[0]).findByText('FN')).toBeInTheDocument();
    expect(first[1]).toHaveTextContent('LIBRE');
    expect(cellsOf(table, '7:30 am')[1]).toHaveTextContent('Beto Sosa');
    const tutoring = screen.getByRole('region', { name: 'Salones de tutoría' });
    expect(within(tutoring).getByRole('link', { name: 'Cabina 1' })).toHaveAttribute('href', '/salon/detalle/103');
    expect(tutoring).toHaveTextContent('26 / 260 · 10 %');
    expect(screen.getByText(/Índice de configuración de la sede/)).toHaveTextContent('11 %'); // (20 + 4 + 10) / 3
    // One call for the sede's rooms, none per room.
    expect(bodiesOf(dataProvider, 'preasignaciones/xsede')).toEqual([{ sede_id: expect.any(Number) }]);
    expect(bodiesOf(dataProvider, 'preasignaciones/xsalon')).toEqual([]);
  });

  it('switches day with the tabs (Saturday its own hours) and marks a combined pre-assignment', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Preasignaciones del Lunes' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado']);
    await userEvent.click(screen.getByRole('tab', { name: 'Martes' }));
    const martes = await screen.findByRole('table', { name: 'Preasignaciones del Martes' });
    expect(cellsOf(martes, '9:00 am')[0]).toHaveTextContent('Ana RuizFNFBCombinada');
    expect(cellsOf(martes, '6:00 am')[0]).toHaveTextContent('LIBRE');
    await userEvent.click(screen.getByRole('tab', { name: 'Sábado' }));
    const sabado = await screen.findByRole('table', { name: 'Preasignaciones del Sábado' });
    expect(within(sabado).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['8:00 am', '9:30 am', '11:00 am', '1:00 pm', '2:30 pm']);
  });

  it('with a teacher filter dims the others and marks the teacher’s available free slots', async () => {
    const { dataProvider } = renderPage();
    const table = await screen.findByRole('table', { name: 'Preasignaciones del Lunes' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Filtrar por docente' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ana Ruiz' }));
    // Ana is available at 07:30 and 09:00 and free then; only Salón 101 shares her types.
    await waitFor(() => expect(within(table).getAllByText('Disponible')).toHaveLength(2));
    expect(cellsOf(table, '7:30 am')[0]).toHaveTextContent('Disponible');
    expect(cellsOf(table, '7:30 am')[1]).toHaveTextContent('Beto Sosa');
    expect(within(cellsOf(table, '7:30 am')[1]).getByRole('button')).toHaveStyle({ filter: 'grayscale(1)' });
    expect(within(cellsOf(table, '6:00 am')[0]).getByRole('button')).not.toHaveStyle({ filter: 'grayscale(1)' });
    expect(bodiesOf(dataProvider, 'preasignaciones/xdocente')).toEqual([{ docente_id: 7 }]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Filtrar por docente' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Todos' }));
    await waitFor(() => expect(within(table).queryAllByText('Disponible')).toHaveLength(0));
  });

  it('shows another sede’s rooms when the sede changes', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Preasignaciones del Lunes' });
    expect(screen.getByRole('combobox', { name: 'Sede' })).toHaveTextContent('Sede Norte');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sede' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sede Centro' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Preasignaciones del Lunes' })).toHaveTextContent('Salón 201'));
    expect(screen.getByRole('table', { name: 'Preasignaciones del Lunes' })).not.toHaveTextContent('Salón 101');
    expect(screen.queryByRole('region', { name: 'Salones de tutoría' })).toBeNull();
  });

  it('without 235AE1F has no editing control', async () => {
    renderPage(ALL_PERMISSION_CODES.filter((code) => code !== P.docentes.editPreasignaciones));
    const table = await screen.findByRole('table', { name: 'Preasignaciones del Lunes' });
    expect(cellsOf(table, '6:00 am')[0]).toHaveTextContent('Ana Ruiz');
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Eliminar Preasignaciones' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Preasignar Salón' })).toBeNull();
  });

  it('without 98BEF7FF shows a notice instead of the grid and reads nothing of it', async () => {
    const { dataProvider } = renderPage([P.docentes.edit, P.docentes.editPreasignaciones, P.salones.list]);
    expect(await screen.findByText('No tiene permiso para ver la grilla y el resumen de preasignaciones.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    // Deleting a day needs only 235AE1F.
    expect(screen.getByRole('button', { name: 'Eliminar Preasignaciones' })).toBeInTheDocument();
    expect(bodiesOf(dataProvider, 'docente/resumen')).toEqual([]);
    expect(bodiesOf(dataProvider, 'preasignaciones/xsede')).toEqual([]);
  });
});
