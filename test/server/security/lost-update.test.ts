// Lost updates: an edit carries the version it was based on; a stale one answers 409 and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe.each([
  ['estudiante', { movil: '3001112233' }, { movil: '3004445566' }],
  ['salon', { nombre: 'Sala Azul' }, { nombre: 'Sala Roja' }],
])('%s/editar with a version', (prefix, first, second) => {
  it('saves when the version is current and answers the next one', async () => {
    const { datos } = (await server.post(`${prefix}/lista`, { por_pagina: 1 }, server.adminToken)).json() as { datos: { id: number; version: number }[] };
    const [record] = datos;
    const saved = await server.post(`${prefix}/editar`, { id: record.id, version: record.version, ...first }, server.adminToken);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(record.version + 1);

    // A second user edits from the same (now stale) copy.
    const before = await databaseFingerprint(server.db);
    const stale = await server.post(`${prefix}/editar`, { id: record.id, version: record.version, ...second }, server.adminToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'Conflict', message: 'El registro fue modificado por otro usuario; recargue.' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('refuses a malformed version with 400', async () => {
    const response = await server.post(`${prefix}/editar`, { id: 1, version: 'uno', ...first }, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ version: 'Debe ser un número de versión' });
  });
});

describe('versions move with every change of the data', () => {
  it('a named action bumps it too (database trigger), a sign-in does not', async () => {
    const [student] = await server.db.query<{ id: number; version: number }>('SELECT id, version FROM usuarios WHERE es AND activo AND grupo_id IS NULL ORDER BY id LIMIT 1');
    await server.post('user/cambiar-activo', { id: student.id, activo: 0 }, server.adminToken);
    const [after] = await server.db.query<{ version: number }>('SELECT version FROM usuarios WHERE id = $1', [student.id]);
    expect(after.version).toBe(student.version + 1);
    const stale = await server.post('estudiante/editar', { id: student.id, version: student.version, movil: '3007778899' }, server.adminToken);
    expect(stale.statusCode).toBe(409);
    const [admin] = await server.db.query<{ id: number; version: number }>("SELECT id, version FROM usuarios WHERE email = 'admin@escuela.test'");
    await server.login('admin@escuela.test', 'Admin123!');
    const [again] = await server.db.query<{ version: number }>('SELECT version FROM usuarios WHERE id = $1', [admin.id]);
    expect(again.version).toBe(admin.version);
  });
});
