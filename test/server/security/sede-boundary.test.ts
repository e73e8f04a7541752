// Per-sede data boundary: a user with permitted sedes lists, searches, reads and writes only records
// of those sedes, enforced in the server's SQL; an empty list means every sede.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, createTestServer, databaseFingerprint, newStudent, type TestServer } from '../helpers';

let server: TestServer;
const CODES = ['4586B73F', '560B5B09', 'D12AEB51', '9022BCBD', 'F775D80', '31BEFF98', '71A798F', 'B2903DC1', 'AE7C3DD1', '3C1A985C', 'EE7EF073', '871292F9'];
/** createStaffUser permits sedes 1 and 2. */
let limited: string;
let unlimited: string;

async function idIn(table: string, sedeIn: boolean): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE ${sedeIn ? '' : 'NOT '}(sede_id = ANY('{1,2}')) ${table === 'usuarios' ? 'AND es AND grupo_id IS NULL AND NOT pr AND NOT ad' : ''} ORDER BY id LIMIT 1`,
  );
  return row.id;
}

beforeAll(async () => {
  server = await createTestServer({ students: 60 });
  const a = await createStaffUser(server.db, CODES);
  limited = await server.login(a.email, a.password);
  const b = await createStaffUser(server.db, CODES);
  await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [b.id]);
  unlimited = await server.login(b.email, b.password);
});
afterAll(async () => {
  await server.close();
});

describe.each([
  ['estudiante', 'usuarios', { movil: '3001112233' }],
  ['salon', 'salones', { nombre: 'Cambio' }],
])('%s with permitted sedes', (prefix, table, change) => {
  it('lists and searches only records of the permitted sedes', async () => {
    const list = (await server.post(`${prefix}/lista`, { por_pagina: 1000 }, limited)).json() as { datos: { sede_id: number }[]; total: number };
    expect(list.datos.length).toBeGreaterThan(0);
    expect(new Set(list.datos.map((d) => d.sede_id))).toEqual(new Set([1, 2].filter((s) => list.datos.some((d) => d.sede_id === s))));
    expect(list.total).toBe(list.datos.length);
    const all = (await server.post(`${prefix}/lista`, { por_pagina: 1000 }, unlimited)).json() as { datos: { sede_id: number }[]; total: number };
    expect(all.datos.some((d) => d.sede_id > 2)).toBe(true);
    expect(all.total).toBeGreaterThan(list.total);
    const filtered = (await server.post(`${prefix}/lista`, { filtros: { sede_id: [3, 4, 5] } }, limited)).json();
    expect(filtered.total).toBe(0);
  });

  it('reads and edits a record outside them as if it did not exist, and changes nothing', async () => {
    const outside = await idIn(table, false);
    const before = await databaseFingerprint(server.db);
    expect((await server.post(`${prefix}/detalle`, { id: outside }, limited)).statusCode).toBe(404);
    expect((await server.post(`${prefix}/editar`, { id: outside, ...change }, limited)).statusCode).toBe(404);
    expect(await databaseFingerprint(server.db)).toEqual(before);
    expect((await server.post(`${prefix}/detalle`, { id: outside }, unlimited)).statusCode).toBe(200);
  });

  it('refuses to move a record to a sede outside them', async () => {
    const inside = await idIn(table, true);
    const before = await databaseFingerprint(server.db);
    const response = await server.post(`${prefix}/editar`, { id: inside, sede_id: 7 }, limited);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ sede_id: 'La sede no está entre sus sedes permitidas' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
    expect((await server.post(`${prefix}/editar`, { id: inside, sede_id: 2 }, limited)).statusCode).toBe(200);
  });
});

describe('creating with permitted sedes', () => {
  it('refuses a new student or room in another sede, accepts one in theirs', async () => {
    const before = await databaseFingerprint(server.db);
    const student = await server.post('estudiante/crear', newStudent(901, { sede_id: 9 }), limited);
    expect(student.statusCode).toBe(400);
    expect(student.json().errors).toEqual({ sede_id: 'La sede no está entre sus sedes permitidas' });
    const room = await server.post('salon/crear', { nombre: 'Sala ajena', capacidad: 10, sede_id: 9 }, limited);
    expect(room.json().errors).toEqual({ sede_id: 'La sede no está entre sus sedes permitidas' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
    expect((await server.post('estudiante/crear', newStudent(902, { sede_id: 1 }), limited)).statusCode).toBe(200);
    expect((await server.post('estudiante/crear', newStudent(903, { sede_id: 9 }), unlimited)).statusCode).toBe(200);
  });

  it('keeps person actions inside the sedes too', async () => {
    const outside = await idIn('usuarios', false);
    const before = await databaseFingerprint(server.db);
    expect((await server.post('user/cambiar-activo', { id: outside, activo: 0 }, limited)).statusCode).toBe(404);
    expect((await server.post('estudiante/cambiar_password', { userid: outside, password: 'OtraClave2024' }, limited)).statusCode).toBe(404);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('follows a change of permitted sedes on the very next request', async () => {
    const c = await createStaffUser(server.db, CODES);
    const token = await server.login(c.email, c.password);
    const outside = await idIn('usuarios', false);
    expect((await server.post('estudiante/detalle', { id: outside }, token)).statusCode).toBe(404);
    await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [c.id]);
    expect((await server.post('estudiante/detalle', { id: outside }, token)).statusCode).toBe(200);
    await server.db.query('INSERT INTO usuario_sedes (usuario_id, sede_id) VALUES ($1, 1)', [c.id]);
    expect((await server.post('estudiante/detalle', { id: outside }, token)).statusCode).toBe(404);
  });
});
