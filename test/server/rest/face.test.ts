// The REST face (/api/rest/<name>, ra-data-simple-rest's dialect) on its own: the list's query
// parameters and Content-Range, one record, create, PUT of a whole record, DELETE as the client sends
// it, 405 where a declaration grants no such operation, the guard on every route of the registry,
// files, children reached by their parent's filter, and the headers every /api answer carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARATIONS } from '../../../resources/registry';
import { restRoutes } from '../../../server/rest/routes';
import { multipart, pdfBytes } from '../crud/fileFixtures';
import { fixtureRecord } from '../endpointFixtures';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, newStudent, servedCodes, setGroupCodes, type TestServer } from '../helpers';
import { listUrl, restCall } from './restClient';

let server: TestServer;
let token: string;
let limited: { grupoId: number; token: string };

beforeAll(async () => {
  server = await createTestServer();
  token = server.adminToken;
  const user = await createStaffUser(server.db, []);
  limited = { grupoId: user.grupoId, token: await server.login(user.email, user.password) };
});
afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown> & { id: number; version: number };

describe('getList', () => {
  it('answers the range as a JSON array with Content-Range <resource> first-last/total', async () => {
    const ids = (await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND deleted_at IS NULL ORDER BY id')).map((r) => r.id);
    const response = await restCall(server, 'GET', listUrl('estudiantes', { sort: ['id', 'ASC'], range: [5, 9], filter: {} }), token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe(`estudiantes 5-9/${ids.length}`);
    expect((response.json() as Row[]).map((r) => r.id)).toEqual(ids.slice(5, 10));
    // Past the end: nothing, and still the total.
    const beyond = await restCall(server, 'GET', listUrl('estudiantes', { range: [1000, 1009] }), token);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['content-range']).toBe(`estudiantes */${ids.length}`);
    // Without a range: up to 1,000 rows (the largest page of lista).
    const all = await restCall(server, 'GET', '/api/rest/estudiantes', token);
    expect((all.json() as Row[]).length).toBe(ids.length);
  });

  it('holds the very records of the POST lista for the same page, sort and filter', async () => {
    const rest = await restCall(server, 'GET', listUrl('salones', { sort: ['nombre', 'DESC'], range: [3, 5], filter: { sede_id: 1 } }), token);
    const post = await server.post('salon/lista', { pagina: 2, por_pagina: 3, orden: { campo: 'nombre', direccion: 'DESC' }, filtros: { sede_id: 1 } }, token);
    const { datos, total } = post.json() as { datos: Row[]; total: number };
    expect(datos.length).toBeGreaterThan(0);
    expect(rest.json()).toEqual(datos);
    expect(rest.headers['content-range']).toBe(`salones 3-${3 + datos.length - 1}/${total}`);
  });

  it('filter.q is the list’s search; filter.id (getMany) a list of ids', async () => {
    const [student] = await server.db.query<{ id: number; primer_apellido: string }>(
      'SELECT id, primer_apellido FROM usuarios WHERE es AND deleted_at IS NULL AND length(primer_apellido) >= 5 ORDER BY id LIMIT 1',
    );
    const found = await restCall(server, 'GET', listUrl('estudiantes', { filter: { q: student.primer_apellido } }), token);
    const buscar = (await server.post('estudiante/buscar', { texto: student.primer_apellido }, token)).json() as Row[];
    expect((found.json() as Row[]).map((r) => r.id).sort()).toEqual(buscar.map((r) => r.id).sort());
    expect(found.headers['content-range']).toMatch(new RegExp(`/${buscar.length}$`));
    // Combined with another filter and a page.
    const narrowed = await restCall(server, 'GET', listUrl('estudiantes', { filter: { q: student.primer_apellido, id: [student.id] }, range: [0, 0] }), token);
    expect((narrowed.json() as Row[]).map((r) => r.id)).toEqual([student.id]);
    const ids = (await server.db.query<{ id: number }>('SELECT id FROM salones ORDER BY id LIMIT 3')).map((r) => r.id);
    const many = await restCall(server, 'GET', listUrl('salones', { filter: { id: ids } }), token);
    expect((many.json() as Row[]).map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
    // A blank q is no search.
    expect((await restCall(server, 'GET', listUrl('salones', { filter: { q: ' ' }, range: [0, 0] }), token)).statusCode).toBe(200);
  });

  it('refuses what it cannot read with a Spanish 400 naming the parameter, never a 500', async () => {
    const cases: [string, Record<string, string>][] = [
      [listUrl('estudiantes', { sort: ['password_hash', 'ASC'] }), { sort: 'Campo no permitido: password_hash' }],
      [listUrl('estudiantes', { sort: ['id', 'SIDEWAYS'] }), { sort: 'Debe ser una lista JSON: ["campo", "ASC" o "DESC"]' }],
      [listUrl('estudiantes', { range: [9, 0] }), { range: 'Debe ser una lista JSON de dos enteros: [inicio, fin], inicio ≤ fin' }],
      [listUrl('estudiantes', { range: [0, 1000] }), { range: 'El rango admite como máximo 1000 registros' }],
      ['/api/rest/estudiantes?filter=%7Bq', { filter: 'Debe ser un objeto JSON' }],
      ['/api/rest/estudiantes?filter=[1]', { filter: 'Debe ser un objeto JSON' }],
      ['/api/rest/estudiantes?sort=x&sort=y', { sort: 'Debe aparecer una sola vez' }],
      ['/api/rest/estudiantes?pagina=2', { pagina: 'Parámetro no permitido: pagina' }],
      [listUrl('estudiantes', { filter: { password_hash: 'x' } }), { 'filter.password_hash': 'Campo no permitido: password_hash' }],
      [listUrl('estudiantes', { filter: { id: ['abc'] } }), { 'filter.id': 'Debe ser una lista de identificadores numéricos' }],
      [listUrl('estudiantes', { filter: { q: 'abc' } }), { 'filter.q': 'Debe tener mínimo 5 caracteres' }],
      [listUrl('estudiantes', { filter: { q: 7 } }), { 'filter.q': 'Debe ser un texto' }],
      [listUrl('banners', { filter: { q: 'verano' } }), { 'filter.q': 'Este listado no tiene búsqueda por texto' }],
    ];
    for (const [url, errors] of cases) {
      const response = await restCall(server, 'GET', url, token);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ code: 'ValidationError', message: 'Los datos enviados no son válidos. Revise los campos indicados.', errors });
    }
  });

  it('reaches a child through its parent’s filter, as the POST path under the parent', async () => {
    const [{ curso_id: cursoId }] = await server.db.query<{ curso_id: number }>('SELECT curso_id FROM logros ORDER BY id LIMIT 1');
    const rest = await restCall(server, 'GET', listUrl('logros', { filter: { curso_id: cursoId }, sort: ['porcentaje', 'ASC'], range: [0, 99] }), token);
    const post = (await server.post(`curso/${cursoId}/logro/lista`, { por_pagina: 100, orden: { campo: 'porcentaje', direccion: 'ASC' } }, token)).json() as { datos: Row[] };
    expect(rest.json()).toEqual(post.datos);
    // A parent nobody has is not found, as the POST path's.
    const missing = await restCall(server, 'GET', listUrl('logros', { filter: { curso_id: 999999 } }), token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual((await server.post('curso/999999/logro/lista', {}, token)).json());
    // Without it: the children of every parent the caller reaches.
    const all = await restCall(server, 'GET', listUrl('logros', { range: [0, 0] }), token);
    expect(all.headers['content-range']).toBe(`logros 0-0/${await countRows(server.db, 'logros')}`);
  });
});

describe('getOne, create, update, delete', () => {
  it('getOne is detalle’s record; a bad id is a 400, an unknown one a 404', async () => {
    const [{ id }] = await server.db.query<{ id: number }>('SELECT id FROM salones ORDER BY id LIMIT 1');
    const response = await restCall(server, 'GET', `/api/rest/salones/${id}`, token);
    expect(response.json()).toEqual((await server.post('salon/detalle', { id }, token)).json());
    const bad = await restCall(server, 'GET', '/api/rest/salones/abc', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'ValidationError', message: 'Los datos enviados no son válidos. Revise los campos indicados.', errors: { id: 'Debe ser un identificador numérico' } });
    expect((await restCall(server, 'GET', '/api/rest/salones/2147483647', token)).json()).toEqual({ code: 'NotFound', message: 'Registro no encontrado' });
  });

  it('create answers 201 with the record and records crear’s audit event', async () => {
    const response = await restCall(server, 'POST', '/api/rest/estudiantes', token, newStudent(901));
    expect(response.statusCode).toBe(201);
    const created = response.json() as Row;
    expect(created).toMatchObject({ numero_documento: newStudent(901).numero_documento, version: 1 });
    const [event] = await server.db.query<{ tipo: string; evento: string }>("SELECT tipo, evento FROM eventos WHERE universo = 'estudiantes' AND registro_id = $1", [created.id]);
    expect(event).toEqual({ tipo: 'crear', evento: 'Estudiante Creado' });
  });

  it('a PUT of a record another action changed since (its vigencia, read-only here) is 409 before any field is judged', async () => {
    const created = (await restCall(server, 'POST', '/api/rest/estudiantes', token, newStudent(903))).json() as Row;
    const read = (await restCall(server, 'GET', `/api/rest/estudiantes/${created.id}`, token)).json() as Row;
    const action = await server.post('estudiante/editar_vigencia', { id: created.id, version: read.version, vigencia: '2030-12-31' }, token);
    expect(action.statusCode, action.body).toBe(200);
    const before = await databaseFingerprint(server.db);
    // Before: 400 'vigencia: Campo no permitido' (the stale vigencia read as a change of a read-only field).
    const stale = await restCall(server, 'PUT', `/api/rest/estudiantes/${created.id}`, token, { ...read, movil: '311 999 8877' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({ code: 'Conflict', message: 'El registro fue modificado por otro usuario; recargue.' });
    // The POST editar alike: a stale version with a refused field is 409 too.
    const post = await server.post('estudiante/editar', { id: created.id, version: read.version, activo: false }, token);
    expect(post.statusCode, post.body).toBe(409);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('a PUT of the whole record as read changes only what differs; its version guards against lost updates', async () => {
    const created = (await restCall(server, 'POST', '/api/rest/estudiantes', token, newStudent(902))).json() as Row;
    const read = (await restCall(server, 'GET', `/api/rest/estudiantes/${created.id}`, token)).json() as Row;
    // Everything as read (read-only fields, version and id included), one value changed.
    const put = await restCall(server, 'PUT', `/api/rest/estudiantes/${created.id}`, token, { ...read, movil: '311 222 3344' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ...read, movil: '311 222 3344', version: read.version + 1 });
    const events = await server.db.query<{ contenido: unknown }>("SELECT contenido FROM eventos WHERE tipo = 'editar' AND registro_id = $1", [created.id]);
    expect(events.map((e) => e.contenido)).toEqual([{ cambios: { movil: { antes: read.movil, despues: '311 222 3344' } } }]);
    // The same body again: its version is now stale — editar's 409, nothing written.
    const before = await databaseFingerprint(server.db);
    const stale = await restCall(server, 'PUT', `/api/rest/estudiantes/${created.id}`, token, { ...read, movil: '311 000 0000' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'Conflict', message: 'El registro fue modificado por otro usuario; recargue.' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
    // Without a version (updateMany's partial data): applied to the current one.
    const partial = await restCall(server, 'PUT', `/api/rest/estudiantes/${created.id}`, token, { movil: '311 000 0001' });
    expect(partial.json()).toMatchObject({ movil: '311 000 0001', version: read.version + 2 });
    // Nothing different: nothing written, no event.
    const current = partial.json() as Row;
    const events2 = await countRows(server.db, 'eventos');
    expect((await restCall(server, 'PUT', `/api/rest/estudiantes/${created.id}`, token, current)).json()).toEqual(current);
    expect(await countRows(server.db, 'eventos')).toBe(events2);
    // A read-only value that does differ is refused as editar refuses it; another id in the body too.
    const readOnly = await restCall(server, 'PUT', `/api/rest/estudiantes/${created.id}`, token, { ...current, activo: !current.activo });
    expect(readOnly.json()).toEqual((await server.post('estudiante/editar', { id: created.id, activo: !current.activo }, token)).json());
    const otherId = await restCall(server, 'PUT', `/api/rest/estudiantes/${created.id}`, token, { ...current, id: created.id + 1 });
    expect(otherId.statusCode).toBe(400);
    expect(otherId.json()).toMatchObject({ errors: { id: 'Valor no permitido' } });
  });

  it('a child’s PUT never moves it to another parent, as editar under the parent', async () => {
    const [logro] = await server.db.query<Row & { curso_id: number }>('SELECT id, curso_id FROM logros ORDER BY id LIMIT 1');
    const [{ id: other }] = await server.db.query<{ id: number }>('SELECT id FROM cursos WHERE id <> $1 ORDER BY id LIMIT 1', [logro.curso_id]);
    const before = await databaseFingerprint(server.db);
    const rest = await restCall(server, 'PUT', `/api/rest/logros/${logro.id}`, token, { curso_id: other });
    const post = await server.post(`curso/${logro.curso_id}/logro/editar`, { id: logro.id, curso_id: other }, token);
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual(post.json());
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('DELETE takes ra-data-simple-rest’s text/plain with no body and answers the record as it was', async () => {
    const [{ curso_id: cursoId }] = await server.db.query<{ curso_id: number }>('SELECT curso_id FROM logros ORDER BY id LIMIT 1');
    const created = (await restCall(server, 'POST', '/api/rest/logros', token, { curso_id: cursoId, titulo: 'Logro de paso', porcentaje: 99 })).json() as Row;
    const response = await restCall(server, 'DELETE', `/api/rest/logros/${created.id}`, token, undefined, { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
    expect(await countRows(server.db, 'logros', `id = ${created.id}`)).toBe(0);
    expect(await countRows(server.db, 'eventos', `tipo = 'eliminar' AND registro_id = ${created.id}`)).toBe(1);
    // A text body is still not something the API reads.
    const withText = await server.app.inject({ method: 'DELETE', url: '/api/rest/logros/1', payload: 'x', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' } });
    expect(withText.statusCode).toBe(400);
    expect(withText.json()).toEqual({ code: 'ValidationError', message: 'Tipo de contenido no soportado: envíe los datos en formato JSON' });
  });

  it('a resource with file fields takes multipart as crear does; JSON cannot carry a required file', async () => {
    const correos = DECLARATIONS.find((d) => d.name === 'correos');
    const adicionales = DECLARATIONS.find((d) => d.name === 'adicionales');
    if (!correos || !adicionales) throw new Error('correos, adicionales');
    const form = multipart([
      { name: 'datos', value: JSON.stringify(await fixtureRecord(server, correos, 'create')) },
      { name: 'archivo', filename: 'guia.pdf', data: pdfBytes() },
    ]);
    const withFile = await server.app.inject({ method: 'POST', url: '/api/rest/correos', payload: form.payload, headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` } });
    expect(withFile.statusCode, withFile.body).toBe(201);
    expect(withFile.json()).toMatchObject({ archivo: { nombre: 'guia.pdf' } });
    const json = await restCall(server, 'POST', '/api/rest/adicionales', token, await fixtureRecord(server, adicionales, 'create'));
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'ValidationError', errors: { archivo: 'Este campo es requerido' } });
  });
});

describe('every route of the registry', () => {
  it('405 Operación no disponible, with Allow, where the declaration grants no such operation', async () => {
    let refused = 0;
    for (const decl of DECLARATIONS) {
      for (const route of restRoutes(decl).filter((r) => r.permission === null)) {
        const url = route.url.replace(':id', '1');
        const response = await restCall(server, route.method, url, token, route.method === 'DELETE' ? undefined : {});
        expect(response.statusCode, `${route.method} ${url}`).toBe(405);
        expect(response.json()).toEqual({ code: 'MethodNotAllowed', message: 'Operación no disponible' });
        expect(response.headers.allow).toContain('GET');
        refused++;
      }
    }
    // Cierres cannot be edited, banners cannot be deleted…
    expect(refused).toBeGreaterThan(10);
  });

  it('401 without a token, 403 without the operation’s code, nothing written', async () => {
    for (const decl of DECLARATIONS) {
      for (const route of restRoutes(decl)) {
        const { permission } = route;
        if (permission === null) continue;
        const url = route.url.replace(':id', '1');
        const body = route.method === 'POST' || route.method === 'PUT' ? {} : undefined;
        const anonymous = await restCall(server, route.method, url, null, body);
        expect(anonymous.statusCode, `${route.method} ${url}`).toBe(401);
        expect(anonymous.json()).toEqual({ code: 'InvalidJwtToken', message: 'Acceso no autorizado. Debe autenticarse nuevamente.' });
        await setGroupCodes(server.db, limited.grupoId, (await servedCodes()).filter((c) => c !== permission));
        const before = await databaseFingerprint(server.db);
        const forbidden = await restCall(server, route.method, url, limited.token, body);
        expect(forbidden.statusCode, `${route.method} ${url}`).toBe(403);
        expect(forbidden.json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para esta operación' });
        expect(await databaseFingerprint(server.db), `${route.method} ${url}`).toEqual(before);
      }
    }
    await setGroupCodes(server.db, limited.grupoId, []);
  }, 60_000);

  it('answers carry no-store and the security headers, errors included', async () => {
    for (const url of ['/api/rest/salones?range=[0,0]', '/api/rest/salones/abc', '/api/rest/nada']) {
      const response = await restCall(server, 'GET', url, token);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    // No CORS unless CORS_ORIGINS says so (cors.test.ts).
    const crossOrigin = await restCall(server, 'GET', '/api/rest/salones?range=[0,0]', token, undefined, { origin: 'https://otra.escuela.test' });
    expect(crossOrigin.headers['access-control-allow-origin']).toBeUndefined();
  });
});

