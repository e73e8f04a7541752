// `views: { modal: true }` on a throw-away declaration: create, detail and edit open as dialogs over
// the list, each at its own route (#/boletin/nuevo, #/boletin/detalle/7…, which open the list with
// that dialog), save through the same inputs and messages as the pages, close back to the list and
// refresh it; `lockedDialogs` keeps them open against Escape and clicks outside.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../core/engine/declaration/resource';
import { MESSAGES } from '../../../core/engine/validation';
import { buildResource } from '../../../src/resource-views/buildResource';
import { memoryDataProvider, renderResource } from './harness';

const boletines = defineResource({
  name: 'boletines',
  prefix: 'boletin',
  label: { one: 'Boletín', many: 'Boletines' },
  table: 'boletines',
  representation: '{titulo}',
  messages: { created: 'Boletín Creado', updated: 'Boletín Actualizado' },
  permissions: { list: 'R1', show: 'R2', create: 'R3', edit: 'R4', delete: 'R5' },
  views: { modal: true },
  fields: [
    { source: 'titulo', type: 'text', label: 'Título', required: true, maxLength: 40 },
    { source: 'numero', type: 'integer', label: 'Número', min: 1 },
  ],
  list: { columns: ['titulo', 'numero'], perPage: 10, perPageOptions: [10], sort: { field: 'titulo', order: 'ASC' } },
});

const CODES = ['R1', 'R2', 'R3', 'R4', 'R5'];
const resource = buildResource(boletines);
const SEMANA = { id: 7, titulo: 'Semana', numero: 12 };

const open = (codes = CODES) => {
  const dataProvider = memoryDataProvider({ records: [SEMANA] });
  // The harness edits its rows in place; the API answers new objects, which the memoised rows need.
  const listRows = dataProvider.getList.getMockImplementation()!;
  dataProvider.getList.mockImplementation(async (...args) => {
    const page = await listRows(...args);
    return { ...page, data: page.data.map((row) => ({ ...row })) };
  });
  const view = renderResource({ resource, path: '/boletines', dataProvider, codes });
  return { dataProvider, view };
};

describe('modal views', () => {
  it("'Nuevo' opens the create form in a dialog, not a route; Crear saves, closes and refreshes", async () => {
    const { dataProvider, view } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Boletín' });
    expect(view.pathname()).toBe('/boletin/nuevo');
    // The page's inputs and validation.
    await userEvent.type(within(dialog).getByLabelText(/^Número/), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText(MESSAGES.min(1))).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/^Título/), 'Cambio');
    await userEvent.clear(within(dialog).getByLabelText(/^Número/));
    await userEvent.type(within(dialog).getByLabelText(/^Número/), '3');
    const listCalls = dataProvider.getList.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ titulo: 'Cambio', numero: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.pathname()).toBe('/boletines');
    expect(await screen.findByText('Boletín Creado')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Cambio' })).toBeInTheDocument();
    expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(listCalls);
    expect(view.pathname()).toBe('/boletines');
  });

  it('Cancelar and Escape close the create dialog without saving', async () => {
    const { dataProvider } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nuevo Boletín' });
    await userEvent.type(within(dialog).getByLabelText(/^Título/), 'Borrador');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    dialog = await screen.findByRole('dialog', { name: 'Nuevo Boletín' });
    await userEvent.type(within(dialog).getByLabelText(/^Título/), 'Otro{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("a row's 'Ver' opens the detail dialog; its 'Editar' opens the edit dialog, which saves through update", async () => {
    const { dataProvider, view } = open();
    await userEvent.click(await screen.findByRole('link', { name: 'Ver' }));
    const show = await screen.findByRole('dialog', { name: 'Boletín «Semana»' });
    expect(view.pathname()).toBe('/boletin/detalle/7');
    expect(within(show).getByText('12')).toBeInTheDocument();

    await userEvent.click(await within(show).findByRole('button', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar Semana' });
    expect(view.pathname()).toBe('/boletin/editar/7');
    expect(within(edit).getByLabelText(/^Título/)).toHaveValue('Semana');
    await userEvent.type(within(edit).getByLabelText(/^Título/), ' Santa');
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1]).toMatchObject({ id: 7, data: { titulo: 'Semana Santa' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Boletín Actualizado')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Semana Santa' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/boletines');
  });

  it('without the edit code the detail dialog has no Editar; without the create code no Nuevo', async () => {
    open(['R1', 'R2', 'R5']);
    await userEvent.click(await screen.findByRole('link', { name: 'Ver' }));
    const show = await screen.findByRole('dialog', { name: 'Boletín «Semana»' });
    // Eliminar (delete code, held) shows once the access checks have answered.
    expect(await within(show).findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(within(show).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo' })).not.toBeInTheDocument();
  });

  it('each dialog’s route opens the list with that dialog open', async () => {
    const dataProvider = memoryDataProvider({ records: [SEMANA] });
    const view = renderResource({ resource, path: '/boletin/editar/7', dataProvider, codes: CODES });
    const edit = await screen.findByRole('dialog', { name: 'Editar Semana' });
    // The list behind it (hidden from assistive technology while the dialog is open).
    expect(await screen.findByRole('cell', { name: 'Semana', hidden: true })).toBeInTheDocument();
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.pathname()).toBe('/boletines');
    view.unmount();
    renderResource({ resource, path: '/boletin/detalle/7', dataProvider, codes: CODES });
    expect(await screen.findByRole('dialog', { name: 'Boletín «Semana»' })).toBeInTheDocument();
  });

  it('locked dialogs close by their buttons only, never by Escape', async () => {
    const locked = buildResource({ ...boletines, views: { modal: true, lockedDialogs: true } });
    const view = renderResource({ resource: locked, path: '/boletin/detalle/7', dataProvider: memoryDataProvider({ records: [SEMANA] }), codes: CODES });
    const show = await screen.findByRole('dialog', { name: 'Boletín «Semana»' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Boletín «Semana»' })).toBeInTheDocument();
    await userEvent.click(within(show).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.pathname()).toBe('/boletines');
  });
});
