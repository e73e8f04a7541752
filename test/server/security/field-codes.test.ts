// Per-field edit codes with the dual-code rule (core/engine/fieldAccess.ts): while a student has no
// current course either C448968B or C0F0653E may assign one; once set only C448968B may change it.
// The sede of a student is changed only with F775D80 (or staff's 4610DB00).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
const BASIC = ['4586B73F', '560B5B09', '9022BCBD'];

async function tokenWith(codes: string[]): Promise<string> {
  const user = await createStaffUser(server.db, codes);
  await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [user.id]);
  return server.login(user.email, user.password);
}

async function studentWithCourse(has: boolean): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `SELECT id FROM usuarios WHERE es AND grupo_id IS NULL AND NOT pr AND NOT ad AND curso_actual_id IS ${has ? 'NOT ' : ''}NULL ORDER BY id LIMIT 1`,
  );
  if (!row) {
    const [any] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND grupo_id IS NULL ORDER BY id DESC LIMIT 1');
    await server.db.query('UPDATE usuarios SET curso_actual_id = NULL WHERE id = $1', [any.id]);
    return any.id;
  }
  return row.id;
}

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('curso_actual_id (dual-code rule)', () => {
  it('the weaker code assigns a first course but cannot change one', async () => {
    const token = await tokenWith([...BASIC, 'C0F0653E']);
    const without = await studentWithCourse(false);
    const assigned = await server.post('estudiante/editar', { id: without, curso_actual_id: 3 }, token);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().curso_actual_id).toBe(3);

    const before = await databaseFingerprint(server.db);
    const changed = await server.post('estudiante/editar', { id: without, curso_actual_id: 4 }, token);
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toEqual({
      code: 'Forbidden',
      message: 'No tiene permiso para esta operación',
      errors: { curso_actual_id: 'No tiene permiso para modificar este campo' },
    });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('the stronger code changes it; without either code the basic data still saves', async () => {
    const strong = await tokenWith([...BASIC, 'C448968B']);
    const withCourse = await studentWithCourse(true);
    expect((await server.post('estudiante/editar', { id: withCourse, curso_actual_id: 4 }, strong)).statusCode).toBe(200);
    const basic = await tokenWith(BASIC);
    expect((await server.post('estudiante/editar', { id: withCourse, curso_actual_id: 5 }, basic)).statusCode).toBe(403);
    expect((await server.post('estudiante/editar', { id: withCourse, movil: '3009990000' }, basic)).statusCode).toBe(200);
  });

  it('an edit that does not touch a missing course is never blocked by it', async () => {
    const without = await studentWithCourse(false);
    const response = await server.post('estudiante/editar', { id: without, telefono: '601 444 5555' }, await tokenWith(BASIC));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().curso_actual_id).toBeNull();
  });
});

describe('sede_id of a student', () => {
  it('needs F775D80 or 4610DB00', async () => {
    const student = await studentWithCourse(true);
    expect((await server.post('estudiante/editar', { id: student, sede_id: 3 }, await tokenWith(BASIC))).statusCode).toBe(403);
    expect((await server.post('estudiante/editar', { id: student, sede_id: 3 }, await tokenWith([...BASIC, 'F775D80']))).statusCode).toBe(200);
    expect((await server.post('estudiante/editar', { id: student, sede_id: 4 }, await tokenWith([...BASIC, '4610DB00']))).statusCode).toBe(200);
  });
});
