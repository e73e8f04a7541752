// List tools (issue 25 point 4): the declared filters offered by 'Agregar filtro', each input from
// its field's type (a select over the form's options, a Sí/No that keeps 'Todos', a derived filter
// by its name), their values reaching the dataProvider, saved as named queries; a row opens its
// record on click for holders of the show code, on the table and on a phone's SimpleList alike, and
// is inert without it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LookupOption } from '../../../dataProvider/types';
import { defineResource, type ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { buildResource } from '../../../src/resource-views/buildResource';
import { stubViewport } from '../viewport';
import { memoryDataProvider, renderResource } from './harness';

const socios = defineResource({
  name: 'socios',
  prefix: 'socio',
  label: { one: 'Socio', many: 'Socios' },
  table: 'socios',
  representation: '{nombre} {apellido}',
  messages: { created: 'Socio creado', updated: 'Socio actualizado' },
  permissions: { list: 'S1', show: 'S2' },
  fields: [
    { source: 'nombre', type: 'text', label: 'Nombre' },
    { source: 'apellido', type: 'text', label: 'Apellido' },
    { source: 'numero_documento', type: 'text', label: 'Documento' },
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede' },
    { source: 'activo', type: 'boolean', label: 'Activo' },
    { source: 'vence', type: 'date', label: 'Vence' },
    { source: 'tipos', type: 'references', label: 'Tipos', choices: [{ id: 'lab', name: 'Laboratorio' }, { id: 'club', name: 'Club' }] },
  ],
  list: {
    columns: ['nombre', 'apellido', 'numero_documento', 'sede_id', 'activo'],
    perPage: 10,
    perPageOptions: [5, 10],
    sort: { field: 'id', order: 'ASC' },
    filters: [
      'sede_id',
      'activo',
      { name: 'vencido', label: 'Vencido', kind: 'expired', field: 'vence' },
      { name: 'tipo', label: 'Tipo', kind: 'holds', field: 'tipos' },
    ],
  },
});

const RECORDS = [
  { id: 1, nombre: 'Ana', apellido: 'Gómez', numero_documento: '1010', sede_id: 2, activo: true },
  { id: 2, nombre: 'Luis', apellido: 'Pérez', numero_documento: '2020', sede_id: 1, activo: false },
];
const SEDES: LookupOption[] = [
  { id: 1, name: 'Sede Norte' },
  { id: 2, name: 'Sede Sur' },
];

function renderList(codes: string[], declaration: ResourceDeclaration = socios) {
  const dataProvider = memoryDataProvider({ records: RECORDS, lookups: { sedes: SEDES } });
  const view = renderResource({ resource: buildResource(declaration), path: `/${declaration.name}`, dataProvider, codes });
  return { ...view, dataProvider };
}

/** The filter of the last getList call. */
const lastFilter = (dataProvider: ReturnType<typeof memoryDataProvider>) =>
  (dataProvider.getList.mock.calls.at(-1)?.[1] as { filter?: Record<string, unknown> }).filter;

async function addFilter(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Agregar filtro' }));
  await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: label }));
}

async function choose(input: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: input }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('declared filters', () => {
  it("offers each declared filter by its Spanish label under 'Agregar filtro'", async () => {
    renderList(['S1', 'S2']);
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar filtro' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitemcheckbox').map((item) => item.textContent)).toEqual(['Sede', 'Activo', 'Vencido', 'Tipo']);
  });

  it('filters by a select over the options the form uses, with Todos to leave it off', async () => {
    const { dataProvider } = renderList(['S1', 'S2']);
    await addFilter('Sede');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Sede' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Todos', 'Sede Norte', 'Sede Sur']);
    await userEvent.click(screen.getByRole('option', { name: 'Sede Sur' }));
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ sede_id: 2 }));
    // With a value set, react-admin names the empty option by what it does.
    await choose('Sede', 'Borrar valor');
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({}));
  });

  it('filters a yes/no field and a derived filter by Sí/No, and a holds filter by one of its list options', async () => {
    const { dataProvider } = renderList(['S1', 'S2']);
    await addFilter('Activo');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Activo' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Todos', 'No', 'Sí']);
    await userEvent.click(screen.getByRole('option', { name: 'No' }));
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ activo: false }));
    await addFilter('Vencido');
    await choose('Vencido', 'Sí');
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ activo: false, vencido: true }));
    await addFilter('Tipo');
    await choose('Tipo', 'Club');
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ activo: false, vencido: true, tipo: 'club' }));
  });

  it("has no 'Agregar filtro' on a list that declares no filter", async () => {
    renderList(['S1', 'S2'], { ...socios, list: { ...socios.list, filters: undefined } });
    await screen.findByText('Ana');
    expect(screen.queryByRole('button', { name: 'Agregar filtro' })).not.toBeInTheDocument();
  });
});

describe('saved queries', () => {
  it("saves the current filters under a name in 'Agregar filtro' and applies them again from there", async () => {
    const { dataProvider } = renderList(['S1', 'S2']);
    await addFilter('Sede');
    await choose('Sede', 'Sede Norte');
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ sede_id: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Guardar la consulta actual...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar la consulta actual como' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre de la consulta' }), 'Sede norte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Off again, then back from the saved query.
    await userEvent.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Quitar todos los filtros' }));
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({}));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sede norte' }));
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ sede_id: 1 }));
  });
});

describe('row click', () => {
  it('opens the detail from anywhere in a row for a holder of the show code, with the pointer', async () => {
    const view = renderList(['S1', 'S2']);
    const cell = await screen.findByText('Luis');
    const row = cell.closest('tr')!;
    expect(row).toHaveClass('aula-row-link');
    expect(getComputedStyle(row).cursor).toBe('pointer');
    await userEvent.click(within(row).getByText('2020'));
    await waitFor(() => expect(view.pathname()).toBe('/socio/detalle/2'));
  });

  it('is inert without the show code: no pointer, no link, no navigation', async () => {
    const view = renderList(['S1']);
    const row = (await screen.findByText('Luis')).closest('tr')!;
    expect(row).not.toHaveClass('aula-row-link');
    expect(row).not.toHaveAttribute('data-row-path');
    expect(getComputedStyle(row).cursor).not.toBe('pointer');
    expect(screen.queryByRole('link', { name: 'Ver' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByText('2020'));
    expect(view.pathname()).toBe('/socios');
  });

  it('agrees on a phone: an item opens the detail with the code and is plain text without it', async () => {
    stubViewport(390);
    const view = renderList(['S1', 'S2']);
    const item = await screen.findByRole('button', { name: /Luis Pérez/ });
    await userEvent.click(item);
    await waitFor(() => expect(view.pathname()).toBe('/socio/detalle/2'));
    view.unmount();
    renderList(['S1']);
    const text = await screen.findByText('Luis Pérez');
    expect(text.closest('li')).toBeInTheDocument();
    expect(text.closest('[role="button"], a, button')).toBeNull();
  });
});
