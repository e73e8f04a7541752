// List exports and report downloads on the dataProvider, against a fake fetch: the list's filter and
// sort as <prefix>/exportar's body (no page), the token, a search sent as the ids of its hits, the
// file read chunk by chunk and saved under Content-Disposition's name, the API's errors in Spanish.
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { fileNameFromDisposition, readWithProgress } from '../../dataProvider/exports';
import { PAGE_SIZES } from '../../core/engine/declaration/list';
import { defineResource } from '../../core/engine/declaration/resource';

const alumnos = defineResource({
  name: 'alumnos',
  prefix: 'alumno',
  label: { one: 'Alumno', many: 'Alumnos' },
  table: 'alumnos',
  representation: '{nombre}',
  messages: { created: 'Alumno creado', updated: 'Alumno actualizado' },
  permissions: { list: 'L', show: 'S' },
  fields: [
    { source: 'nombre', type: 'text', label: 'Nombre' },
    { source: 'sede_id', type: 'select', lookup: 'sedes', label: 'Sede' },
  ],
  list: {
    columns: ['nombre', 'sede_id'],
    perPage: 10,
    perPageOptions: PAGE_SIZES,
    sort: { field: 'nombre', order: 'ASC' },
    search: { minLength: 3, columns: ['nombre'] },
  },
});

const logros = defineResource({
  name: 'logros',
  prefix: 'logro',
  label: { one: 'Logro', many: 'Logros' },
  table: 'logros',
  representation: '{nombre}',
  messages: { created: 'Logro creado', updated: 'Logro actualizado' },
  permissions: { list: 'L', show: 'S' },
  parent: { resource: 'cursos', prefix: 'curso', field: 'curso_id' },
  fields: [
    { source: 'nombre', type: 'text', label: 'Nombre' },
    { source: 'curso_id', type: 'select', lookup: 'cursos', label: 'Curso' },
  ],
  list: { columns: ['nombre'], perPage: 10, perPageOptions: PAGE_SIZES, sort: { field: 'id', order: 'DESC' } },
});

const CSV_DISPOSITION = `attachment; filename="alumnos.csv"; filename*=UTF-8''alumnos-a%C3%B1o.csv`;

/** A streamed answer: the chunks as they would arrive, no Content-Length. */
function streamed(chunks: string[], headers: Record<string, string>, status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

function fakeApi(reply: (path: string, body: Record<string, unknown>) => Response) {
  const calls: { path: string; body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace(/^\/api\//, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body, headers: (init?.headers ?? {}) as Record<string, string> });
    return reply(path, body);
  });
  const provider = createDataProvider({ resources: [alumnos, logros], fetchImpl: fetchImpl as unknown as typeof fetch, getToken: () => 'tk' });
  return { provider, calls };
}

const csvFile = () => streamed(['nombre;sede\n', 'Ana;Norte\n', 'Luis;Sur\n'], { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': CSV_DISPOSITION });

/** The links the page clicked (document is a stub here: node has none) and the bytes behind each. */
let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:prueba/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.stubGlobal('document', {
    body: { appendChild: () => undefined },
    createElement: () => {
      const link = { href: '', download: '', style: {}, remove: () => undefined, click: () => saved.push({ name: link.download, blob: blobs.get(link.href) as Blob }) };
      return link;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fileNameFromDisposition', () => {
  it.each([
    [CSV_DISPOSITION, 'alumnos-año.csv'],
    [`attachment; filename*=UTF-8''reporte.xls; filename="otro.xls"`, 'reporte.xls'],
    ['attachment; filename="reporte.xls"', 'reporte.xls'],
    ['attachment; filename=simple.csv', 'simple.csv'],
    ['attachment; filename="uno;dos.csv"', 'uno;dos.csv'],
    [`attachment; FILENAME*=utf-8'es'ni%C3%B1os.xlsx`, 'niños.xlsx'],
    [`attachment; filename*=iso-8859-1''caf%E9.csv`, 'café.csv'],
    // Bad percent-encoding: the plain name instead.
    [`attachment; filename*=UTF-8''mal%E0%A4.csv; filename="bien.csv"`, 'bien.csv'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
    ['attachment; filename="dice \\"hola\\".csv"', 'dice _hola_.csv'],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });

  it.each([null, undefined, '', 'attachment', 'attachment; filename=""', 'attachment; filename=".."'])('%s names no file', (header) => {
    expect(fileNameFromDisposition(header)).toBeNull();
  });
});

describe('readWithProgress', () => {
  it('counts the bytes after every chunk and keeps the content type', async () => {
    const progress: number[] = [];
    const blob = await readWithProgress(streamed(['abc', 'defg', 'ñ'], { 'Content-Type': 'text/csv' }), (bytes) => progress.push(bytes));
    expect(progress).toEqual([3, 7, 9]);
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toBe('abcdefgñ');
  });

  it('a connection dropped mid-file is the network error, in Spanish', async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new TypeError('network error'));
        else controller.enqueue(new Uint8Array([1, 2]));
        sent = true;
      },
    });
    const failure = await readWithProgress(new Response(body)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 0, message: 'No fue posible conectar con el servidor' });
  });
});

describe('dataProvider.exportar', () => {
  it("posts the list's filter and sort with the format, every page, and saves the server's file", async () => {
    const { provider, calls } = fakeApi(() => csvFile());
    const progress: number[] = [];
    const result = await provider.exportar('alumnos', {
      filter: { sede_id: 3, q: '', vacio: '' },
      sort: { field: 'sede_id', order: 'DESC' },
      formato: 'csv',
      onProgress: (bytes) => progress.push(bytes),
    });
    expect(calls).toEqual([
      {
        path: 'alumno/exportar',
        body: { orden: { campo: 'sede_id', direccion: 'DESC' }, filtros: { sede_id: 3 }, formato: 'csv' },
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tk' },
      },
    ]);
    expect(progress).toEqual([12, 22, 31]);
    expect(result).toEqual({ fileName: 'alumnos-año.csv', bytes: 31 });
    expect(saved.map((s) => s.name)).toEqual(['alumnos-año.csv']);
    expect(await saved[0].blob.text()).toBe('nombre;sede\nAna;Norte\nLuis;Sur\n');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled(); // only once the click has been handled
  });

  it("without a sort, the declaration's; without a file name, the resource's", async () => {
    const { provider, calls } = fakeApi(() => new Response('x', { headers: { 'Content-Type': 'application/octet-stream' } }));
    await provider.exportar('alumnos', { formato: 'xlsx' });
    expect(calls[0].body).toEqual({ orden: { campo: 'nombre', direccion: 'ASC' }, filtros: {}, formato: 'xlsx' });
    expect(saved.map((s) => s.name)).toEqual(['alumnos.xlsx']);
  });

  it("a search exports the search's hits: buscar first, then their ids as a filter", async () => {
    const { provider, calls } = fakeApi((path) => (path === 'alumno/buscar' ? Response.json([{ id: 4, nombre: 'Ana' }, { id: '9', nombre: 'Anabel' }]) : csvFile()));
    await provider.exportar('alumnos', { filter: { q: ' Ana ', sede_id: 3 }, sort: { field: 'nombre', order: 'ASC' }, formato: 'csv' });
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['alumno/buscar', { texto: 'Ana' }],
      ['alumno/exportar', { orden: { campo: 'nombre', direccion: 'ASC' }, filtros: { sede_id: 3, ids: [4, 9] }, formato: 'csv' }],
    ]);
  });

  it("a child list's file comes from under its parent", async () => {
    const { provider, calls } = fakeApi(() => csvFile());
    await provider.exportar('logros', { filter: { curso_id: '7' }, formato: 'csv' });
    expect(calls[0].path).toBe('curso/7/logro/exportar');
    expect(calls[0].body).toEqual({ orden: { campo: 'id', direccion: 'DESC' }, filtros: { curso_id: '7' }, formato: 'csv' });
  });

  it("a refusal is the API's Spanish error, and nothing is saved", async () => {
    const { provider } = fakeApi(() => Response.json({ code: 'ValidationError', message: 'Datos no válidos', errors: { 'filtros.sede_id': 'Valor no válido' } }, { status: 400 }));
    const failure = await provider.exportar('alumnos', { filter: { sede_id: 'x' }, formato: 'csv' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 400, message: 'Datos no válidos' });
    expect(saved).toEqual([]);
  });

  it('a refusal that is not JSON still says something in Spanish', async () => {
    const { provider } = fakeApi(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(provider.exportar('alumnos', { formato: 'csv' })).rejects.toMatchObject({ status: 502, message: 'Error de comunicación con el servidor' });
  });
});

describe('dataProvider.downloadExport', () => {
  it("posts a report's body as is to its path and saves the file under the server's name", async () => {
    const { provider, calls } = fakeApi(() => streamed(['BIFF'], { 'Content-Type': 'application/vnd.ms-excel', 'Content-Disposition': 'attachment; filename="reporte.xls"' }));
    const body = { fecha_inicio: '2025-01-01', fecha_fin: '2025-01-31', sedes: [1], formato: 'xls' };
    const result = await provider.downloadExport({ path: 'reportes/siet/exportar', body, fallbackName: 'siet.xls' });
    expect(calls.map((c) => [c.path, c.body])).toEqual([['reportes/siet/exportar', body]]);
    expect(result).toEqual({ fileName: 'reporte.xls', bytes: 4 });
    expect(saved.map((s) => [s.name, s.blob.type])).toEqual([['reporte.xls', 'application/vnd.ms-excel']]);
  });
});
