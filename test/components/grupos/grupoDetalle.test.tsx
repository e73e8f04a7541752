// #/grupo/detalle/{id} (docs/security.md 'Permission groups'): one switch per permission of permisos/lista
// under its recurso's heading, on for the group's codes (grupo/detalle); a click saves that one
// code at once (grupo/agregar_permiso, quitar_permiso) and shows the group as answered; a refusal
// leaves the switch as stored; 'Actualizar' reads both again; without 4F40D01B the switches are
// read-only. And #/grupos: nombre and 'Ver', 'Nuevo Grupo' opening a small create dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import gruposResource from '../../../resources/grupos';
import type { Permiso } from '../../../core/engine/groupPermissions';
import { P } from '../../../core/engine/permissions';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const CATALOGO: Permiso[] = [
  { id: '4586B73F', codigo: '4586B73F', recurso: 'estudiantes', descripcion: 'Listar estudiantes' },
  { id: '560B5B09', codigo: '560B5B09', recurso: 'estudiantes', descripcion: 'Ver detalle de estudiante' },
  { id: '8A28EE41', codigo: '8A28EE41', recurso: 'docentes', descripcion: 'Listar docentes' },
  { id: 'BA0052EE', codigo: 'BA0052EE', recurso: 'inicio', descripcion: 'Ver disponibilidad actual' },
];

type Grupo = { id: number; version: number; nombre: string; permisos: { id: string; recurso: string }[] };

function setup(options: { codes?: string[]; refuse?: boolean } = {}) {
  let grupo: Grupo = { id: 5, version: 1, nombre: 'Consulta', permisos: [{ id: '4586B73F', recurso: 'estudiantes' }] };
  const dataProvider = memoryDataProvider({ records: [grupo, { id: 6, version: 1, nombre: 'Docente líder', permisos: [] }] });
  dataProvider.read.mockImplementation(async (path: string) => (path === 'permisos/lista' ? CATALOGO : grupo));
  dataProvider.call.mockImplementation(async (path: string, body?: unknown) => {
    if (options.refuse) throw new HttpError('No se puede quitar: ningún usuario activo podría administrar los grupos ni sus permisos.', 400, { code: 'ValidationError' });
    const { permiso } = body as { permiso: string };
    const recurso = CATALOGO.find((p) => p.codigo === permiso)?.recurso ?? '';
    const permisos = path === 'grupo/agregar_permiso' ? [...grupo.permisos, { id: permiso, recurso }] : grupo.permisos.filter((p) => p.id !== permiso);
    grupo = { ...grupo, permisos };
    return { mensaje: path === 'grupo/agregar_permiso' ? 'Permiso agregado' : 'Permiso quitado', registro: grupo };
  });
  const view = renderResource({ resource: gruposResource, path: '/grupo/detalle/5', dataProvider, codes: options.codes });
  return { dataProvider, view };
}

const calls = (dataProvider: ReturnType<typeof setup>['dataProvider'], verb: 'call' | 'read', path: string) =>
  dataProvider[verb].mock.calls.filter(([p]) => p === path).map(([, body]) => body);

describe('the group detail', () => {
  it('shows one switch per permission under its recurso, on for the codes the group holds', async () => {
    const { dataProvider } = setup();
    expect(await screen.findByRole('heading', { name: 'Consulta' })).toBeInTheDocument();
    // The catalogue's order of recursos: Inicio, Estudiantes, Docentes.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Inicio', 'Estudiantes', 'Docentes']);
    const estudiantes = screen.getByRole('region', { name: 'Estudiantes' });
    expect(within(estudiantes).getAllByRole('switch').map((s) => s.closest('label')?.textContent)).toEqual([
      'Listar estudiantes',
      'Ver detalle de estudiante',
    ]);
    expect(screen.getByRole('switch', { name: /Listar estudiantes/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Ver detalle de estudiante/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Listar docentes/ })).not.toBeChecked();
    expect(calls(dataProvider, 'read', 'grupo/detalle')).toEqual([{ id: '5' }]);
  });

  it('saves each click at once and shows the group as the server answered', async () => {
    const { dataProvider } = setup();
    await userEvent.click(await screen.findByRole('switch', { name: /Listar docentes/ }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Listar docentes/ })).toBeChecked());
    expect(calls(dataProvider, 'call', 'grupo/agregar_permiso')).toEqual([{ id: 5, permiso: '8A28EE41' }]);

    await userEvent.click(screen.getByRole('switch', { name: /Listar estudiantes/ }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Listar estudiantes/ })).not.toBeChecked());
    expect(calls(dataProvider, 'call', 'grupo/quitar_permiso')).toEqual([{ id: 5, permiso: '4586B73F' }]);
  });

  it('leaves the switch as stored when the server refuses', async () => {
    const { dataProvider } = setup({ refuse: true });
    const listar = await screen.findByRole('switch', { name: /Listar estudiantes/ });
    await userEvent.click(listar);
    await waitFor(() => expect(calls(dataProvider, 'call', 'grupo/quitar_permiso')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Listar estudiantes/ })).toBeEnabled());
    expect(screen.getByRole('switch', { name: /Listar estudiantes/ })).toBeChecked();
  });

  it("reads the group and the permissions again with 'Actualizar'", async () => {
    const { dataProvider } = setup();
    await screen.findByRole('heading', { name: 'Consulta' });
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(calls(dataProvider, 'read', 'grupo/detalle')).toHaveLength(2));
    await waitFor(() => expect(calls(dataProvider, 'read', 'permisos/lista')).toHaveLength(2));
  });

  it('is read-only without 4F40D01B', async () => {
    const { dataProvider } = setup({ codes: [P.grupos.show] });
    expect(await screen.findByText('Solo quien administra los grupos puede cambiar sus permisos.')).toBeInTheDocument();
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Lista' })).toBeNull();
    expect(dataProvider.call).not.toHaveBeenCalled();
  });
});

describe('the groups list', () => {
  it("lists the names with 'Ver' and creates a group in a small dialog", async () => {
    const dataProvider = memoryDataProvider({ records: [{ id: 5, version: 1, nombre: 'Consulta', permisos: [] }] });
    const { pathname } = renderResource({ resource: gruposResource, path: '/grupos', dataProvider });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Nombre', 'Acción']);
    expect(within(table).getByRole('link', { name: 'Ver' })).toHaveAttribute('href', expect.stringContaining('/grupo/detalle/5'));
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo Grupo' }));
    const dialog = await screen.findByRole('dialog');
    expect(pathname()).toBe('/grupo/nuevo');
    await userEvent.type(await within(dialog).findByLabelText(/^Nombre/), 'Coordinación de sede norte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledWith('grupos', expect.objectContaining({ data: { nombre: 'Coordinación de sede norte' } })));
  });

  it("offers no 'Ver' without the detail's code (90C25887)", async () => {
    const dataProvider = memoryDataProvider({ records: [{ id: 5, version: 1, nombre: 'Consulta', permisos: [] }] });
    renderResource({ resource: gruposResource, path: '/grupos', dataProvider, codes: [P.grupos.manage, P.estudiantes.list] });
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Ver' })).toBeNull();
  });
});
