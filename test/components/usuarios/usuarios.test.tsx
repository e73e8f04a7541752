// The staff users' views (docs/security.md 'Staff users and global management') with an in-memory
// dataProvider: the list's group or 'Sin Asignar'; the detail's 'No registra' and 'Últimos Eventos'
// page by page ('Ver más'); the edit page's group, permitted sedes and 'Invalidar Tokens', each its
// named action.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import usuariosResource from '../../../resources/usuarios';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const LAURA = {
  id: 9, version: 1, primer_nombre: 'Laura', segundo_nombre: null, primer_apellido: 'Gómez', segundo_apellido: null, tipo_documento: 'CC',
  numero_documento: '52000111', email: 'laura@sedes.escuela.test', telefono: null, movil: '3001112233', sede_id: 1, grupo_id: null, activo: true,
  ultimo_ingreso: null, invalid_token_time: null, sedes_permitidas: [1],
};
const LOOKUPS = {
  tiposDocumento: [{ id: 'CC', name: 'Cédula de ciudadanía' }],
  sedes: [{ id: 1, name: 'Bogotá Chapinero' }, { id: 2, name: 'Bogotá Usaquén' }],
  grupos: [{ id: 3, name: 'Consulta' }, { id: 4, name: 'Secretaría de sede' }],
};
const event = (n: number) => ({ id: n, universo: 'salones', tipo: 'editar', evento: `Evento ${n}`, contenido: {}, created_at: '2026-11-20T15:00:00Z', usuario_id: 9, usuario: 'Laura Gómez', registro_id: 1 });

function provider() {
  const dataProvider = memoryDataProvider({ records: [LAURA, { ...LAURA, id: 10, email: 'otro@sedes.escuela.test', grupo_id: 4 }], lookups: LOOKUPS });
  dataProvider.read.mockImplementation(async (path: string, body?: unknown) => {
    if (path !== 'event/search') throw new Error(path);
    const page = (body as { paginate: { page: number } }).paginate.page;
    return { datos: { data: page === 1 ? [event(12), event(11)] : [event(10)], page, lastPage: 2, total: 3 } };
  });
  dataProvider.call.mockResolvedValue({ mensaje: 'ok' });
  return dataProvider;
}

describe('staff users', () => {
  it("list their group, or 'Sin Asignar'", async () => {
    renderResource({ resource: usuariosResource, path: '/usuarios', dataProvider: provider() });
    expect(await screen.findByText('Sin Asignar')).toBeInTheDocument();
    expect(await screen.findByText('Secretaría de sede')).toBeInTheDocument();
  });

  it("the detail says 'No registra' and pages the latest events with 'Ver más'", async () => {
    const dataProvider = provider();
    renderResource({ resource: usuariosResource, path: '/usuario/detalle/9', dataProvider });
    expect(await screen.findAllByText('No registra')).toHaveLength(2);
    const table = await screen.findByRole('table', { name: 'Últimos Eventos' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([expect.stringContaining('Evento 12'), expect.stringContaining('Evento 11')]);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
    expect(dataProvider.read).toHaveBeenCalledWith('event/search', { paginate: { page: 2 }, filters: { funcionario_id: 9 } });
  });

  it('the edit page changes the group, a permitted sede and ends the sessions', async () => {
    const dataProvider = provider();
    const view = renderResource({ resource: usuariosResource, path: '/usuario/editar/9', dataProvider });
    const grupo = await screen.findByRole('region', { name: 'Grupo' });
    await userEvent.click(await within(grupo).findByRole('combobox', { name: 'Grupo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Consulta' }));
    await userEvent.click(within(grupo).getByRole('button', { name: 'Guardar grupo' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('funcionario/editar_grupo', { id: 9, grupo_id: 3 }));
    const sedes = screen.getByRole('region', { name: 'Sedes permitidas' });
    // The only permitted sede cannot be switched off.
    expect(await within(sedes).findByRole('switch', { name: 'Bogotá Chapinero' })).toBeDisabled();
    await userEvent.click(within(sedes).getByRole('switch', { name: 'Bogotá Usaquén' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('funcionario/agregar_sede', { id: 9, sede_id: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Invalidar Tokens' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('user/invalidar_tokens', { id: 9 }));
    await waitFor(() => expect(view.pathname()).toBe('/usuario/detalle/9'));
  });
});
