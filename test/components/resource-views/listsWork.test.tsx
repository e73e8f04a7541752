// Lists a secretary can work in (issue 43 point 6): a filter sidebar from the declaration (its saved
// queries, one-click items per select and yes/no filter), row checkboxes with 'Exportar selección'
// (the list's code) and a bulk 'Eliminar' only with the delete code, and 10/25/50/100 per page
// beside the declared sizes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LookupOption } from '../../../dataProvider/types';
import { defineResource, type ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { buildResource } from '../../../src/resource-views/buildResource';
import { memoryDataProvider, renderResource } from './harness';

const socios = defineResource({
  name: 'socios',
  prefix: 'socio',
  label: { one: 'Socio', many: 'Socios' },
  table: 'socios',
  representation: '{nombre}',
  messages: { created: 'Socio creado', updated: 'Socio actualizado' },
  permissions: { list: 'S1', show: 'S2', delete: 'S3' },
  fields: [
    { source: 'nombre', type: 'text', label: 'Nombre' },
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede' },
    { source: 'activo', type: 'boolean', label: 'Activo' },
    { source: 'vence', type: 'date', label: 'Vence' },
  ],
  list: {
    columns: ['nombre', 'sede_id', 'activo'],
    perPage: 10,
    perPageOptions: [5, 10, 15, 20],
    sort: { field: 'id', order: 'ASC' },
    filters: ['sede_id', 'activo', 'vence'],
  },
});

const RECORDS = [
  { id: 1, nombre: 'Ana', sede_id: 2, activo: true },
  { id: 2, nombre: 'Luis', sede_id: 1, activo: false },
  { id: 3, nombre: 'Marta', sede_id: 1, activo: true },
];
const SEDES: LookupOption[] = [
  { id: 1, name: 'Sede Norte' },
  { id: 2, name: 'Sede Sur' },
];

function renderList(codes: string[], declaration: ResourceDeclaration = socios) {
  const dataProvider = Object.assign(memoryDataProvider({ records: RECORDS, lookups: { sedes: SEDES } }), {
    exportar: vi.fn(async () => ({ fileName: 'socios.csv', bytes: 10 })),
  });
  const view = renderResource({ resource: buildResource(declaration), path: `/${declaration.name}`, dataProvider, codes });
  return { ...view, dataProvider };
}

const sidebar = () => screen.findByRole('complementary', { name: 'Filtros de la lista' });
const lastFilter = (dataProvider: ReturnType<typeof renderList>['dataProvider']) =>
  (dataProvider.getList.mock.calls.at(-1)?.[1] as { filter?: Record<string, unknown> }).filter;

describe('filter sidebar', () => {
  it('lists the saved queries and each select or yes/no filter with its options; a click filters, a second clears', async () => {
    const { dataProvider } = renderList(['S1', 'S2']);
    const aside = await sidebar();
    expect(within(aside).getByText('Consultas guardadas')).toBeInTheDocument();
    expect(within(aside).getByText('Activo')).toBeInTheDocument();
    // A date filter has no one-click items: it stays in 'Agregar filtro'.
    expect(within(aside).queryByText('Vence')).toBeNull();
    // A lookup's options load when its section opens: the page asks for no list its table does not show.
    expect(within(aside).queryByText('Sede Sur')).toBeNull();
    await userEvent.click(within(aside).getByRole('button', { name: 'Sede' }));
    await userEvent.click(await within(aside).findByText('Sede Sur'));
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ sede_id: 2 }));
    await userEvent.click(within(aside).getByText('No'));
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ sede_id: 2, activo: false }));
    await userEvent.click(within(aside).getByText('Sede Sur'));
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ activo: false }));
  });
});

describe('row checkboxes and bulk actions', () => {
  it('exports the selected rows only, by their ids; no bulk Eliminar without the delete code', async () => {
    const { dataProvider } = renderList(['S1', 'S2']);
    await screen.findByText('Luis');
    const boxes = await screen.findAllByRole('checkbox', { name: 'Seleccionar esta fila' });
    expect(boxes).toHaveLength(3);
    await userEvent.click(boxes[0]);
    await userEvent.click(boxes[2]);
    await waitFor(() => expect(boxes[2]).toBeChecked());
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar selección' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(dataProvider.exportar).toHaveBeenCalledTimes(1));
    expect(dataProvider.exportar.mock.calls[0]).toEqual(['socios', expect.objectContaining({ filter: { ids: [1, 3] }, formato: 'csv' })]);
  });

  it('deletes the selected rows through deleteMany with the delete code, after confirming', async () => {
    const { dataProvider } = renderList(['S1', 'S2', 'S3']);
    await screen.findByText('Luis');
    const boxes = await screen.findAllByRole('checkbox', { name: 'Seleccionar esta fila' });
    await userEvent.click(boxes[1]);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirmar/i }));
    await waitFor(() => expect(dataProvider.deleteMany).toHaveBeenCalledTimes(1));
    expect(dataProvider.deleteMany.mock.calls[0]).toEqual(['socios', expect.objectContaining({ ids: [2] })]);
  });
});

describe('page sizes', () => {
  it('offers 10, 25, 50 and 100 per page beside the declared 5, 10, 15, 20', async () => {
    renderList(['S1', 'S2']);
    await screen.findByText('Luis');
    await userEvent.click(screen.getByRole('combobox', { name: /por página/i }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '15', '20', '25', '50', '100']);
  });
});
