// Courses through the API (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): curso/crear with the
// course's fields, a repeated code refused, and curso/crear_masivo (55C8CB36) all or nothing under
// the engine's bulk rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
let nivel: number;

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.cursos.list, P.cursos.show, P.cursos.create, P.cursos.edit]);
  token = await server.login(user.email, user.password);
  [{ id: nivel }] = await server.db.query<{ id: number }>('SELECT id FROM niveles ORDER BY id LIMIT 1');
});
afterAll(async () => {
  await server.close();
});

describe('cursos', () => {
  it('creates a course, returning the record, and refuses its code a second time', async () => {
    const body = { codigo: 'EN-A1-9', nombre: 'Inglés A1 - Módulo 9', nivel_id: nivel };
    const created = await server.post('curso/crear', body, token);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ ...body, activo: true });
    const again = await server.post('curso/crear', body, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ codigo: 'Ya existe un registro con este valor' });
  });

  it('curso/crear_masivo writes every line or none', async () => {
    const before = await databaseFingerprint(server.db);
    const refused = await server.post(
      'curso/crear_masivo',
      [
        { codigo: 'EN-B1-8', nombre: 'Inglés B1 - Módulo 8', nivel_id: nivel },
        { codigo: 'EN-B1-9', nombre: '', nivel_id: nivel },
      ],
      token,
    );
    expect(refused.statusCode).toBe(400);
    expect(await databaseFingerprint(server.db)).toEqual(before);
    const cursos = await countRows(server.db, 'cursos');
    const ok = await server.post('curso/crear_masivo', [{ codigo: 'EN-B1-8', nombre: 'Inglés B1 - Módulo 8', nivel_id: nivel, activo: false }], token);
    expect(ok.statusCode).toBe(200);
    expect(await countRows(server.db, 'cursos')).toBe(cursos + 1);
  });

  it('needs 55C8CB36 for crear_masivo', async () => {
    const user = await createStaffUser(server.db, [P.cursos.list, P.cursos.edit]);
    const response = await server.post('curso/crear_masivo', [], await server.login(user.email, user.password));
    expect(response.statusCode).toBe(403);
  });
});
