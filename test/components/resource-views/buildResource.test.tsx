// A declaration made up here, never seen by the app: buildResource alone must give it working
// list, detail, create, edit and masivo pages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../core/engine/declaration/resource';
import { MESSAGES } from '../../../core/engine/validation';
import { buildResource } from '../../../src/resource-views/buildResource';
import { lazyView } from '../../../src/shell/lazyView';
import { memoryDataProvider, renderResource } from './harness';

const libros = defineResource({
  name: 'libros',
  prefix: 'libro',
  label: { one: 'Libro', many: 'Libros' },
  table: 'libros',
  representation: '{titulo}',
  messages: { created: 'Libro Creado', updated: 'Libro Actualizado' },
  permissions: { list: 'L1', show: 'L2', create: 'L3', edit: 'L4', bulk: 'L5' },
  fields: [
    { source: 'titulo', type: 'text', label: 'Título', required: true, maxLength: 40 },
    { source: 'paginas', type: 'integer', label: 'Páginas', min: 1 },
    { source: 'prestable', type: 'boolean', label: 'Prestable' },
    { source: 'publicado', type: 'date', label: 'Publicado' },
    { source: 'formato', type: 'select', label: 'Formato', choices: [{ id: 'tapa', name: 'Tapa dura' }, { id: 'rustica', name: 'Rústica' }] },
    { source: 'codigo', type: 'text', label: 'Código', readOnly: true },
  ],
  list: {
    columns: ['titulo', 'publicado', 'formato', 'prestable'],
    columnLabels: { titulo: 'Nombre del libro' },
    perPage: 5,
    perPageOptions: [5, 10],
    sort: { field: 'titulo', order: 'ASC' },
  },
  bulk: { columns: ['titulo', 'paginas'] },
});

const CODES = ['L1', 'L2', 'L3', 'L4', 'L5'];
const resource = buildResource(libros);
const BOOK = { id: 3, titulo: 'Rayuela', paginas: 600, prestable: true, publicado: '1963-06-28', formato: 'rustica', codigo: 'R-1' };

describe('buildResource with a throw-away declaration', () => {
  it('builds every view plus masivo, an icon and the record representation', () => {
    expect(resource.declaration).toBe(libros);
    expect(resource.bulk).toBeDefined();
    expect(resource.recordRepresentation(BOOK)).toBe('Rayuela');
    expect(buildResource({ ...libros, bulk: undefined }).bulk).toBeUndefined();
    const Custom = () => null;
    expect(buildResource(libros, { show: Custom }).show).toBe(Custom);
  });

  it("list: a lazy toolbar link's code is fetched with the list's own, before the toolbar draws it", async () => {
    let arrive: (view: () => React.JSX.Element) => void = () => undefined;
    const load = vi.fn(() => new Promise<() => React.JSX.Element>((resolve) => (arrive = resolve)));
    const Inventario = lazyView(load, null);
    const withLink = buildResource(libros, { sections: { listActions: [{ key: 'inventario', element: <Inventario /> }] } });
    expect(load).not.toHaveBeenCalled();
    renderResource({ resource: withLink, path: '/libros', dataProvider: memoryDataProvider({ records: [BOOK] }), codes: CODES });
    // Asked as the list page first draws, while the list itself is still loading.
    expect(screen.queryByText('Rayuela')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    arrive(() => <a href="#/inventario">Inventario</a>);
    expect(await screen.findByRole('link', { name: 'Inventario' })).toBeInTheDocument();
    expect(await screen.findByText('Rayuela')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('list: headers from the labels (and columnLabels), formatted cells, no search box', async () => {
    renderResource({ resource, path: '/libros', dataProvider: memoryDataProvider({ records: [BOOK] }), codes: CODES });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      // The first: the rows' selection checkbox (bulk actions).
      '', 'Nombre del libro', 'Publicado', 'Formato', 'Prestable', 'Acción',
    ]);
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('28/06/1963')).toBeInTheDocument();
    expect(within(row).getByText('Rústica')).toBeInTheDocument();
    expect(within(row).getByText('Sí')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/libro/detalle/3');
    expect(screen.queryByLabelText('Buscar')).not.toBeInTheDocument();
  });

  it('detail: every field, empty ones as No hay información', async () => {
    renderResource({
      resource,
      path: '/libro/detalle/3',
      dataProvider: memoryDataProvider({ records: [{ ...BOOK, paginas: null, formato: '' }] }),
      codes: CODES,
    });
    expect(await screen.findByText('Rayuela')).toBeInTheDocument();
    expect(screen.getByText('R-1')).toBeInTheDocument();
    expect(screen.getByText('28/06/1963')).toBeInTheDocument();
    expect(screen.getAllByText('No hay información')).toHaveLength(2);
  });

  it('create: only writable fields, shared validation, success message and detail route', async () => {
    const dataProvider = memoryDataProvider();
    const view = renderResource({ resource, path: '/libro/nuevo', dataProvider, codes: CODES });
    expect(await screen.findByLabelText(/^Título/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Código/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Título/), 'x'.repeat(41));
    await userEvent.type(screen.getByLabelText(/^Páginas/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText(MESSAGES.maxLength(40))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.min(1))).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Título/));
    await userEvent.type(screen.getByLabelText(/^Título/), 'Ficciones');
    await userEvent.clear(screen.getByLabelText(/^Páginas/));
    await userEvent.type(screen.getByLabelText(/^Páginas/), '180');
    await userEvent.click(screen.getByRole('combobox', { name: /^Formato/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tapa dura' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ titulo: 'Ficciones', paginas: 180, formato: 'tapa', prestable: false });
    expect(await screen.findByText('Libro Creado')).toBeInTheDocument();
    await waitFor(() => expect(view.pathname()).toBe('/libro/detalle/1'));
  });

  it('edit: prefilled (date shown DD/MM/YYYY), saves, success message', async () => {
    const dataProvider = memoryDataProvider({ records: [BOOK] });
    const view = renderResource({ resource, path: '/libro/editar/3', dataProvider, codes: CODES });
    expect(await screen.findByLabelText(/^Publicado/)).toHaveValue('28/06/1963');
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Rayuela');
    await userEvent.type(screen.getByLabelText(/^Título/), ' (2ª ed.)');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1].data).toMatchObject({ titulo: 'Rayuela (2ª ed.)', publicado: '1963-06-28' });
    expect(await screen.findByText('Libro Actualizado')).toBeInTheDocument();
    await waitFor(() => expect(view.pathname()).toBe('/libro/detalle/3'));
  });

  it('masivo: shows the bulk column order and validates lines with the declaration', async () => {
    renderResource({ resource, path: '/libro/masivo', dataProvider: memoryDataProvider(), codes: CODES });
    // The columns by their labels, in order (issue 43 point 7).
    const columns = await screen.findByRole('list', { name: 'Columnas' });
    expect(within(columns).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Título', 'Páginas']);
    expect(screen.getByText('Carga masiva de Libros')).toBeInTheDocument();
  });
});
