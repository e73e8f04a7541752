// A course's achievements (#/curso/7/logros): the list under its course, and the new, detail and
// edit dialogs each at its own route, locked against Escape, saving through the course (curso_id 7,
// meta.parentId 7) with their messages; row Editar/Eliminar only with the edit code.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import resource from '../../../resources/logros';
import { PERCENT_HINT } from '../../../resources/logros/schema';
import { ALL_PERMISSION_CODES } from '../../../core/engine/permissions';
import { MESSAGES } from '../../../core/engine/validation';
import { memoryDataProvider, renderResource } from '../resource-views/harness';

const CURSO = { id: 7, version: 1, codigo: 'EN-A1-1', nombre: 'Inglés A1 - Módulo 1', nivel_id: 1, activo: true };
const LOGRO = { id: 3, version: 1, curso_id: 7, titulo: 'Saluda en inglés', porcentaje: 25 };
const LOOKUPS = { cursos: [{ id: 7, name: 'Inglés A1 - Módulo 1' }] };
const EDIT_CODE = 'B50E2D63';

function open(path: string, codes = ALL_PERMISSION_CODES) {
  const dataProvider = memoryDataProvider({ records: [LOGRO], lookups: LOOKUPS });
  // The harness edits its rows in place; the API answers new objects, which the memoised rows need.
  const listRows = dataProvider.getList.getMockImplementation()!;
  dataProvider.getList.mockImplementation(async (...args) => {
    const page = await listRows(...args);
    return { ...page, data: page.data.map((row) => ({ ...row })) };
  });
  // The list's title reads the course.
  const oneRow = dataProvider.getOne.getMockImplementation()!;
  dataProvider.getOne.mockImplementation(async (name, params) => (name === 'cursos' ? { data: CURSO } : oneRow(name, params)));
  const view = renderResource({ resource, path, dataProvider, codes });
  return { dataProvider, view };
}

/** Clears the number input and types `value` (it starts at its default, 0). */
async function typePercent(dialog: HTMLElement, value: string) {
  const input = within(dialog).getByLabelText(/^Porcentaje/);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('logros', () => {
  it('#/curso/7/logros/nuevo opens the list with the locked new dialog; it validates the percentage and creates in the course', async () => {
    const { dataProvider, view } = open('/curso/7/logros/nuevo');
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Logro' });
    expect(await screen.findByRole('cell', { name: 'Saluda en inglés', hidden: true })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Nuevo Logro' })).toBeInTheDocument();
    expect(within(dialog).getByText(PERCENT_HINT)).toBeInTheDocument();
    // The course is the route's: shown, not chosen.
    expect(await within(dialog).findByText('Inglés A1 - Módulo 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Curso/ })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.type(within(dialog).getByLabelText(/^Título/), 'Presenta a su familia');
    await typePercent(dialog, '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText(MESSAGES.step(0.01))).toBeInTheDocument();
    await typePercent(dialog, '101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText(MESSAGES.max(100))).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await typePercent(dialog, '37.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create.mock.calls[0][0]).toBe('logros');
    expect(dataProvider.create.mock.calls[0][1].data).toMatchObject({ curso_id: 7, titulo: 'Presenta a su familia', porcentaje: 37.5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Logro creado')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Presenta a su familia' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/curso/7/logros');
  });

  it('#/curso/7/logros/3/detalle opens the detail dialog, read through the course; Cerrar goes back to the list', async () => {
    const { dataProvider, view } = open('/curso/7/logros/3/detalle');
    const dialog = await screen.findByRole('dialog', { name: 'Logro «Saluda en inglés»' });
    expect(dataProvider.getOne).toHaveBeenCalledWith('logros', expect.objectContaining({ id: 3, meta: { parentId: 7 } }));
    expect(within(dialog).getByText('25')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Logro «Saluda en inglés»' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.pathname()).toBe('/curso/7/logros');
  });

  it("#/curso/7/logros/3/editar opens the edit dialog; Guardar updates through the course, 'Logro actualizado'", async () => {
    const { dataProvider, view } = open('/curso/7/logros/3/editar');
    const dialog = await screen.findByRole('dialog', { name: 'Editar Saluda en inglés' });
    expect(dataProvider.getOne).toHaveBeenCalledWith('logros', expect.objectContaining({ id: 3, meta: { parentId: 7 } }));
    const titulo = within(dialog).getByLabelText(/^Título/);
    expect(titulo).toHaveValue('Saluda en inglés');
    await userEvent.type(titulo, ' y se despide');
    await typePercent(dialog, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update.mock.calls[0][1]).toMatchObject({
      id: 3,
      data: { curso_id: 7, titulo: 'Saluda en inglés y se despide', porcentaje: 30 },
      meta: { parentId: 7 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Logro actualizado')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Saluda en inglés y se despide' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/curso/7/logros');
  });

  it("a row's 'Eliminar' asks by the title; Cancelar keeps it, Eliminar deletes it", async () => {
    const { dataProvider } = open('/curso/7/logros');
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/curso/7/logros/3/editar');
    expect(screen.getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/curso/7/logros/3/detalle');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    let confirm = await screen.findByRole('dialog', { name: '¿Eliminar Logro «Saluda en inglés»?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.delete).not.toHaveBeenCalled();
    expect(screen.getByRole('cell', { name: 'Saluda en inglés' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    confirm = await screen.findByRole('dialog', { name: '¿Eliminar Logro «Saluda en inglés»?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('logros', expect.objectContaining({ id: 3, meta: { parentId: 7 } })));
    expect(await screen.findByText('Logro eliminado')).toBeInTheDocument();
  });

  it("without the edit code (B50E2D63) the rows offer 'Ver' only", async () => {
    const { view } = open(
      '/curso/7/logros',
      ALL_PERMISSION_CODES.filter((code) => code !== EDIT_CODE),
    );
    expect(await screen.findByRole('link', { name: 'Ver' })).toBeInTheDocument();
    // Every access check of the rows has answered before looking for what they hide.
    const { canAccess } = view.authProvider;
    await waitFor(() => expect(canAccess.mock.calls.map(([{ action }]) => action)).toEqual(expect.arrayContaining(['show', 'edit', 'delete'])));
    await Promise.all(canAccess.mock.results.map((result) => result.value));
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it("the list reads the course's achievements only and its toolbar leads back to the course", async () => {
    const { dataProvider } = open('/curso/7/logros');
    expect(await screen.findByRole('cell', { name: 'Saluda en inglés' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('logros', expect.objectContaining({ filter: { curso_id: 7 } }));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', '#', '%', 'Título', 'Acción']);
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/curso/detalle/7');
    expect(await screen.findByRole('link', { name: 'Masivo' })).toHaveAttribute('href', '/curso/7/logros/masivo');
    expect(screen.getByRole('button', { name: 'Nuevo' })).toBeInTheDocument();
  });
});
