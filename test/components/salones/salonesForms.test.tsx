import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import salonesResource from '../../../resources/salones';
import { MESSAGES } from '../../../core/engine/validation';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

afterEach(() => {
  vi.restoreAllMocks();
});

const SEDES = [{ id: 3, name: 'Sede Norte' }, { id: 4, name: 'Sede Sur' }];

const aula = {
  id: 7,
  nombre: 'Aula Magna',
  numero: '',
  capacidad: 40,
  tipo_salon: 'lab',
  sede_id: 4,
  activo: false,
  url: null,
  tipos_permitidos: ['regular_1', 'lab'],
};

async function chooseOption(label: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('salones detail (generated)', () => {
  it('shows every field, option names, Sí/No and No hay información for empty ones', async () => {
    renderResource({ resource: salonesResource, path: '/salon/detalle/7', dataProvider: memoryDataProvider({ records: [aula], lookups: { sedes: SEDES } }) });
    expect(await screen.findByText('Aula Magna')).toBeInTheDocument();
    expect(await screen.findByText('Sede Sur')).toBeInTheDocument();
    expect(screen.getByText('Laboratorio')).toBeInTheDocument();
    expect(screen.getByText('No')).toBeInTheDocument();
    expect(screen.getByText('regular_1, lab')).toBeInTheDocument();
    expect(screen.getAllByText('No hay información')).toHaveLength(2); // numero and url
    expect(screen.getByText('Tipos permitidos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lista' })).toHaveAttribute('href', '/salones');
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/salon/editar/7');
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });
});

describe('salones create (generated)', () => {
  it('has Nombre, Capacidad, Activo, Sede and Tipo but no Enlace de la sala virtual; validates; creates and goes to the detail', async () => {
    const dataProvider = memoryDataProvider({ lookups: { sedes: SEDES } });
    const view = renderResource({ resource: salonesResource, path: '/salon/nuevo', dataProvider });
    const nombre = await screen.findByLabelText(/^Nombre/);
    expect(screen.getByLabelText(/^Capacidad/)).toBeInTheDocument();
    expect(screen.getByLabelText('Activo')).toBeChecked(); // declared default
    expect(screen.queryByLabelText(/^Enlace de la sala virtual/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findAllByText(MESSAGES.required)).not.toHaveLength(0);
    expect(dataProvider.create).not.toHaveBeenCalled();

    await userEvent.type(nombre, 'Aula 9');
    await userEvent.type(screen.getByLabelText(/^Capacidad/), '500');
    await chooseOption(/^Sede/, 'Sede Norte');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText(MESSAGES.max(200))).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Capacidad/));
    await userEvent.type(screen.getByLabelText(/^Capacidad/), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({
      nombre: 'Aula 9',
      capacidad: 25,
      sede_id: 3,
      tipo_salon: 'regular',
      activo: true,
    });
    expect(await screen.findByText('Salon Creado')).toBeInTheDocument();
    await waitFor(() => expect(view.pathname()).toBe('/salon/detalle/1'));
  });

  it('shows the server field errors on the inputs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs the rejected call
    const dataProvider = memoryDataProvider({ lookups: { sedes: SEDES } });
    dataProvider.create.mockRejectedValueOnce(
      new HttpError('Ya existe', 409, { code: 'Conflict', errors: { nombre: 'Ya existe un registro con este valor' } }),
    );
    renderResource({ resource: salonesResource, path: '/salon/nuevo', dataProvider });
    await userEvent.type(await screen.findByLabelText(/^Nombre/), 'Aula 1');
    await userEvent.type(screen.getByLabelText(/^Capacidad/), '10');
    await chooseOption(/^Sede/, 'Sede Sur');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Ya existe un registro con este valor')).toBeInTheDocument();
    expect(screen.queryByText('Salon Creado')).not.toBeInTheDocument();
  });
});

describe('salones edit (generated)', () => {
  it('edits Nombre, Capacidad, Activo and Enlace de la sala virtual and returns to the detail with Salon Actualizado', async () => {
    const dataProvider = memoryDataProvider({ records: [aula], lookups: { sedes: SEDES } });
    const view = renderResource({ resource: salonesResource, path: '/salon/editar/7', dataProvider });
    const url = await screen.findByLabelText(/^Enlace de la sala virtual/);
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Aula Magna');
    await userEvent.type(url, 'no es url');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MESSAGES.url)).toBeInTheDocument();

    await userEvent.clear(url);
    await userEvent.type(url, 'https://aula.example/magna');
    await userEvent.click(screen.getByLabelText('Activo'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1].data).toMatchObject({ url: 'https://aula.example/magna', activo: true });
    expect(await screen.findByText('Salon Actualizado')).toBeInTheDocument();
    await waitFor(() => expect(view.pathname()).toBe('/salon/detalle/7'));
    const main = await screen.findByText('https://aula.example/magna');
    expect(within(main.closest('a') as HTMLElement).getByText('https://aula.example/magna')).toBeInTheDocument();
  });
});
