import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import salonesResource from '../../../resources/salones';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const SEDES = [
  { id: 3, name: 'Sede Norte', nombre: 'Sede Norte' },
  { id: 4, name: 'Sede Sur', nombre: 'Sede Sur' },
];

const room = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  nombre: `Aula ${String(id).padStart(2, '0')}`,
  numero: String(100 + id),
  capacidad: 20 + id,
  tipo_salon: 'regular',
  sede_id: 3,
  activo: true,
  url: null,
  tipos_permitidos: [],
  ...extra,
});

describe('salones list (generated)', () => {
  it('shows the declared columns, Sí/No, the Sala virtual link and a Ver link per row', async () => {
    const dataProvider = memoryDataProvider({
      records: [room(1, { url: 'https://aula.example/sala-1' }), room(2, { activo: false })],
      lookups: { sedes: SEDES },
    });
    renderResource({ resource: salonesResource, path: '/salones', dataProvider });

    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    // The select-all checkbox first (the list's and detail's codes allow 'Exportar selección'), Sede beside the name.
    expect(headers).toEqual(['', 'Nombre', 'Sede', 'Capacidad', 'Activo', 'Sala virtual', 'Acción']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Aula 01')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Sí')).toBeInTheDocument();
    expect(within(rows[1]).getByText('No')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'https://aula.example/sala-1' })).toHaveAttribute('href', 'https://aula.example/sala-1');
    expect(within(rows[1]).getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/salon/detalle/2');
  });

  it('pages by list.perPage (10) and sorts by nombre', async () => {
    const dataProvider = memoryDataProvider({ records: Array.from({ length: 12 }, (_, i) => room(12 - i)) });
    renderResource({ resource: salonesResource, path: '/salones', dataProvider });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Aula 01')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).queryByText('Aula 11')).not.toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'salones',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'nombre', order: 'ASC' } }),
    );
  });

  it("says 'No se encontraron registros' when there is nothing, keeping the toolbar", async () => {
    renderResource({ resource: salonesResource, path: '/salones', dataProvider: memoryDataProvider() });
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo' })).toHaveAttribute('href', '/salon/nuevo');
  });

  it('shows Nuevo, Masivo and Importar CSV by permission, Actualizar always', async () => {
    renderResource({ resource: salonesResource, path: '/salones', dataProvider: memoryDataProvider() });
    expect(await screen.findByRole('link', { name: 'Nuevo' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Masivo' })).toHaveAttribute('href', '/salon/masivo');
    expect(screen.getByRole('button', { name: 'Importar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });

  it('hides Nuevo, Masivo, Importar CSV and Ver without their codes', async () => {
    const { authProvider } = renderResource({
      resource: salonesResource,
      path: '/salones',
      dataProvider: memoryDataProvider({ records: [room(1)] }),
      codes: ['B2903DC1'],
    });
    expect(await screen.findByText('Aula 01')).toBeInTheDocument();
    // Every permission answer is in (false) before looking for what it hides.
    // (the fifth: 'Exportar', shown only with the list's and the detail's codes: issue 43)
    await waitFor(() => expect(authProvider.canAccess).toHaveBeenCalledTimes(5));
    await Promise.all(authProvider.canAccess.mock.results.map((result) => result.value));
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuevo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Masivo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver' })).not.toBeInTheDocument();
  });
});
