import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/auth/passwords';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;

async function student(offset = 0): Promise<{ id: number; numero_documento: string }> {
  const [row] = await server.db.query<{ id: number; numero_documento: string }>(
    'SELECT id, numero_documento FROM usuarios WHERE es ORDER BY id OFFSET $1 LIMIT 1',
    [offset],
  );
  return row;
}

async function passwordHash(id: number): Promise<string | null> {
  const [row] = await server.db.query<{ password_hash: string | null }>('SELECT password_hash FROM usuarios WHERE id = $1', [id]);
  return row.password_hash;
}

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('estudiante/cambiar_password', () => {
  it('sets a new password (hashed with a salt)', async () => {
    const { id } = await student();
    const response = await server.post('estudiante/cambiar_password', { userid: id, password: 'NuevaClave2024' }, server.adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mensaje: 'Contraseña actualizada' });
    const hash = await passwordHash(id);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('NuevaClave2024');
    expect(await verifyPassword('NuevaClave2024', hash)).toBe(true);
  });

  it('never resets it to the document number: null generates a strong one and mails it', async () => {
    const { id, numero_documento } = await student(1);
    const [{ email }] = await server.db.query<{ email: string }>('SELECT email FROM usuarios WHERE id = $1', [id]);
    const response = await server.post('estudiante/cambiar_password', { userid: String(id), password: null }, server.adminToken);
    expect(response.json()).toEqual({ mensaje: 'Se generó una nueva contraseña y se envió al correo del usuario' });
    const hash = await passwordHash(id);
    expect(await verifyPassword(numero_documento, hash)).toBe(false);
    const [mail] = await server.db.query<{ para: string; cuerpo: string; secreto: boolean }>(
      "SELECT para, cuerpo, secreto FROM correos WHERE universo = 'usuario' AND referencia_id = $1 ORDER BY id DESC LIMIT 1",
      [id],
    );
    expect(mail).toMatchObject({ para: email, secreto: true });
    const generated = /contraseña para su cuenta \([^)]+\): (\S+)/.exec(mail.cuerpo)?.[1] ?? '';
    expect(generated).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{16}$/);
    expect(await verifyPassword(generated, hash)).toBe(true);
    // The spec's variant body does the same.
    const variant = await server.post('estudiante/cambiar_password', { userid: id, action: 'autogenerate' }, server.adminToken);
    expect(variant.json().mensaje).toBe('Se generó una nueva contraseña y se envió al correo del usuario');
    expect(await passwordHash(id)).not.toBe(hash);
  });

  it('refuses a short password with the spec message and changes nothing', async () => {
    const { id } = await student(2);
    const before = await databaseFingerprint(server.db);
    const response = await server.post('estudiante/cambiar_password', { userid: id, password: '1234567' }, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: 'Debe tener mínimo 8 caracteres.' });
    expect((await server.post('estudiante/cambiar_password', { userid: id }, server.adminToken)).json().errors).toEqual({
      password: 'Este campo es requerido',
    });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('answers 404 for staff or unknown ids', async () => {
    const [admin] = await server.db.query<{ id: number }>("SELECT id FROM usuarios WHERE email = 'admin@escuela.test'");
    for (const userid of [admin.id, 987654]) {
      const response = await server.post('estudiante/cambiar_password', { userid, password: 'OtraClave2024' }, server.adminToken);
      expect(response.statusCode).toBe(404);
    }
  });

  it('needs code 31BEFF98', async () => {
    const user = await createStaffUser(server.db, ['4586B73F', '560B5B09']);
    const token = await server.login(user.email, user.password);
    const { id } = await student();
    const response = await server.post('estudiante/cambiar_password', { userid: id, password: 'NuevaClave2024' }, token);
    expect(response.statusCode).toBe(403);
  });
});

describe('user/cambiar-activo', () => {
  it('deactivates and reactivates a person, with the spec messages', async () => {
    const { id } = await student(3);
    const off = await server.post('user/cambiar-activo', { id, activo: 0 }, server.adminToken);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ mensaje: 'Usuario desactivado', usuario: { id, activo: false } });
    expect(off.json().usuario).not.toHaveProperty('password_hash');
    const detail = await server.post('estudiante/detalle', { id }, server.adminToken);
    expect(detail.json().activo).toBe(false);
    const on = await server.post('user/cambiar-activo', { id: String(id), activo: 1 }, server.adminToken);
    expect(on.json()).toMatchObject({ mensaje: 'Usuario activado', usuario: { id, activo: true } });
    // Activating an active person changes nothing: no write, no version bump, no event.
    const events = await countRows(server.db, 'eventos', `registro_id = ${id}`);
    const again = await server.post('user/cambiar-activo', { id, activo: 1 }, server.adminToken);
    expect(again.json()).toMatchObject({ mensaje: 'Usuario activado', usuario: { activo: true, version: on.json().usuario.version } });
    expect(await countRows(server.db, 'eventos', `registro_id = ${id}`)).toBe(events);
  });

  it('logs out a deactivated staff member', async () => {
    const user = await createStaffUser(server.db, ['4586B73F']);
    const token = await server.login(user.email, user.password);
    expect((await server.post('user/cambiar-activo', { id: user.id, activo: 0 }, server.adminToken)).statusCode).toBe(200);
    expect((await server.post('estudiante/lista', {}, token)).statusCode).toBe(401);
  });

  it('refuses to deactivate oneself', async () => {
    const [admin] = await server.db.query<{ id: number }>("SELECT id FROM usuarios WHERE email = 'admin@escuela.test'");
    const response = await server.post('user/cambiar-activo', { id: admin.id, activo: 0 }, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ activo: 'No puede desactivar su propia cuenta' });
  });

  it.each([[{ id: 3, activo: true }], [{ id: 3, activo: '1' }], [{ id: 3, activo: 2 }], [{ id: 3 }]])('answers 400 for %j', async (body) => {
    const response = await server.post('user/cambiar-activo', body, server.adminToken);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['activo']);
  });

  it('answers 404 for unknown people and 403 without 71A798F', async () => {
    expect((await server.post('user/cambiar-activo', { id: 987654, activo: 1 }, server.adminToken)).statusCode).toBe(404);
    const user = await createStaffUser(server.db, ['4586B73F']);
    const token = await server.login(user.email, user.password);
    const response = await server.post('user/cambiar-activo', { id: (await student()).id, activo: 0 }, token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para esta operación' });
  });
});
