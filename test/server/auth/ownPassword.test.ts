// 'Cambiar contraseña' in Mi cuenta (issue 43): the current password required (a wrong one counts
// as a failed login), the product's password rules, the caller's other sessions ended and this one
// kept, and the change audited without the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { servedResources } from '../../../resources/served';
import { createStaffUser, createTestServer, databaseFingerprint, TEST_JWT_SECRET, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
});
afterAll(async () => {
  await server.close();
});

const WRONG_CURRENT = { code: 'ValidationError', message: 'La contraseña actual no es correcta', errors: { actual: 'La contraseña actual no es correcta' } };

describe('cambiar_mi_contrasena', () => {
  it('changes it, ends the other sessions and keeps this one', async () => {
    const user = await createStaffUser(server.db, ['4586B73F']);
    const here = await server.login(user.email, user.password);
    const elsewhere = await server.login(user.email, user.password);
    const response = await server.post('cambiar_mi_contrasena', { actual: user.password, password: 'Nueva-Clave-2026' }, here);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mensaje: 'Contraseña actualizada. Sus otras sesiones se cerraron.' });
    expect((await server.post('perfil', {}, here)).statusCode).toBe(200);
    expect((await server.post('perfil', {}, elsewhere)).statusCode).toBe(401);
    expect((await server.post('login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await server.post('login', { email: user.email, password: 'Nueva-Clave-2026' })).statusCode).toBe(200);
    const [event] = await server.db.query<{ tipo: string; contenido: unknown; usuario_id: number }>(
      "SELECT tipo, contenido, usuario_id FROM eventos WHERE registro_id = $1 AND tipo = 'cambiar_mi_contrasena'",
      [user.id],
    );
    expect(event).toEqual({ tipo: 'cambiar_mi_contrasena', contenido: { sesiones_cerradas: 1 }, usuario_id: user.id });
    expect(JSON.stringify(event)).not.toContain('Nueva-Clave');
  });

  it('refuses a wrong current password and writes nothing; too many count as failed logins', async () => {
    // Its own app over the same database, with a limit of 3 failed password checks.
    const limited = await buildApp({ ...(await servedResources()), db: server.db, jwtSecret: TEST_JWT_SECRET, security: { loginLimit: { max: 3, windowMs: 15 * 60_000 } } });
    try {
      const post = (path: string, body: unknown, token?: string) =>
        limited.inject({ method: 'POST', url: `/api/${path}`, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: '10.1.0.1' });
      const user = await createStaffUser(server.db, ['4586B73F']);
      const { token } = (await post('login', { email: user.email, password: user.password })).json() as { token: string };
      const before = await databaseFingerprint(server.db);
      for (let i = 0; i < 3; i++) {
        const response = await post('cambiar_mi_contrasena', { actual: 'no-es-esta', password: 'Nueva-Clave-2026' }, token);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(WRONG_CURRENT);
      }
      expect(await databaseFingerprint(server.db)).toEqual(before);
      const spent = await post('cambiar_mi_contrasena', { actual: user.password, password: 'Nueva-Clave-2026' }, token);
      expect(spent.statusCode).toBe(429);
      expect(spent.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('holds the new password to the product’s rules', async () => {
    const user = await createStaffUser(server.db, ['4586B73F']);
    const token = await server.login(user.email, user.password);
    const before = await databaseFingerprint(server.db);
    const short = await server.post('cambiar_mi_contrasena', { actual: user.password, password: 'corta' }, token);
    expect(short.json()).toEqual({ code: 'ValidationError', message: 'Debe tener mínimo 8 caracteres.', errors: { password: 'Debe tener mínimo 8 caracteres.' } });
    const missing = await server.post('cambiar_mi_contrasena', { actual: user.password }, token);
    expect(missing.statusCode).toBe(400);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('asks for a session before it reads the body', async () => {
    const response = await server.post('cambiar_mi_contrasena', 'no es JSON');
    expect(response.statusCode).toBe(401);
  });
});
