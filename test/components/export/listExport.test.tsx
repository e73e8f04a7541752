// 'Exportar' on a generated list (the students'), through the real dataProvider over a fake fetch:
// shown to holders of the list's code, it sends the list's current filter and sort with the picked
// format to <prefix>/exportar, shows the bytes while the file streams in, then saves it under the
// server's name; a refusal is notified in Spanish and the button is usable again. A child list (a
// course's achievements) exports its parent's rows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../dataProvider';
import type { ExportParams } from '../../../dataProvider/types';
import estudiantesResource from '../../../resources/estudiantes';
import logrosResource from '../../../resources/logros';
import schema from '../../../resources/estudiantes/schema';
import { memoryDataProvider, renderResource } from '../resource-views/harness';
import { catchDownloads, heldStream, json } from './fakeDownloads';

const STUDENTS = [
  { id: 1, primer_nombre: 'María', primer_apellido: 'Núñez', numero_documento: '1020304050', email: 'maria@correo.com', sede_id: 4, activo: true },
  { id: 2, primer_nombre: 'Pedro', primer_apellido: 'Gómez', numero_documento: '88776655', email: 'pedro@correo.com', sede_id: 4, activo: false },
];

const DISPOSITION = `attachment; filename="estudiantes.csv"; filename*=UTF-8''estudiantes-sede-sur-a%C3%B1o.csv`;

/** The school API: the list, its sedes, and estudiante/exportar answered by the test's own function. */
function fakeApi(exportAnswer: () => Response) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).replace(/^\/api\//, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    if (path === 'estudiante/lista') return json({ datos: STUDENTS, total: STUDENTS.length });
    if (path === 'sedes/lista') return json([{ id: 3, nombre: 'Sede Norte' }, { id: 4, nombre: 'Sede Sur' }]);
    if (path === 'estudiante/exportar') return exportAnswer();
    return json({ code: 'NotFound', message: 'La ruta solicitada no existe' }, 404);
  });
  return { calls, dataProvider: createDataProvider({ resources: [schema], fetchImpl, getToken: () => 'token' }) };
}

// The list as a user left it: filtered by sede, ordered by email descending.
const FILTERED = `/estudiantes?filter=${encodeURIComponent(JSON.stringify({ sede_id: 4 }))}&sort=email&order=DESC`;

let downloads: ReturnType<typeof catchDownloads>;
beforeEach(() => (downloads = catchDownloads()));
afterEach(() => downloads.restore());

const exportButton = () => screen.findByRole('button', { name: 'Exportar' });

describe('Exportar on a list', () => {
  it("sends the list's filter and sort with the format, shows the bytes received, then saves the server's file", async () => {
    const stream = heldStream({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': DISPOSITION });
    const { calls, dataProvider } = fakeApi(() => stream.response);
    renderResource({ resource: estudiantesResource, path: FILTERED, dataProvider });
    expect(await screen.findByText('Pedro')).toBeInTheDocument();

    await userEvent.click(await exportButton());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['CSV', 'Excel (.xlsx)']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'CSV' }));

    await waitFor(() => expect(calls.filter((c) => c.path === 'estudiante/exportar')).toHaveLength(1));
    expect(calls.find((c) => c.path === 'estudiante/exportar')?.body).toEqual({
      orden: { campo: 'email', direccion: 'DESC' },
      filtros: { sede_id: 4 },
      formato: 'csv',
    });
    // Disabled, with the progress line, while the file streams in.
    expect(await screen.findByRole('status')).toHaveTextContent('Descargando… 0 B');
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Descargando archivo' })).toBeInTheDocument();
    stream.push(new Uint8Array(1_258_291).fill(65)); // 1.2 MiB
    expect(await screen.findByText('Descargando… 1,2 MB')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
    stream.push(new TextEncoder().encode('\nfin'));
    stream.end();

    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['estudiantes-sede-sur-año.csv']));
    expect(downloads.saved[0].blob?.size).toBe(1_258_291 + 4);
    expect(downloads.saved[0].blob?.type).toBe('text/csv; charset=utf-8');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();
  });

  it('Excel (.xlsx) asks for xlsx, with the default order when the list has no other', async () => {
    const { calls, dataProvider } = fakeApi(() => new Response('PK', { headers: { 'Content-Disposition': 'attachment; filename="estudiantes.xlsx"' } }));
    renderResource({ resource: estudiantesResource, path: '/estudiantes', dataProvider });
    await userEvent.click(await exportButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual(['estudiantes.xlsx']));
    expect(calls.find((c) => c.path === 'estudiante/exportar')?.body).toEqual({
      orden: { campo: 'primer_apellido', direccion: 'ASC' },
      filtros: {},
      formato: 'xlsx',
    });
  });

  it('a refusal from the server is notified in Spanish, nothing is saved and the button works again', async () => {
    const { dataProvider } = fakeApi(() => json({ code: 'Forbidden', message: 'No tiene permiso para esta operación' }, 403));
    renderResource({ resource: estudiantesResource, path: FILTERED, dataProvider });
    await userEvent.click(await exportButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('No tiene permiso para esta operación')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a server that cannot be reached is notified in Spanish', async () => {
    const { dataProvider } = fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderResource({ resource: estudiantesResource, path: '/estudiantes', dataProvider });
    await userEvent.click(await exportButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('No fue posible conectar con el servidor')).toBeInTheDocument();
  });

  it("a child list exports under its parent: the list's permanent filter goes too", async () => {
    const dataProvider = memoryDataProvider({ records: [{ id: 3, curso_id: 7, titulo: 'Saluda en inglés', porcentaje: 25 }] });
    // The list's title reads the course.
    dataProvider.getOne.mockImplementation(async () => ({ data: { id: 7, nombre: 'Inglés A1 - Módulo 1' } }));
    const exportar = vi.fn(async (_resource: string, _params: ExportParams) => ({ fileName: 'logros.xlsx', bytes: 2 }));
    renderResource({ resource: logrosResource, path: '/curso/7/logros', dataProvider: { ...dataProvider, exportar } });
    expect(await screen.findByRole('cell', { name: 'Saluda en inglés' })).toBeInTheDocument();
    await userEvent.click(await exportButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(exportar).toHaveBeenCalledTimes(1));
    const [resource, params] = exportar.mock.calls[0];
    expect(resource).toBe('logros');
    expect({ ...params, curso_id: String(params.filter?.curso_id) }).toMatchObject({ sort: { field: 'porcentaje', order: 'ASC' }, formato: 'xlsx', curso_id: '7' });
  });
});
