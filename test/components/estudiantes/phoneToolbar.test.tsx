// The list toolbar on a phone (issue 43 point 8): 'Nuevo' keeps its words on the bar and the other
// actions are items (icon and words) of the labelled 'Más acciones' menu — 'Procesar vigencias'
// among them, opening its own dialog and still behind 71A798F; a tablet keeps react-admin's bar.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { P } from '../../../core/engine/permissions';
import estudiantesResource from '../../../resources/estudiantes';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { stubViewport } from '../viewport';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';

const provider = () => {
  const dataProvider = memoryDataProvider({ records: [{ ...STUDENT, id: 1 }] });
  dataProvider.call.mockResolvedValue({ mensaje: 'Vigencias procesadas', desactivados: 0, reactivados: 0 });
  return dataProvider;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the students list toolbar on a phone', () => {
  it("keeps 'Nuevo' with its words and puts 'Procesar vigencias' in 'Más acciones', which opens its dialog", async () => {
    stubViewport(390);
    const dataProvider = provider();
    renderResource({ resource: estudiantesResource, path: '/estudiantes', dataProvider });
    expect(await screen.findByRole('link', { name: 'Nuevo' })).toHaveTextContent('Nuevo');
    const more = await screen.findByRole('button', { name: 'Más acciones' });
    expect(screen.queryByRole('button', { name: 'Procesar vigencias' })).toBeNull();
    await userEvent.click(more);
    const menu = await screen.findByRole('menu');
    // In the toolbar's order, the item behind a permission read included.
    await within(menu).findByRole('menuitem', { name: 'Procesar vigencias' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Procesar vigencias', 'Masivo', 'Importar', 'Exportar', 'Actualizar']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Procesar vigencias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Procesar vigencias' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Procesar' }));
    await waitFor(() => expect(dataProvider.call).toHaveBeenCalledWith('estudiante/procesar_re_ac', {}));
  });

  it("offers no 'Procesar vigencias' item without 71A798F", async () => {
    stubViewport(390);
    renderResource({ resource: estudiantesResource, path: '/estudiantes', dataProvider: provider(), codes: [P.estudiantes.list, P.estudiantes.create] });
    await userEvent.click(await screen.findByRole('button', { name: 'Más acciones' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Actualizar' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Procesar vigencias' })).toBeNull();
  });

  it("keeps 'Editar' with its words on a detail and its links in 'Más acciones', in order", async () => {
    stubViewport(390);
    renderResource({ resource: estudiantesResource, path: '/estudiante/detalle/12', dataProvider: memoryDataProvider({ records: [{ ...STUDENT, id: 12 }], lookups: STUDENT_LOOKUPS }) });
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveTextContent('Editar');
    await userEvent.click(await screen.findByRole('button', { name: 'Más acciones' }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Clases' });
    const items = within(menu).getAllByRole('menuitem');
    const names = items.map((item) => item.textContent);
    // 'Lista' first, the student's own links after it in the toolbar's order, 'Actualizar' last.
    expect(names[0]).toBe('Lista');
    expect(names.indexOf('Contraseña')).toBeLessThan(names.indexOf('Clases'));
    expect(names.at(-1)).toBe('Actualizar');
    expect(within(menu).getByRole('menuitem', { name: 'Clases' })).toHaveAttribute('href', '/estudiante/progreso/12');
  });

  it('keeps every action on the bar on a tablet', async () => {
    stubViewport(768);
    renderResource({ resource: estudiantesResource, path: '/estudiantes', dataProvider: provider() });
    expect(await screen.findByRole('button', { name: 'Procesar vigencias' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Más acciones' })).toBeNull();
  });
});
