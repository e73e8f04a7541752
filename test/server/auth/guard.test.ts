import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createStaffUser, createTestServer, TEST_JWT_SECRET, type TestServer } from '../helpers';

let server: TestServer;
const key = new TextEncoder().encode(TEST_JWT_SECRET);
const INVALID = { code: 'InvalidJwtToken', message: 'Acceso no autorizado. Debe autenticarse nuevamente.' };

async function adminId(): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE email = $1', [ADMIN.email]);
  return row.id;
}

function sign(payload: Record<string, unknown>, iat: number, exp: number, secret: Uint8Array = key): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(iat).setExpirationTime(exp).sign(secret);
}

const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('guard', () => {
  it('accepts a valid token', async () => {
    expect((await server.post('sede', {}, server.adminToken)).statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['not Bearer', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['garbage', 'Bearer esto.no.es-un-token'],
    ['empty bearer', 'Bearer '],
  ])('answers 401 for %s', async (_label, authorization) => {
    const response = await server.post('sede', {}, null, authorization ? { authorization } : {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('answers 401 for an expired token', async () => {
    const token = await sign({ data: { id: await adminId() } }, now() - 13 * 3600, now() - 3600);
    const response = await server.post('sede', {}, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const token = await sign({ data: { id: await adminId() } }, now(), now() + 3600, new TextEncoder().encode('otro-secreto-cualquiera-123456'));
    expect((await server.post('sede', {}, token)).statusCode).toBe(401);
  });

  it('answers 401 for an unsigned (alg none) or tampered token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ data: { id: await adminId() }, iat: now(), exp: now() + 3600 })).toString('base64url');
    expect((await server.post('sede', {}, `${header}.${body}.`)).statusCode).toBe(401);
    const [h, , s] = server.adminToken.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ data: { id: 2 }, iat: now(), exp: now() + 3600 })).toString('base64url');
    expect((await server.post('sede', {}, `${h}.${forgedBody}.${s}`)).statusCode).toBe(401);
  });

  it('answers 401 for tokens without a usable user id', async () => {
    for (const data of [undefined, {}, { id: 'uno' }, { id: 999999 }, { id: 1e12 }, { id: -1 }]) {
      const token = await sign(data === undefined ? {} : { data }, now(), now() + 3600);
      expect((await server.post('sede', {}, token)).statusCode).toBe(401);
    }
  });

  it('answers 401 once the user is deactivated or deleted; reactivating them revives no old token', async () => {
    const user = await createStaffUser(server.db, ['4586B73F']);
    const token = await server.login(user.email, user.password);
    expect((await server.post('estudiante/lista', {}, token)).statusCode).toBe(200);
    await server.db.query('UPDATE usuarios SET activo = false WHERE id = $1', [user.id]);
    expect((await server.post('estudiante/lista', {}, token)).json()).toEqual(INVALID);
    await server.db.query('UPDATE usuarios SET activo = true WHERE id = $1', [user.id]);
    expect((await server.post('estudiante/lista', {}, token)).json()).toEqual(INVALID);
    // A new login works at once.
    const fresh = await server.login(user.email, user.password);
    expect((await server.post('estudiante/lista', {}, fresh)).statusCode).toBe(200);
    await server.db.query('UPDATE usuarios SET deleted_at = now() WHERE id = $1', [user.id]);
    expect((await server.post('estudiante/lista', {}, fresh)).statusCode).toBe(401);
  });

  it('answers 401 for tokens issued before invalid_token_time', async () => {
    const user = await createStaffUser(server.db, ['4586B73F']);
    const token = await server.login(user.email, user.password);
    await server.db.query("UPDATE usuarios SET invalid_token_time = now() + interval '1 second' WHERE id = $1", [user.id]);
    expect((await server.post('sede', {}, token)).json()).toEqual(INVALID);
    // A token issued after the invalidation works, even within the same second.
    const fresh = await server.login(user.email, user.password);
    expect((await server.post('sede', {}, fresh)).statusCode).toBe(200);
  });

  it('reads permission codes from the database on every request', async () => {
    const user = await createStaffUser(server.db, ['4586B73F']);
    const token = await server.login(user.email, user.password);
    expect((await server.post('estudiante/lista', {}, token)).statusCode).toBe(200);
    await server.db.query('DELETE FROM grupo_permisos WHERE grupo_id = $1', [user.grupoId]);
    const response = await server.post('estudiante/lista', {}, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para esta operación' });
    // Login-only endpoints still answer.
    expect((await server.post('perfil', {}, token)).statusCode).toBe(200);
  });

  it('checks the token before reading the body', async () => {
    const response = await server.post('estudiante/lista', '{ esto no es json', null);
    expect(response.statusCode).toBe(401);
  });
});

describe('cambiarme_sede', () => {
  it('moves the user to a permitted sede and revokes their tokens', async () => {
    const user = await createStaffUser(server.db, []);
    const token = await server.login(user.email, user.password);
    const response = await server.post('cambiarme_sede', { sede_id: 2 }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mensaje: 'Sede cambiada' });
    expect((await server.post('sede', {}, token)).statusCode).toBe(401);
    const fresh = await server.login(user.email, user.password);
    expect((await server.post('sede', {}, fresh)).json()).toEqual({ id: 2, nombre: 'Bogotá Usaquén' });
  });

  it('refuses a sede outside the permitted ones and changes nothing', async () => {
    const user = await createStaffUser(server.db, []);
    const token = await server.login(user.email, user.password);
    const response = await server.post('cambiarme_sede', { sede_id: 7 }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ sede_id: 'La sede no está entre sus sedes permitidas' });
    expect((await server.post('sede', {}, token)).json()).toMatchObject({ id: 1 });
  });
});
