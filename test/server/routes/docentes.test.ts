// docente/cambiar_password (2FD9B828): a generated password mailed to the teacher, their sessions
// ended; it reaches teachers only (the privilege ceiling: a student is not found through it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { countRows, createStaffUser, createTestServer, type TestServer } from '../helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.docentes.list, P.docentes.show, P.docentes.password]);
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

describe('docente/cambiar_password', () => {
  it('generates a password, mails it and ends the teacher’s sessions', async () => {
    const [teacher] = await server.db.query<{ id: number; email: string }>('SELECT id, email FROM usuarios WHERE pr AND NOT es AND grupo_id IS NULL ORDER BY id LIMIT 1');
    const mails = await countRows(server.db, 'correos', `para = '${teacher.email}'`);
    const response = await server.post('docente/cambiar_password', { userid: teacher.id, action: 'autogenerate' }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ mensaje: 'Se generó una nueva contraseña y se envió al correo del usuario' });
    expect(await countRows(server.db, 'correos', `para = '${teacher.email}'`)).toBe(mails + 1);
    const [row] = await server.db.query<{ invalid_token_time: Date | null }>('SELECT invalid_token_time FROM usuarios WHERE id = $1', [teacher.id]);
    expect(row.invalid_token_time).not.toBeNull();
    expect(await countRows(server.db, 'eventos', `universo = 'docentes' AND tipo = 'cambiar_password' AND registro_id = ${teacher.id}`)).toBe(1);
  });

  it('does not reach a student, and needs its code', async () => {
    const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr ORDER BY id LIMIT 1');
    expect((await server.post('docente/cambiar_password', { userid: student.id, action: 'autogenerate' }, token)).statusCode).toBe(404);
    const reader = await createStaffUser(server.db, [P.docentes.list, P.docentes.show]);
    const readerToken = await server.login(reader.email, reader.password);
    const [teacher] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr ORDER BY id LIMIT 1');
    expect((await server.post('docente/cambiar_password', { userid: teacher.id, action: 'autogenerate' }, readerToken)).statusCode).toBe(403);
  });
});
