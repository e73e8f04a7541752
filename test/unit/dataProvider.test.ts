import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import estudiantes from '../../resources/estudiantes/schema';
import salones from '../../resources/salones/schema';
import { defineResource } from '../../core/engine/declaration/resource';
import { feedback } from '../../src/shell/feedback';

type Reply = { status?: number; body?: unknown; raw?: string };
type Handler = (body: Record<string, unknown>) => Reply;

interface Call {
  url: string;
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  pendingDuring: number;
}

/** A fake fetch answering per path; records every request and the overlay counter at that moment. */
function fakeServer(routes: Record<string, Reply | Handler> = {}) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace(/^\/api\//, '');
    // Big batches arrive as a JSON Blob written in slices (dataProvider/bulk.ts).
    const body = JSON.parse(init?.body instanceof Blob ? await init.body.text() : String(init?.body)) as Record<string, unknown>;
    calls.push({ url: String(url), path, body, headers: init?.headers as Record<string, string>, pendingDuring: feedback.get().pending });
    const route = routes[path];
    const reply = typeof route === 'function' ? route(body) : route ?? { status: 404, body: { code: 'NotFound', message: 'Registro no encontrado' } };
    return new Response(reply.raw ?? JSON.stringify(reply.body ?? null), { status: reply.status ?? 200 });
  });
  const provider = createDataProvider({
    resources: [estudiantes, salones, talleres],
    fetchImpl: fetchImpl as unknown as typeof fetch,
    getToken: () => 'token-de-prueba',
  });
  return { provider, calls, fetchImpl };
}

const page = (datos: unknown[], total = datos.length): Reply => ({ body: { datos, total } });

/** A child of the rooms: its endpoints live under the room (salon/4/taller/…). */
const talleres = defineResource({
  ...salones,
  name: 'talleres',
  prefix: 'taller',
  label: { one: 'Taller', many: 'Talleres' },
  parent: { resource: 'salones', prefix: 'salon', field: 'sede_id' },
  permissions: { ...salones.permissions, delete: 'DEL' },
});

beforeEach(() => {
  feedback.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('posts JSON to /api/<path> with the bearer token', async () => {
    const { provider, calls } = fakeServer({ 'estudiante/detalle': { body: { id: 4 } } });
    await provider.getOne('estudiantes', { id: 4 });
    expect(calls[0].url).toBe('/api/estudiante/detalle');
    expect(calls[0].headers).toMatchObject({ Authorization: 'Bearer token-de-prueba', 'Content-Type': 'application/json' });
  });

  it('honours another apiUrl and sends no Authorization without a token', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"datos":[],"total":0}'));
    const provider = createDataProvider({
      apiUrl: 'http://servidor/api/',
      resources: [salones],
      fetchImpl: fetchImpl as unknown as typeof fetch,
      getToken: () => null,
    });
    await provider.getList('salones', {});
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://servidor/api/salon/lista');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('getList', () => {
  it('maps pagination, sort and filters to <prefix>/lista', async () => {
    const { provider, calls } = fakeServer({ 'salon/lista': page([{ id: 1, nombre: 'A' }], 41) });
    const result = await provider.getList('salones', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'capacidad', order: 'DESC' },
      filter: { activo: true, sede_id: [1, 2], vacio: undefined },
    });
    expect(calls[0].path).toBe('salon/lista');
    expect(calls[0].body).toEqual({
      pagina: 3,
      por_pagina: 20,
      orden: { campo: 'capacidad', direccion: 'DESC' },
      filtros: { activo: true, sede_id: [1, 2] },
    });
    expect(result).toEqual({ data: [{ id: 1, nombre: 'A' }], total: 41 });
  });

  it('uses the declaration defaults when react-admin sends no pagination or sort', async () => {
    const { provider, calls } = fakeServer({ 'estudiante/lista': page([]) });
    await provider.getList('estudiantes', {});
    expect(calls[0].body).toEqual({ pagina: 1, por_pagina: 10, orden: { campo: 'primer_apellido', direccion: 'ASC' }, filtros: {} });
  });

  it('searches with <prefix>/buscar once q reaches the minimum, then sorts and pages locally', async () => {
    const found = [
      { id: 1, primer_apellido: 'Zapata' },
      { id: 2, primer_apellido: 'álvarez' },
      { id: 3, primer_apellido: null },
      { id: 4, primer_apellido: 'Bernal' },
    ];
    const { provider, calls } = fakeServer({ 'estudiante/buscar': { body: found } });
    const result = await provider.getList('estudiantes', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'primer_apellido', order: 'ASC' },
      filter: { q: '  perez  ' },
    });
    expect(calls.map((c) => c.path)).toEqual(['estudiante/buscar']);
    expect(calls[0].body).toEqual({ texto: 'perez' });
    expect(result).toEqual({ data: [found[1], found[3]], total: 4 });

    const second = await provider.getList('estudiantes', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'primer_apellido', order: 'DESC' },
      filter: { q: 'perez' },
    });
    // Descending, blanks still last.
    expect(second.data.map((r) => r.id)).toEqual([2, 3]);
  });

  it('applies the other filters to search results', async () => {
    const found = [
      { id: 1, nombre: 'Aula 1', activo: true },
      { id: 2, nombre: 'Aula 2', activo: false },
    ];
    const { provider } = fakeServer({ 'salon/buscar': { body: found } });
    const result = await provider.getList('salones', { filter: { q: 'aul', activo: true } });
    expect(result).toEqual({ data: [found[0]], total: 1 });
  });

  it('ignores a q shorter than the minimum (normal list without q)', async () => {
    const { provider, calls } = fakeServer({ 'estudiante/lista': page([]) });
    await provider.getList('estudiantes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: ' abcd ' } });
    expect(calls[0].path).toBe('estudiante/lista');
    expect(calls[0].body.filtros).toEqual({});
  });

  it('rejects a list response of the wrong shape', async () => {
    const { provider } = fakeServer({ 'salon/lista': { body: [1, 2] } });
    await expect(provider.getList('salones', {})).rejects.toThrow('Respuesta no válida del servidor');
  });
});

describe('getOne, getMany, getManyReference', () => {
  it('getOne posts detalle with a numeric id', async () => {
    const { provider, calls } = fakeServer({ 'estudiante/detalle': { body: { id: 12, primer_nombre: 'Ana' } } });
    const result = await provider.getOne('estudiantes', { id: '12' });
    expect(calls[0].body).toEqual({ id: 12 });
    expect(result).toEqual({ data: { id: 12, primer_nombre: 'Ana' } });
  });

  it('getMany asks lista for exactly those ids', async () => {
    const { provider, calls } = fakeServer({ 'salon/lista': page([{ id: 2 }, { id: 5 }]) });
    const result = await provider.getMany('salones', { ids: [2, '5'] });
    expect(calls[0].body).toMatchObject({ pagina: 1, por_pagina: 2, filtros: { ids: [2, 5] } });
    expect(result.data).toEqual([{ id: 2 }, { id: 5 }]);
  });

  it('getMany splits more than 1000 ids into several requests', async () => {
    const { provider, calls } = fakeServer({ 'salon/lista': (body) => page((body.filtros as { ids: number[] }).ids.map((id) => ({ id }))) });
    const ids = Array.from({ length: 2500 }, (_, i) => i + 1);
    const result = await provider.getMany('salones', { ids });
    expect(calls.map((c) => c.body.por_pagina)).toEqual([1000, 1000, 500]);
    expect(result.data).toHaveLength(2500);
  });

  it('getManyReference filters lista by the target', async () => {
    const { provider, calls } = fakeServer({ 'salon/lista': page([{ id: 9 }], 30) });
    const result = await provider.getManyReference('salones', {
      target: 'sede_id',
      id: '4',
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'nombre', order: 'ASC' },
      filter: { activo: true },
    });
    expect(calls[0].body).toEqual({ pagina: 2, por_pagina: 5, orden: { campo: 'nombre', direccion: 'ASC' }, filtros: { activo: true, sede_id: 4 } });
    expect(result).toEqual({ data: [{ id: 9 }], total: 30 });
  });
});

describe('create and update', () => {
  it('create sends only the writable create fields, without undefined', async () => {
    const { provider, calls } = fakeServer({ 'salon/crear': (body) => ({ body: { id: 30, ...body } }) });
    const result = await provider.create('salones', {
      data: { nombre: 'Aula 9', capacidad: 12, numero: undefined, sede_id: 1, url: 'https://x.co', tipos_permitidos: [], id: 99, extra: 1 },
    });
    expect(calls[0].path).toBe('salon/crear');
    expect(calls[0].body).toEqual({ nombre: 'Aula 9', capacidad: 12, sede_id: 1 });
    expect(result.data).toEqual({ id: 30, nombre: 'Aula 9', capacidad: 12, sede_id: 1 });
  });

  it('update sends only the writable edit fields that changed', async () => {
    const previousData = { id: 5, nombre: 'Aula 1', numero: null, capacidad: 10, activo: true, url: '', tipos_permitidos: ['lab'] };
    const { provider, calls } = fakeServer({ 'salon/editar': (body) => ({ body: { ...previousData, ...body } }) });
    const result = await provider.update('salones', {
      id: '5',
      previousData,
      data: { ...previousData, capacidad: 15, numero: '', url: 'https://sala.co', tipos_permitidos: ['regular'] },
    });
    expect(calls[0].body).toEqual({ id: 5, capacidad: 15, url: 'https://sala.co' });
    expect(result.data).toMatchObject({ id: 5, capacidad: 15 });
  });

  it('update never sends fields outside the edit set (tipo_pago of estudiantes)', async () => {
    const previousData = { id: 1, primer_nombre: 'Ana', tipo_pago: 'efectivo', activo: true };
    const { provider, calls } = fakeServer({ 'estudiante/editar': { body: previousData } });
    await provider.update('estudiantes', { id: 1, previousData, data: { ...previousData, primer_nombre: 'Anna', tipo_pago: 'tarjeta', activo: false } });
    expect(calls[0].body).toEqual({ id: 1, primer_nombre: 'Anna' });
  });

  it('update carries the version it was based on (lost-update precondition)', async () => {
    const previousData = { id: 5, version: 3, nombre: 'Aula 1', capacidad: 10 };
    const { provider, calls } = fakeServer({ 'salon/editar': (body) => ({ body: { ...previousData, ...body, version: 4 } }) });
    const result = await provider.update('salones', { id: 5, previousData, data: { ...previousData, capacidad: 12 } });
    expect(calls[0].body).toEqual({ id: 5, capacidad: 12, version: 3 });
    expect(result.data).toMatchObject({ version: 4, capacidad: 12 });
  });

  it('update without changes makes no request', async () => {
    const previousData = { id: 5, nombre: 'Aula 1', capacidad: 10 };
    const { provider, calls } = fakeServer();
    const result = await provider.update('salones', { id: 5, previousData, data: { ...previousData, capacidad: '10' } });
    expect(calls).toHaveLength(0);
    expect(result.data).toEqual(previousData);
  });

  it('updateMany posts editar once per id', async () => {
    const { provider, calls } = fakeServer({ 'salon/editar': (body) => ({ body }) });
    const result = await provider.updateMany('salones', { ids: [1, 2], data: { activo: false, id: 7 } });
    expect(calls.map((c) => c.body)).toEqual([
      { id: 1, activo: false },
      { id: 2, activo: false },
    ]);
    expect(result).toEqual({ data: [1, 2] });
  });
});

describe('delete', () => {
  it('rejects without a request when the declaration has no delete code', async () => {
    const { provider, calls } = fakeServer();
    const error = await provider.delete('salones', { id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Operación no disponible' });
    await expect(provider.deleteMany('salones', { ids: [1] })).rejects.toThrow('Operación no disponible');
    expect(calls).toHaveLength(0);
  });

  it('posts <prefix>/eliminar for one record and <prefix>/eliminar_seleccion once for a selection, when a delete code is declared', async () => {
    const borrables = defineResource({ ...salones, name: 'borrables', prefix: 'borrable', permissions: { ...salones.permissions, delete: 'DEL001' } });
    const calls: unknown[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push([String(url), JSON.parse(String(init?.body))]);
      return new Response(JSON.stringify({ mensaje: 'ok' }));
    });
    const provider = createDataProvider({ resources: [borrables], fetchImpl: fetchImpl as unknown as typeof fetch, getToken: () => 't' });
    const single = await provider.delete('borrables', { id: '3', previousData: { id: '3', nombre: 'X' } });
    expect(single.data).toEqual({ id: '3', nombre: 'X' });
    expect(await provider.deleteMany('borrables', { ids: [4, 5] })).toEqual({ data: [4, 5] });
    expect(calls).toEqual([
      ['/api/borrable/eliminar', { id: 3 }],
      ['/api/borrable/eliminar_seleccion', { ids: [4, 5] }],
    ]);
  });
});

describe('unknown resources', () => {
  it('reject with a Spanish error and no request', async () => {
    const { provider, calls } = fakeServer();
    await expect(provider.getList('docentes', {})).rejects.toThrow('Recurso desconocido: docentes');
    await expect(provider.create('docentes', { data: {} })).rejects.toThrow('Recurso desconocido: docentes');
    await expect(provider.bulkCreate('docentes', [])).rejects.toThrow('Recurso desconocido: docentes');
    expect(calls).toHaveLength(0);
  });
});

describe('errors', () => {
  it('turn the server body into an HttpError with its Spanish message', async () => {
    const { provider } = fakeServer({ 'estudiante/detalle': { status: 404, body: { code: 'NotFound', message: 'Registro no encontrado' } } });
    const error = await provider.getOne('estudiantes', { id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'Registro no encontrado', body: { code: 'NotFound', message: 'Registro no encontrado' } });
  });

  it('shape 400 field errors for react-admin forms (body.errors + root.serverError)', async () => {
    const { provider } = fakeServer({
      'estudiante/crear': {
        status: 400,
        body: { code: 'ValidationError', message: 'Hay campos con errores', errors: { email: 'El correo electrónico no es válido', x: 5 } },
      },
    });
    const error = (await provider.create('estudiantes', { data: { email: 'malo' } }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('Hay campos con errores');
    expect(error.body).toEqual({
      code: 'ValidationError',
      message: 'Hay campos con errores',
      errors: { email: 'El correo electrónico no es válido', root: { serverError: 'Hay campos con errores' } },
    });
    // Field errors go to the form, not to the overlay.
    expect(feedback.get().message).toBeNull();
  });

  it('shape 409 conflicts the same way', async () => {
    const { provider } = fakeServer({
      'salon/editar': {
        status: 409,
        body: { code: 'Conflict', message: 'Valor duplicado', errors: { nombre: 'Ya existe un registro con este valor' } },
      },
    });
    const error = (await provider.update('salones', { id: 1, data: { nombre: 'A' }, previousData: { id: 1, nombre: 'B' } }).catch((e: unknown) => e)) as HttpError;
    expect(error.body.errors).toEqual({ nombre: 'Ya existe un registro con este valor', root: { serverError: 'Valor duplicado' } });
  });

  it('fall back to a Spanish message for bodies that are not JSON', async () => {
    const { provider } = fakeServer({ 'salon/lista': { status: 502, raw: '<html>Bad Gateway</html>' } });
    await expect(provider.getList('salones', {})).rejects.toMatchObject({ status: 502, message: 'Error de comunicación con el servidor' });
  });

  it('report a network failure as status 0', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const provider = createDataProvider({ resources: [salones], fetchImpl: fetchImpl as unknown as typeof fetch, getToken: () => 't' });
    await expect(provider.getList('salones', {})).rejects.toMatchObject({ status: 0, message: 'No fue posible conectar con el servidor' });
  });

  it('let an aborted read pass through untouched', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new DOMException('Aborted', 'AbortError');
    });
    const provider = createDataProvider({ resources: [salones], fetchImpl: fetchImpl as unknown as typeof fetch, getToken: () => 't' });
    await expect(provider.getList('salones', { signal: new AbortController().signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('pass the abort signal of reads to fetch', async () => {
    const { provider, fetchImpl } = fakeServer({ 'salon/lista': page([]) });
    const controller = new AbortController();
    await provider.getList('salones', { signal: controller.signal });
    expect((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].signal).toBe(controller.signal);
    expect(provider.supportAbortSignal).toBe(true);
  });
});

describe('feedback', () => {
  it('tracks writes in the overlay counter, never reads', async () => {
    const { provider, calls } = fakeServer({
      'salon/lista': page([]),
      'salon/detalle': { body: { id: 1 } },
      'salon/crear': { body: { id: 1 } },
      'salon/editar': { body: { id: 1 } },
      'user/cambiar-activo': { body: { usuario: {}, mensaje: 'Usuario activado' } },
      'salon/crear_masivo': { body: { mensaje: 'Se crearon 0 registros. 0 filas con errores.', creados: 0, resultados: [] } },
    });
    await provider.getList('salones', {});
    await provider.getOne('salones', { id: 1 });
    await provider.lookup('sedes').catch(() => undefined);
    const reads = calls.length;
    await provider.create('salones', { data: { nombre: 'A' } });
    await provider.update('salones', { id: 1, data: { nombre: 'B' }, previousData: { id: 1, nombre: 'A' } });
    await provider.updateMany('salones', { ids: [1], data: { nombre: 'C' } });
    await provider.call('user/cambiar-activo', { id: 1, activo: 1 });
    await provider.bulkCreate('salones', []);
    expect(calls.slice(0, reads).map((c) => c.pendingDuring)).toEqual([0, 0, 0]);
    expect(calls.slice(reads).map((c) => c.pendingDuring)).toEqual([1, 1, 1, 1, 1]);
    expect(feedback.get().pending).toBe(0);
  });

  it('releases the overlay counter when a write fails, and stores its message', async () => {
    const { provider } = fakeServer({ 'salon/crear': { status: 403, body: { code: 'Forbidden', message: 'No tiene permiso para esta operación' } } });
    await expect(provider.create('salones', { data: { nombre: 'A' } })).rejects.toMatchObject({ status: 403 });
    expect(feedback.get().pending).toBe(0);
    expect(feedback.get().message).toEqual({ kind: 'error', text: 'No tiene permiso para esta operación' });
  });

  it('does not store 401 errors (the authProvider logs out) nor failed reads', async () => {
    const unauthorized = { status: 401, body: { code: 'InvalidJwtToken', message: 'Acceso no autorizado. Debe autenticarse nuevamente.' } };
    const { provider } = fakeServer({ 'salon/crear': unauthorized, 'salon/lista': { status: 500, body: { code: 'X', message: 'Falla' } } });
    await expect(provider.create('salones', { data: {} })).rejects.toMatchObject({ status: 401 });
    await expect(provider.getList('salones', {})).rejects.toThrow('Falla');
    expect(feedback.get().message).toBeNull();
  });

  it('stores the failure of a named call even with field errors (no form shows them)', async () => {
    const { provider } = fakeServer({
      'estudiante/cambiar_password': { status: 400, body: { code: 'ValidationError', message: 'Datos no válidos', errors: { password: 'Debe tener mínimo 8 caracteres' } } },
    });
    await expect(provider.call('estudiante/cambiar_password', { userid: 1, password: 'corta' })).rejects.toMatchObject({ status: 400 });
    expect(feedback.get().message).toEqual({ kind: 'error', text: 'Datos no válidos' });
  });

  it('turns a server mensaje into a "Proceso exitoso" toast that hides after 5 s', async () => {
    vi.useFakeTimers();
    const { provider } = fakeServer({ 'user/cambiar-activo': { body: { usuario: { id: 1 }, mensaje: 'Usuario desactivado' } } });
    const result = await provider.call<{ mensaje: string }>('user/cambiar-activo', { id: 1, activo: 0 });
    expect(result.mensaje).toBe('Usuario desactivado');
    expect(feedback.get().toasts).toEqual([expect.objectContaining({ title: 'Proceso exitoso', text: 'Usuario desactivado' })]);
    vi.advanceTimersByTime(5000);
    expect(feedback.get().toasts).toEqual([]);
  });

  it('shows no toast for a response without mensaje', async () => {
    const { provider } = fakeServer({ perfil: { body: { id: 1 } } });
    await provider.call('perfil');
    expect(feedback.get().toasts).toEqual([]);
  });
});

describe('bulkCreate', () => {
  it('posts <prefix>/crear_masivo {registros} and returns the server result', async () => {
    const reply = {
      mensaje: 'Se crearon 1 registros. 1 filas con errores.',
      creados: 1,
      resultados: [
        { fila: 1, ok: true, id: 10 },
        { fila: 2, ok: false, errores: { capacidad: 'Debe ser un número' } },
      ],
    };
    const { provider, calls } = fakeServer({ 'salon/crear_masivo': { body: reply } });
    const registros = [{ nombre: 'A', capacidad: '5' }, { nombre: 'B', capacidad: 'x' }];
    await expect(provider.bulkCreate('salones', registros)).resolves.toEqual(reply);
    expect(calls[0].body).toEqual({ registros });
  });
});

describe('lookup', () => {
  it('maps rows to {id, name, ...row} with the lookup keys', async () => {
    const { provider, calls } = fakeServer({
      'tipos-documentos/lista': { body: [{ codigo: 'CC', nombre: 'Cédula de ciudadanía' }] },
      'nivel/lista': { body: [{ id: 1, codigo: 'A1', idioma: 'inglés', descripcion: 'Básico' }] },
    });
    expect(await provider.lookup('tiposDocumento')).toEqual([{ id: 'CC', name: 'Cédula de ciudadanía', codigo: 'CC', nombre: 'Cédula de ciudadanía' }]);
    expect(await provider.lookup('niveles')).toEqual([{ id: 1, name: 'Básico', codigo: 'A1', idioma: 'inglés', descripcion: 'Básico' }]);
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['tipos-documentos/lista', {}],
      ['nivel/lista', {}],
    ]);
  });

  it('caches per (name, params) until clearCache', async () => {
    const { provider, calls } = fakeServer({
      'nivel/cursos': (body) => ({ body: [{ id: Number(body.nivel_id ?? 0) + 100, nombre: 'Curso', nivel_id: body.nivel_id }] }),
    });
    await Promise.all([provider.lookup('cursos', { nivel_id: 1 }), provider.lookup('cursos', { nivel_id: 1 })]);
    await provider.lookup('cursos', { nivel_id: '1' });
    const other = await provider.lookup('cursos', { nivel_id: 2, ajeno: 'x' });
    await provider.lookup('cursos');
    expect(other[0].id).toBe(102);
    expect(calls.map((c) => c.body)).toEqual([{ nivel_id: 1 }, { nivel_id: 2 }, {}]);
    provider.clearCache();
    await provider.lookup('cursos', { nivel_id: 1 });
    expect(calls).toHaveLength(4);
  });

  it('forgets a failed lookup so the next call retries', async () => {
    let fail = true;
    const { provider, calls } = fakeServer({
      'sedes/lista': () => (fail ? { status: 500, body: { code: 'X', message: 'Falla' } } : { body: [{ id: 1, nombre: 'Norte', premium: false }] }),
    });
    await expect(provider.lookup('sedes')).rejects.toThrow('Falla');
    fail = false;
    expect(await provider.lookup('sedes')).toEqual([{ id: 1, name: 'Norte', nombre: 'Norte', premium: false }]);
    expect(calls).toHaveLength(2);
  });

  it('rejects an unknown lookup without a request', async () => {
    const { provider, calls } = fakeServer();
    await expect(provider.lookup('planetas')).rejects.toThrow('Lista de opciones desconocida: planetas');
    expect(calls).toHaveLength(0);
  });
});

describe('a child resource', () => {
  it('reaches its endpoints through the parent of the filter, meta, data or previous record', async () => {
    const taller = { id: 9, version: 2, nombre: 'Cerámica', sede_id: 4 };
    const { provider, calls } = fakeServer({
      'salon/4/taller/lista': page([taller]),
      'salon/4/taller/detalle': { body: taller },
      'salon/4/taller/crear': { body: taller },
      'salon/4/taller/editar': { body: { ...taller, nombre: 'Barro' } },
      'salon/4/taller/eliminar': { body: taller },
    });
    await provider.getList('talleres', { filter: { sede_id: 4 }, pagination: { page: 1, perPage: 10 }, sort: { field: 'nombre', order: 'ASC' } });
    await provider.getOne('talleres', { id: '9', meta: { parentId: 4 } });
    await provider.create('talleres', { data: { nombre: 'Cerámica', sede_id: 4 } });
    await provider.update('talleres', { id: 9, data: { ...taller, nombre: 'Barro' }, previousData: taller });
    await provider.delete('talleres', { id: 9, previousData: taller });
    expect(calls.map((call) => call.path)).toEqual([
      'salon/4/taller/lista', 'salon/4/taller/detalle', 'salon/4/taller/crear', 'salon/4/taller/editar', 'salon/4/taller/eliminar',
    ]);
  });

  it('refuses a call that names no parent, without a request', async () => {
    const { provider, calls } = fakeServer();
    await expect(provider.getOne('talleres', { id: 9 })).rejects.toThrow('No se sabe a qué registro pertenecen estos talleres');
    expect(calls).toHaveLength(0);
  });
});
