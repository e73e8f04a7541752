// 'Cursos permitidos' on a room's edit page (salon/editar_cursos, EE7EF073): the teachers' editor,
// shared; it starts from the saved list, saves the chosen ids and returns to the detail.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import salonesResource from '../../../resources/salones';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const AULA = {
  id: 7, version: 1, nombre: 'Aula Magna', numero: '', capacidad: 40, tipo_salon: 'regular', sede_id: 1, activo: true, url: null,
  tipos_permitidos: ['regular_1'], cursos_permitidos: [1],
};
const LOOKUPS = {
  sedes: [{ id: 1, name: 'Sede Norte' }],
  tiposClase: [{ id: 'regular_1', name: 'Foundations', nombre_corto: 'FN', color: '#1976d2' }],
  cursos: [{ id: 1, name: 'Foundations', codigo: 'FN' }, { id: 2, name: 'Transition 1', codigo: 'TN1' }],
};
const provider = () => {
  const dataProvider = memoryDataProvider({ records: [AULA], lookups: LOOKUPS });
  dataProvider.call.mockResolvedValue({ mensaje: 'Información Guardada' });
  return dataProvider;
};

describe("the room's allowed courses", () => {
  it('starts from the saved list, saves the chosen courses and returns to the detail', async () => {
    const dataProvider = provider();
    const view = renderResource({ resource: salonesResource, path: '/salon/editar/7', dataProvider });
    const region = await screen.findByRole('region', { name: 'Cursos permitidos' });
    expect(await within(region).findByRole('checkbox', { name: 'FN Foundations' })).toBeChecked();
    expect(within(region).getByText('Sin ninguno marcado se permiten todos los cursos.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('checkbox', { name: 'FN Foundations' }));
    await userEvent.click(within(region).getByRole('checkbox', { name: 'TN1 Transition 1' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Guardar cursos' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('salon/editar_cursos', { id: 7, cursos_permitidos: [2] }));
    await waitFor(() => expect(view.pathname()).toBe('/salon/detalle/7'));
  });
});
