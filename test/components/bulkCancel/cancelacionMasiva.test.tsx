// #/cacelacionMasiva (docs/domain/scheduler.md 'The class scheduler') with an in-memory dataProvider: date, hour (the
// date's class slots) and sede (the permitted ones of the 'sedes' lookup); 'Procesar' only with all
// three, then a confirmation; cancelacion_agendamientos's message and the table of the cancelled
// bookings.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BulkCancelPage } from '../../../src/pages/bulkCancel/BulkCancelPage';
import { bodiesOf, renderPage } from '../home/harness';

const CANCELLED = [
  { id: 41, estudiante: 'Laura Pérez', tipo_clase: 'regular_1', estado_anterior: 'asignado' },
  { id: 42, estudiante: 'Mario Díaz', tipo_clase: 'lab', estado_anterior: 'solicitado' },
];

function renderCancel(answer: { mensaje: string; cancelados: typeof CANCELLED }) {
  return renderPage(<BulkCancelPage />, '/cacelacionMasiva', (path) => {
    if (path === 'cancelacion_agendamientos') return answer;
    throw new Error(`Llamada inesperada: ${path}`);
  });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

const procesar = () => screen.getByRole('button', { name: 'Procesar' });

describe('#/cacelacionMasiva', () => {
  it('enables Procesar only with date, hour and sede; hours are the date’s slots', async () => {
    renderCancel({ mensaje: 'No se encontraron agendamientos a cancelar.', cancelados: [] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sede' })).not.toHaveAttribute('aria-disabled'));
    expect(procesar()).toBeDisabled();
    await choose('Sede', 'Bogotá Usaquén');
    expect(procesar()).toBeDisabled();
    // Saturday: its five slots.
    await userEvent.type(screen.getByLabelText('Fecha'), '28/11/2026');
    await userEvent.click(screen.getByRole('combobox', { name: 'Hora' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['8:00 am', '9:30 am', '11:00 am', '1:00 pm', '2:30 pm']);
    await userEvent.click(screen.getByRole('option', { name: '9:30 am' }));
    await waitFor(() => expect(procesar()).toBeEnabled());
  });

  it('asks first, then cancels and lists the cancelled bookings with the server’s message', async () => {
    const { dataProvider } = renderCancel({ mensaje: 'Se cancelaron 2 agendamientos.', cancelados: CANCELLED });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sede' })).not.toHaveAttribute('aria-disabled'));
    await userEvent.type(screen.getByLabelText('Fecha'), '23/11/2026');
    await choose('Hora', '7:30 am');
    await choose('Sede', 'Bogotá Premium Andino');
    await userEvent.click(procesar());
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar los agendamientos?' });
    expect(dialog).toHaveTextContent('de la sede Bogotá Premium Andino el 23/11/2026 a las 7:30 am');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(dataProvider, 'cancelacion_agendamientos')).toEqual([]);

    await userEvent.click(procesar());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar agendamientos' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Se cancelaron 2 agendamientos.');
    expect(bodiesOf(dataProvider, 'cancelacion_agendamientos')).toEqual([{ fecha: '2026-11-23', hora: '07:30', sede: 25 }]);
    const rows = within(screen.getByRole('table', { name: 'Agendamientos cancelados' })).getAllByRole('row');
    await waitFor(() => expect(rows.slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['41', 'Laura Pérez', 'FN', 'Asignado'],
      ['42', 'Mario Díaz', 'LAB', 'Solicitado'],
    ]));
  });

  it('says when there was nothing to cancel, without a table', async () => {
    renderCancel({ mensaje: 'No se encontraron agendamientos a cancelar.', cancelados: [] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sede' })).not.toHaveAttribute('aria-disabled'));
    await userEvent.type(screen.getByLabelText('Fecha'), '23/11/2026');
    await choose('Hora', '6:00 am');
    await choose('Sede', 'Bogotá Chapinero');
    await userEvent.click(procesar());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar agendamientos' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No se encontraron agendamientos a cancelar.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
