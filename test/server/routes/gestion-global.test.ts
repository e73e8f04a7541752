// Global management's calls (docs/security.md 'Staff users and global management'): user/buscar over every
// person from 5 characters (E1020A89) within the caller's sedes, and user/cambiar_sede (4610DB00,
// or F775D80 for students) within the privilege ceiling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_SEARCH_SHORT, SEDE_CHANGED } from '../../../core/school/globalManagement';
import { P } from '../../../core/engine/permissions';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function member(codes: string[], overrides: Record<string, string | number | boolean | null> = {}) {
  const user = await createStaffUser(server.db, codes, overrides);
  return { ...user, token: await server.login(user.email, user.password) };
}

describe('user/buscar', () => {
  it('finds students, teachers and staff alike, deleted ones too', async () => {
    const [student] = await server.db.query<{ id: number; numero_documento: string }>('SELECT id, numero_documento FROM usuarios WHERE es ORDER BY id LIMIT 1');
    const [teacher] = await server.db.query<{ id: number; email: string }>('SELECT id, email FROM usuarios WHERE pr AND NOT es ORDER BY id LIMIT 1');
    await server.db.query('UPDATE usuarios SET deleted_at = now() WHERE id = $1', [teacher.id]);
    const byDocument = await server.post('user/buscar', { texto: student.numero_documento }, server.adminToken);
    expect(byDocument.statusCode, byDocument.body).toBe(200);
    expect(byDocument.json()).toContainEqual(expect.objectContaining({ id: student.id, es: true }));
    const byEmail = (await server.post('user/buscar', { texto: teacher.email }, server.adminToken)).json() as { id: number; deleted_at: string | null; pr: boolean }[];
    expect(byEmail).toEqual([expect.objectContaining({ id: teacher.id, pr: true })]);
    expect(byEmail[0].deleted_at).not.toBeNull();
    const staff = (await server.post('user/buscar', { texto: 'admin@escuela' }, server.adminToken)).json() as { grupo: string; fu: boolean; sede: string }[];
    expect(staff[0]).toMatchObject({ grupo: 'Administrador', fu: true });
    expect(staff[0].sede).toEqual(expect.any(String));
  });

  it('keeps to the caller’s sedes', async () => {
    const limited = await member([P.usuarios.global]);
    const found = (await server.post('user/buscar', { texto: 'escuela.test' }, limited.token)).json() as { sede_id: number }[];
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((p) => p.sede_id))).toEqual(new Set([1, 2].filter((s) => found.some((p) => p.sede_id === s))));
    expect(found.every((p) => [1, 2].includes(p.sede_id))).toBe(true);
  });

  it('needs E1020A89 before anything, and 5 characters', async () => {
    expect((await server.post('user/buscar', { texto: 'escuela' })).statusCode).toBe(401);
    const other = await member([P.usuarios.list]);
    expect((await server.post('user/buscar', { texto: 'ab' }, other.token)).statusCode).toBe(403);
    const short = await server.post('user/buscar', { texto: ' abcd ' }, server.adminToken);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { texto: GLOBAL_SEARCH_SHORT } });
    expect((await server.post('user/buscar', { texto: 12345 }, server.adminToken)).statusCode).toBe(400);
  });
});

describe('user/cambiar_sede', () => {
  it('moves a student with 4610DB00 and records it', async () => {
    const manager = await member([P.usuarios.sede, P.usuarios.global], { sede_id: 1 });
    await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [manager.id]);
    const [student] = await server.db.query<{ id: number; sede_id: number }>('SELECT id, sede_id FROM usuarios WHERE es AND NOT fu AND NOT pr AND sede_id <> 4 ORDER BY id LIMIT 1');
    const response = await server.post('user/cambiar_sede', { id: student.id, sede_id: 4 }, manager.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ mensaje: SEDE_CHANGED, usuario: { id: student.id, sede_id: 4 } });
    expect(await countRows(server.db, 'eventos', `universo = 'usuario' AND tipo = 'cambiar_sede' AND registro_id = ${student.id}`)).toBe(1);
  });

  it('the student area’s F775D80 moves students only; staff need more', async () => {
    const studentDesk = await member([P.estudiantes.sede, P.estudiantes.list]);
    await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [studentDesk.id]);
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT fu AND NOT pr AND sede_id <> 3 ORDER BY id DESC LIMIT 1');
    expect((await server.post('user/cambiar_sede', { id: student.id, sede_id: 3 }, studentDesk.token)).statusCode).toBe(200);
    const colleague = await member([P.estudiantes.list]);
    const before = await databaseFingerprint(server.db);
    expect((await server.post('user/cambiar_sede', { id: colleague.id, sede_id: 3 }, studentDesk.token)).statusCode).toBe(403);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('refuses without a code, a malformed body and a sede outside the caller’s, writing nothing', async () => {
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT fu AND sede_id = 1 ORDER BY id LIMIT 1');
    const nobody = await member([P.usuarios.global]);
    const limited = await member([P.usuarios.sede]);
    const before = await databaseFingerprint(server.db);
    expect((await server.post('user/cambiar_sede', { id: student.id, sede_id: 2 })).statusCode).toBe(401);
    expect((await server.post('user/cambiar_sede', { id: student.id, sede_id: 'x' }, nobody.token)).statusCode).toBe(403);
    const malformed = await server.post('user/cambiar_sede', { id: student.id, sede_id: 'Chapinero' }, limited.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: { sede_id: 'Debe seleccionar una sede' } });
    const outside = await server.post('user/cambiar_sede', { id: student.id, sede_id: 7 }, limited.token);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ errors: { sede_id: 'La sede no está entre sus sedes permitidas' } });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});
