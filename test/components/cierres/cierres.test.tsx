// #/cierres (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): the list's columns and the 'Crear
// Cierre' modal, whose hours appear only after a date and are that weekday's class slots (Saturday
// its own), sent with the sedes and message.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import cierresResource from '../../../resources/cierres';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const CIERRE = { id: 1, version: 1, fecha: '2030-01-07', horas: ['06:00', '07:30'], sedes: [1], mensaje: 'Mantenimiento eléctrico', usuario: 'Laura Restrepo · admin@escuela.test' };
const provider = () => memoryDataProvider({ records: [CIERRE], lookups: { sedes: [{ id: 1, name: 'Bogotá Chapinero' }, { id: 2, name: 'Bogotá Usaquén' }] } });

describe('cierres', () => {
  it('lists date, hours, sedes, user and message', async () => {
    renderResource({ resource: cierresResource, path: '/cierres', dataProvider: provider() });
    expect(await screen.findByText('Mantenimiento eléctrico')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Fecha', 'Horas', 'Sedes', 'Usuario', 'Mensaje', 'Acción']);
    expect(screen.getByText('07/01/2030')).toBeInTheDocument();
    expect(await screen.findByText(/Bogotá Chapinero/)).toBeInTheDocument();
  });

  it("'Crear Cierre' offers the hours of the chosen date and sends the closure", async () => {
    const dataProvider = provider();
    renderResource({ resource: cierresResource, path: '/cierres', dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Crear Cierre' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Horas/ }));
    expect(screen.queryByRole('option')).toBeNull();
    // An empty menu may open: close it (only the topmost modal takes the Escape).
    if (screen.queryByRole('listbox')) await userEvent.keyboard('{Escape}');
    // 5 January 2030 is a Saturday: its own five hours.
    await userEvent.type(await within(dialog).findByLabelText(/^Fecha/), '05/01/2030');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Horas/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['8:00 am', '9:30 am', '11:00 am', '1:00 pm', '2:30 pm']);
    await userEvent.click(screen.getByRole('option', { name: '9:30 am' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Sedes/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bogotá Usaquén' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(dialog).getByLabelText(/^Mensaje/), 'Evento institucional');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ fecha: '2030-01-05', horas: ['09:30'], sedes: [2], mensaje: 'Evento institucional' });
  });
});
