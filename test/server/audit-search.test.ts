// event/search (docs/security.md 'Staff users and global management'): the audit trail read back page by
// page, newest first, by staff member (1E3B0C0D) or by class (956EB91C or EEB6ADA9), within the
// caller's reach; nothing writes through it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../core/engine/permissions';
import { ADMIN, countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from './helpers';

let server: TestServer;
let adminId: number;

beforeAll(async () => {
  server = await createTestServer({ demoWeek: true, students: 200 });
  [{ id: adminId }] = await server.db.query<{ id: number }>("SELECT id FROM usuarios WHERE email = 'admin@escuela.test'");
  // Twelve events by the administrator, a second apart, oldest first.
  for (let i = 0; i < 12; i++) {
    await server.db.query(
      `INSERT INTO eventos (universo, tipo, evento, usuario_id, registro_id, created_at) VALUES ('salones', 'editar', $1, $2, 1, now() + make_interval(secs => $3))`,
      [`Evento ${i + 1}`, adminId, 1000 + i],
    );
  }
});
afterAll(async () => {
  await server.close();
});

const search = (body: unknown, token: string | null = server.adminToken) => server.post('event/search', body, token);

describe('event/search', () => {
  it('pages one staff member’s events, newest first', async () => {
    const total = await countRows(server.db, 'eventos', `usuario_id = ${adminId}`);
    const first = await search({ paginate: { page: 1, perPage: 5 }, filters: { funcionario_id: adminId } });
    expect(first.statusCode, first.body).toBe(200);
    const { datos } = first.json() as { datos: { data: { evento: string; usuario: string; created_at: string }[]; lastPage: number; page: number; total: number } };
    expect(datos).toMatchObject({ page: 1, total, lastPage: Math.ceil(total / 5) });
    expect(datos.data.map((e) => e.evento)).toEqual(['Evento 12', 'Evento 11', 'Evento 10', 'Evento 9', 'Evento 8']);
    expect(datos.data[0].usuario).toBe(`${ADMIN.primer_nombre} ${ADMIN.primer_apellido}`);
    const second = (await search({ paginate: { page: 2, perPage: 5 }, filters: { funcionario_id: adminId } })).json() as { datos: { data: { evento: string }[] } };
    expect(second.datos.data.map((e) => e.evento)).toEqual(['Evento 7', 'Evento 6', 'Evento 5', 'Evento 4', 'Evento 3']);
  });

  it('pages a class’s events', async () => {
    const [clase] = await server.db.query<{ id: number }>('SELECT id FROM clases ORDER BY id LIMIT 1');
    await server.db.query("INSERT INTO eventos (universo, tipo, evento, usuario_id, registro_id) VALUES ('clases', 'editar', 'Docente cambiado', $1, $2)", [adminId, clase.id]);
    const response = await search({ filters: { clase_id: clase.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ datos: { page: 1, total: 1, lastPage: 1, data: [{ evento: 'Docente cambiado', universo: 'clases' }] } });
  });

  it('answers 401 without a token, 403 without any or the filter’s code, 400 to a malformed body', async () => {
    expect((await search({ filters: { funcionario_id: adminId } }, null)).statusCode).toBe(401);
    const reader = await createStaffUser(server.db, [P.estudiantes.list]);
    const readerToken = await server.login(reader.email, reader.password);
    expect((await search({ filters: { funcionario_id: adminId } }, readerToken)).statusCode).toBe(403);
    // The permission comes first: a malformed body from a user without the codes is still 403.
    expect((await search({ filters: 'todo' }, readerToken)).statusCode).toBe(403);
    const classViewer = await createStaffUser(server.db, [P.programador.changeDocente]);
    const classToken = await server.login(classViewer.email, classViewer.password);
    const refused = await search({ filters: { funcionario_id: adminId } }, classToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'No tiene permiso para esta operación' });
    const before = await databaseFingerprint(server.db);
    for (const body of [{}, { filters: {} }, { filters: { funcionario_id: 'yo' } }, { paginate: { page: 0 }, filters: { funcionario_id: adminId } }, { filters: { funcionario_id: 1, clase_id: 1 } }]) {
      const response = await search(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ValidationError' });
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('keeps to the caller’s reach: a staff member or a class outside their sedes is not found', async () => {
    const viewer = await createStaffUser(server.db, [P.usuarios.show, P.programador.changeSalon]);
    const token = await server.login(viewer.email, viewer.password);
    const [far] = await server.db.query<{ id: number }>("SELECT id FROM usuarios WHERE fu AND sede_id > 2 AND email LIKE '%@sedes.escuela.test' ORDER BY id LIMIT 1");
    expect((await search({ filters: { funcionario_id: far.id } }, token)).statusCode).toBe(404);
    const [farClass] = await server.db.query<{ id: number }>('SELECT id FROM clases WHERE sede_id > 2 ORDER BY id LIMIT 1');
    expect((await search({ filters: { clase_id: farClass.id } }, token)).statusCode).toBe(404);
    // A student is no staff member.
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT fu ORDER BY id LIMIT 1');
    expect((await search({ filters: { funcionario_id: student.id } })).statusCode).toBe(404);
  });
});
