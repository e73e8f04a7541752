// The student editor keeps every edit (issue 43 point 2): the save bar names the changed sections,
// 'Guardar cambios (N)' runs each one's own action in the editor's order (each with the version the
// previous one left) and reports each; a switch says it is unsaved; leaving asks first.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import estudiantesResource from '../../../resources/estudiantes';
// Loaded with the file, not lazily by a test's last navigation (leaving for the detail): a lazy load
// still running when the file ends fails for the next file of this worker (isolate: false).
import '../../../resources/estudiantes/EstudianteShow';
import { feedback } from '../../../src/shell/feedback';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { STUDENT, STUDENT_LOOKUPS } from './lookups';

afterEach(() => {
  feedback.reset();
  vi.restoreAllMocks();
});

/** The editor of STUDENT (version 3); each call saved as the server would: a new record, the next version. */
function renderEditor(refuse: string[] = []) {
  const dataProvider = memoryDataProvider({ records: [{ ...STUDENT, version: 3, niveles: [], tutor_id: null }], lookups: STUDENT_LOOKUPS });
  dataProvider.read.mockImplementation(async () => []);
  dataProvider.call.mockImplementation(async (path: string, body?: unknown) => {
    if (refuse.includes(path)) throw new Error('Información no válida');
    const { id: _id, version, ...values } = body as Record<string, unknown>;
    dataProvider.rows[0] = { ...dataProvider.rows[0], ...values, version: Number(version) + 1 };
    return { mensaje: 'Información Guardada' };
  });
  const view = renderResource({ resource: estudiantesResource, path: '/estudiante/editar/12', dataProvider });
  return { dataProvider, view };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

/** Changes the validity and turns Sábados on: two sections unsaved. */
async function changeTwo() {
  const vigencia = await section('Vigencia');
  const input = await vigencia.findByLabelText('Fecha de vigencia');
  await waitFor(() => expect(input).toBeEnabled());
  fireEvent.change(input, { target: { value: '2026-06-30' } });
  const sabados = await section('Sábados');
  await userEvent.click(sabados.getByRole('switch', { name: 'Sábados: No' }));
  return { vigencia, sabados };
}

describe('the save bar', () => {
  it('names the changed sections in order, and a switch says it is unsaved', async () => {
    renderEditor();
    const { sabados } = await changeTwo();
    expect(sabados.getByText('Sin guardar')).toBeInTheDocument();
    const bar = within(screen.getByRole('region', { name: 'Cambios sin guardar' }));
    expect(bar.getByText('Cambios sin guardar: Vigencia, Sábados')).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Guardar cambios (2)' })).toBeEnabled();
    // Its own button stays too (the spec's per-section save).
    expect(sabados.getByRole('button', { name: 'Guardar sábados' })).toBeInTheDocument();
  });

  it("'Guardar cambios (2)' runs each section's action in order, each with the version the last left, and reports each", async () => {
    const { dataProvider } = renderEditor();
    await changeTwo();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios (2)' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(within(status).getByText('Sábados: guardado')).toBeInTheDocument(), { timeout: 10_000 });
    expect(within(status).getByText('Vigencia: guardado')).toBeInTheDocument();
    expect(dataProvider.call.mock.calls.map(([path, body]) => [path, body])).toEqual([
      ['estudiante/editar_vigencia', { id: 12, version: 3, vigencia: '2026-06-30' }],
      ['estudiante/editar_sabados', { id: 12, version: 4, sabados: true }],
    ]);
    expect(screen.queryByRole('button', { name: /Guardar cambios/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Sin guardar')).not.toBeInTheDocument();
  });

  it('reports a refused section and keeps it unsaved, after saving the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-query logs the refused call
    renderEditor(['estudiante/editar_vigencia']);
    await changeTwo();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios (2)' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(within(status).getByText('Sábados: guardado')).toBeInTheDocument(), { timeout: 10_000 });
    expect(within(status).getByText('Vigencia: no se guardó')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios (1)' })).toBeInTheDocument();
  });
});

describe("'Datos básicos' in the bar", () => {
  it('is listed while changed and saved by the bar without leaving the page', async () => {
    const { dataProvider, view } = renderEditor();
    const movil = await screen.findByLabelText(/^Móvil/);
    await waitFor(() => expect(movil).not.toHaveAttribute('readonly'));
    await userEvent.clear(movil);
    await userEvent.type(movil, '3109998877');
    const vigencia = await section('Vigencia');
    fireEvent.change(vigencia.getByLabelText('Fecha de vigencia'), { target: { value: '2026-06-30' } });
    expect(screen.getByText('Cambios sin guardar: Datos básicos, Vigencia')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios (2)' }));
    const status = await screen.findByRole('status', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(status).getByText('Vigencia: guardado')).toBeInTheDocument(), { timeout: 10_000 });
    expect(within(status).getByText('Datos básicos: guardado')).toBeInTheDocument();
    expect(dataProvider.update.mock.calls[0][1]).toMatchObject({ id: '12', data: expect.objectContaining({ movil: '3109998877' }) });
    expect(dataProvider.call).toHaveBeenCalledWith('estudiante/editar_vigencia', expect.objectContaining({ vigencia: '2026-06-30' }));
    // Saved from the bar: still on the editor (its own button goes to the detail).
    expect(view.pathname()).toBe('/estudiante/editar/12');
    expect(screen.queryByRole('button', { name: /Guardar cambios/ })).not.toBeInTheDocument();
  });
});

describe('leaving with unsaved changes', () => {
  it('asks first: staying keeps the changes, leaving goes on', async () => {
    const { view } = renderEditor();
    const { vigencia } = await changeTwo();
    await userEvent.click(screen.getByRole('link', { name: 'Detalle' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' }));
    expect(dialog.getByText(/Hay cambios sin guardar en: Vigencia, Sábados/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.pathname()).toBe('/estudiante/editar/12');
    expect(vigencia.getByLabelText('Fecha de vigencia')).toHaveValue('2026-06-30');
    await userEvent.click(screen.getByRole('link', { name: 'Detalle' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(view.pathname()).toBe('/estudiante/detalle/12'));
  });

  it('asks nothing once nothing is unsaved', async () => {
    const { view } = renderEditor();
    await section('Vigencia');
    await userEvent.click(screen.getByRole('link', { name: 'Detalle' }));
    await waitFor(() => expect(view.pathname()).toBe('/estudiante/detalle/12'));
  });
});
