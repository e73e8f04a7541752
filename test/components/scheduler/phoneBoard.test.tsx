// #/programador on a phone (issue 43 point 8): one column at a time — 'Pendientes' first — chosen
// in the 'Columna del tablero' select, each class by room · teacher and seats; a card's menu still
// moves a booking into a class not shown. A tablet keeps every column.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../viewport';
import { callsOf, renderScheduler } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('#/programador on a phone', () => {
  it('shows one column, switched to a class with its bookings', async () => {
    stubViewport(390);
    renderScheduler();
    const switcher = await screen.findByRole('combobox', { name: 'Columna del tablero' });
    expect(within(switcher).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pendientes (2)', 'Salón 101 · Ana Ruiz (1/3)', 'Salón 102 · Beto Sosa (1/1)',
    ]);
    expect(screen.getByLabelText('Pendientes')).toBeInTheDocument();
    expect(screen.queryByLabelText('Clase en Salón 101')).toBeNull();
    await userEvent.selectOptions(switcher, 'Salón 101 · Ana Ruiz (1/3)');
    const block = await screen.findByLabelText('Clase en Salón 101');
    expect(within(block).getByRole('link', { name: 'Carla Díaz' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Pendientes')).toBeNull();
    expect(screen.queryByLabelText('Clase en Salón 102')).toBeNull();
  });

  it("moves a pending booking into a class not shown, by the card's menu", async () => {
    stubViewport(390);
    const { dataProvider } = renderScheduler();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Elena Paz' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Salón 101/ }));
    await waitFor(() => expect(callsOf(dataProvider, 'agendamiento/set_clase')).toEqual([{ agendamiento_id: 20, clase_id: 1, version: 3 }]));
  });

  it('keeps every column on a tablet', async () => {
    stubViewport(768);
    renderScheduler();
    await screen.findByLabelText('Clase en Salón 101');
    expect(screen.getByLabelText('Clase en Salón 102')).toBeInTheDocument();
    expect(screen.getByLabelText('Pendientes')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Columna del tablero' })).toBeNull();
  });
});
