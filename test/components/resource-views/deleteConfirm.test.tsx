// 'Eliminar' on the generated detail (page and dialog) and edit views of a throw-away declaration:
// a confirm naming the record, cancel does nothing, confirm deletes (pessimistic), then the list
// and the declaration's message; no button without the delete code.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defineResource, type ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { buildResource } from '../../../src/resource-views/buildResource';
import { memoryDataProvider, renderResource } from './harness';

const autores = defineResource({
  name: 'autores',
  prefix: 'autor',
  label: { one: 'Autor', many: 'Autores' },
  table: 'autores',
  representation: '{nombre} {apellido}',
  messages: { created: 'Autor Creado', updated: 'Autor Actualizado' },
  permissions: { list: 'A1', show: 'A2', create: 'A3', edit: 'A4', delete: 'A5' },
  fields: [
    { source: 'nombre', type: 'text', label: 'Nombre', required: true },
    { source: 'apellido', type: 'text', label: 'Apellido' },
  ],
  list: { columns: ['nombre', 'apellido'], perPage: 10, perPageOptions: [10], sort: { field: 'nombre', order: 'ASC' } },
});

const CODES = ['A1', 'A2', 'A3', 'A4', 'A5'];
const BORGES = { id: 4, nombre: 'Jorge Luis', apellido: 'Borges' };

function setup(path: string, { declaration = autores, codes = CODES }: { declaration?: ResourceDeclaration; codes?: string[] } = {}) {
  const memory = memoryDataProvider({ records: [BORGES] });
  const dataProvider = {
    ...memory,
    // The API removes the row (the harness' delete only answers).
    delete: vi.fn(async (_resource: string, params: { id: unknown; previousData?: unknown }) => {
      const index = memory.rows.findIndex((row) => String(row.id) === String(params.id));
      const [gone] = memory.rows.splice(index, 1);
      return { data: gone };
    }),
  };
  const view = renderResource({ resource: buildResource(declaration), path, dataProvider, codes });
  return { dataProvider, view };
}

describe('delete with a confirm naming the record', () => {
  it('detail page: asks, cancel does nothing, confirm deletes and goes to the list with the default message', async () => {
    const { dataProvider, view } = setup('/autor/detalle/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    let confirm = await screen.findByRole('dialog', { name: '¿Eliminar Autor «Jorge Luis Borges»?' });
    expect(within(confirm).getByText('Esta acción no se puede deshacer.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.delete).not.toHaveBeenCalled();
    expect(view.pathname()).toBe('/autor/detalle/4');

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    confirm = await screen.findByRole('dialog', { name: '¿Eliminar Autor «Jorge Luis Borges»?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledTimes(1));
    expect(dataProvider.delete.mock.calls[0][1]).toMatchObject({ id: 4, previousData: BORGES });
    expect(await screen.findByText('Autor eliminado')).toBeInTheDocument();
    await waitFor(() => expect(view.pathname()).toBe('/autores'));
  });

  it("edit page: Eliminar beside Guardar, the declaration's messages.deleted", async () => {
    const { dataProvider, view } = setup('/autor/editar/4', {
      declaration: { ...autores, messages: { ...autores.messages, deleted: 'Autor Borrado' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar Autor «Jorge Luis Borges»?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledTimes(1));
    expect(dataProvider.update).not.toHaveBeenCalled();
    expect(await screen.findByText('Autor Borrado')).toBeInTheDocument();
    await waitFor(() => expect(view.pathname()).toBe('/autores'));
  });

  it('detail dialog (views.modal): confirm deletes, closes the dialog and the row leaves the list', async () => {
    const { dataProvider, view } = setup('/autores', { declaration: { ...autores, views: { modal: true } } });
    await userEvent.click(await screen.findByRole('link', { name: 'Ver' }));
    const show = await screen.findByRole('dialog', { name: 'Autor «Jorge Luis Borges»' });
    await userEvent.click(await within(show).findByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar Autor «Jorge Luis Borges»?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Autor eliminado')).toBeInTheDocument();
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
    // The closed dialog's record is not read again (it is gone: the API would answer 404).
    expect(dataProvider.getOne).toHaveBeenCalledTimes(1);
    expect(view.pathname()).toBe('/autores');
  });

  it('without the delete code (or a declaration without one) there is no Eliminar', async () => {
    const first = setup('/autor/detalle/4', { codes: ['A1', 'A2', 'A4'] });
    // Editar answers from the same access checks: once it shows, Eliminar would have too.
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    first.view.unmount();

    const { permissions } = autores;
    setup('/autor/detalle/4', { declaration: { ...autores, permissions: { ...permissions, delete: undefined } } });
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });
});
