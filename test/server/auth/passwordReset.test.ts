// '¿Olvidó su contraseña?' and the link it mails (issue 43): the same answer for any address, a
// mail only for active staff, a token stored as a hash that serves once and expires on the app's
// clock, the limits per e-mail and per address, and the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { hashResetToken } from '../../../server/auth/passwordReset';
import { servedResources } from '../../../resources/served';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, TEST_JWT_SECRET, type TestServer } from '../helpers';

let server: TestServer;
/** The app's clock: real time moved on by `offset` (the database's now() stays real). */
let offset = 0;
const now = () => Date.now() + offset;
const MINUTE = 60_000;
const APP_URL = 'https://aula.escuela.test';

beforeAll(async () => {
  server = await createTestServer({ students: 5, security: { now, resetLimit: { max: 1000, windowMs: MINUTE }, appUrl: APP_URL } });
});
afterAll(async () => {
  await server.close();
});

/** The newest mail to `email`, its link's token read from its body. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await server.db.query<{ cuerpo: string }>('SELECT cuerpo FROM correos WHERE para = $1 ORDER BY id DESC LIMIT 1', [email]);
  const match = /#\/restablecer-contrasena\?token=([\w-]+)/.exec(mail?.cuerpo ?? '');
  if (!match) throw new Error(`Sin enlace en el correo a ${email}: ${mail?.cuerpo}`);
  return match[1];
}

async function requestLink(email: string): Promise<string> {
  const response = await server.post('olvido_contrasena', { email });
  expect(response.statusCode).toBe(200);
  return mailedToken(email);
}

const REQUESTED = { mensaje: 'Si el correo pertenece a una cuenta activa, le enviamos un enlace para restablecer la contraseña. Revise su correo.' };
const INVALID_LINK = {
  code: 'ValidationError',
  message: 'El enlace no es válido o ya venció. Solicite uno nuevo.',
  errors: { token: 'El enlace no es válido o ya venció. Solicite uno nuevo.' },
};

describe('olvido_contrasena', () => {
  it('answers the same for an existing and an unknown address, and mails only the existing one', async () => {
    const user = await createStaffUser(server.db, ['4586B73F']);
    const mails = await countRows(server.db, 'correos');
    const known = await server.post('olvido_contrasena', { email: `  ${user.email.toUpperCase()} ` });
    const unknown = await server.post('olvido_contrasena', { email: 'nadie.aqui@escuela.test' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(REQUESTED);
    expect(unknown.json()).toEqual(known.json());
    expect(await countRows(server.db, 'correos')).toBe(mails + 1);
    const [mail] = await server.db.query<{ para: string; asunto: string; cuerpo: string; secreto: boolean }>(
      'SELECT para, asunto, cuerpo, secreto FROM correos ORDER BY id DESC LIMIT 1',
    );
    expect(mail).toMatchObject({ para: user.email, asunto: 'Restablecer su contraseña de Aula', secreto: true });
    expect(mail.cuerpo).toContain(`${APP_URL}/#/restablecer-contrasena?token=`);
    expect(mail.cuerpo).toContain('vence en 60 minutos');
  });

  it('keeps only the token’s hash, and audits the request without it', async () => {
    const user = await createStaffUser(server.db, ['4586B73F']);
    const token = await requestLink(user.email);
    const rows = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM restablecimientos_contrasena WHERE usuario_id = $1', [user.id]);
    expect(rows).toEqual([{ token_hash: hashResetToken(token) }]);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [event] = await server.db.query<{ tipo: string; contenido: unknown; usuario_id: number | null }>(
      'SELECT tipo, contenido, usuario_id FROM eventos WHERE registro_id = $1 ORDER BY id DESC LIMIT 1',
      [user.id],
    );
    expect(event).toEqual({ tipo: 'olvido_contrasena', contenido: {}, usuario_id: null });
  });

  it('mails nobody who cannot sign in: inactive, deleted, without a group, students', async () => {
    const inactive = await createStaffUser(server.db, ['4586B73F'], { activo: false });
    const deleted = await createStaffUser(server.db, ['4586B73F'], { deleted_at: new Date().toISOString() });
    const noGroup = await createStaffUser(server.db, [], { grupo_id: null });
    const [student] = await server.db.query<{ email: string }>('SELECT email FROM usuarios WHERE es AND grupo_id IS NULL ORDER BY id LIMIT 1');
    const before = await databaseFingerprint(server.db);
    for (const email of [inactive.email, deleted.email, noGroup.email, student.email]) {
      const response = await server.post('olvido_contrasena', { email });
      expect(response.json()).toEqual(REQUESTED);
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('refuses a malformed address in Spanish and writes nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const response = await server.post('olvido_contrasena', { email: 'no-es-un-correo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ValidationError', errors: { email: 'El correo electrónico no es válido' } });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('restablecer_contrasena', () => {
  it('sets the new password once: the old one and the link stop, every session ends', async () => {
    const user = await createStaffUser(server.db, ['4586B73F']);
    const session = await server.login(user.email, user.password);
    const token = await requestLink(user.email);
    const reset = await server.post('restablecer_contrasena', { token, password: 'Nueva-Clave-2026' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ mensaje: 'Contraseña restablecida. Ya puede ingresar con la nueva contraseña.' });
    expect((await server.post('perfil', {}, session)).statusCode).toBe(401);
    expect((await server.post('login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await server.post('login', { email: user.email, password: 'Nueva-Clave-2026' })).statusCode).toBe(200);
    // Single use.
    const again = await server.post('restablecer_contrasena', { token, password: 'Otra-Clave-2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    const [event] = await server.db.query<{ tipo: string; usuario_id: number }>("SELECT tipo, usuario_id FROM eventos WHERE registro_id = $1 AND tipo = 'restablecer_contrasena'", [user.id]);
    expect(event).toEqual({ tipo: 'restablecer_contrasena', usuario_id: user.id });
  });

  it('expires after 60 minutes on the app’s clock', async () => {
    const user = await createStaffUser(server.db, ['4586B73F']);
    const token = await requestLink(user.email);
    try {
      offset = 61 * MINUTE;
      const before = await databaseFingerprint(server.db);
      const late = await server.post('restablecer_contrasena', { token, password: 'Nueva-Clave-2026' });
      expect(late.json()).toEqual(INVALID_LINK);
      expect(await databaseFingerprint(server.db)).toEqual(before);
      offset = 59 * MINUTE;
      expect((await server.post('restablecer_contrasena', { token, password: 'Nueva-Clave-2026' })).statusCode).toBe(200);
    } finally {
      offset = 0;
    }
  });

  it('is spent by a newer link and by any change of the password', async () => {
    const user = await createStaffUser(server.db, ['4586B73F']);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect((await server.post('restablecer_contrasena', { token: first, password: 'Nueva-Clave-2026' })).json()).toEqual(INVALID_LINK);
    // An administrator sets the password meanwhile: the link mailed before no longer works.
    await server.db.query("UPDATE usuarios SET password_hash = 'otro' WHERE id = $1", [user.id]);
    expect((await server.post('restablecer_contrasena', { token: second, password: 'Nueva-Clave-2026' })).json()).toEqual(INVALID_LINK);
  });

  it('holds the new password to the product’s rules and keeps the link for another try', async () => {
    const user = await createStaffUser(server.db, ['4586B73F']);
    const token = await requestLink(user.email);
    const before = await databaseFingerprint(server.db);
    const short = await server.post('restablecer_contrasena', { token, password: 'corta' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { password: 'Debe tener mínimo 8 caracteres.' } });
    const common = await server.post('restablecer_contrasena', { token, password: 'password123' });
    expect(common.json()).toMatchObject({ errors: { password: 'La contraseña es demasiado común' } });
    expect(await databaseFingerprint(server.db)).toEqual(before);
    expect((await server.post('restablecer_contrasena', { token, password: 'Nueva-Clave-2026' })).statusCode).toBe(200);
  });

  it('refuses an unknown token without writing', async () => {
    const before = await databaseFingerprint(server.db);
    expect((await server.post('restablecer_contrasena', { token: 'inventado', password: 'Nueva-Clave-2026' })).json()).toEqual(INVALID_LINK);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After past the limit per e-mail and per address, known or not', async () => {
    const limited = await buildApp({ ...(await servedResources()), db: server.db, jwtSecret: TEST_JWT_SECRET, security: { resetLimit: { max: 2, windowMs: 15 * MINUTE } } });
    try {
      const ask = (email: string, ip: string) =>
        limited.inject({ method: 'POST', url: '/api/olvido_contrasena', payload: { email }, remoteAddress: ip });
      // Per e-mail: a third request for the same (unknown) address, from anywhere.
      expect((await ask('nadie@escuela.test', '10.0.0.1')).statusCode).toBe(200);
      expect((await ask('nadie@escuela.test', '10.0.0.2')).statusCode).toBe(200);
      const spent = await ask('nadie@escuela.test', '10.0.0.3');
      expect(spent.statusCode).toBe(429);
      expect(spent.json()).toEqual({ code: 'TooManyRequests', message: 'Demasiados intentos. Intente de nuevo en 15 minutos.' });
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(14 * 60);
      // Per address: a third request from one address, whatever the e-mails.
      expect((await ask('uno@escuela.test', '10.0.0.9')).statusCode).toBe(200);
      expect((await ask('dos@escuela.test', '10.0.0.9')).statusCode).toBe(200);
      expect((await ask('tres@escuela.test', '10.0.0.9')).statusCode).toBe(429);
      expect((await ask('tres@escuela.test', '10.0.0.4')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
