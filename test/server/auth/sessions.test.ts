// Session lifetime (issue 11): logout ends the token, a password change ends the other sessions,
// losing the group ends access at the next request, idleness and age end a session — and another
// server on the same database (its own caches) sees each at the very next request.
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { P } from '../../../resources/permissions';
import { buildApp } from '../../../server/app';
import type { Session } from '../../../server/auth/session';
import { openSession, SESSION_TOUCH_INTERVAL_MS } from '../../../server/auth/sessions';
import { TOKEN_LIFETIME_SECONDS } from '../../../server/auth/tokens';
import { changePassword } from '../../../server/people/password';
import type { PersonTarget } from '../../../server/people/target';
import { ADMIN, countRows, createStaffUser, createTestServer, TEST_JWT_SECRET, type TestServer } from '../helpers';

const INVALID = { code: 'InvalidJwtToken', message: 'Acceso no autorizado. Debe autenticarse nuevamente.' };
const MINUTE = 60_000;
const IDLE = 10 * MINUTE;
/** The servers' clock: real time moved on by `offset` (the database's own now() stays real). */
let offset = 0;
const now = () => Date.now() + offset;
let server: TestServer;
/** A second server on the same database: its own access and session caches. */
let other: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  server = await createTestServer({ security: { now, sessionIdleMs: IDLE } });
  other = await buildApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, security: { now, sessionIdleMs: IDLE } });
});
beforeEach(() => {
  offset = 0;
});
afterAll(async () => {
  await other?.close();
  await server.close();
});

const sessionOf = (token: string) => String(decodeJwt(token).jti);
const onOther = (path: string, token: string) =>
  other.inject({ method: 'POST', url: `/api/${path}`, payload: '{}', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });

async function staff(codes: string[] = [P.estudiantes.list], overrides: Record<string, string | number | boolean | null> = {}) {
  const user = await createStaffUser(server.db, codes, overrides);
  return { ...user, token: await server.login(user.email, user.password) };
}

describe('tokens', () => {
  it('carry iat, exp 12 hours later and the session as jti', async () => {
    const payload = decodeJwt(await server.login(ADMIN.email, ADMIN.password));
    expect(typeof payload.iat).toBe('number');
    expect(payload.exp! - payload.iat!).toBe(TOKEN_LIFETIME_SECONDS);
    const [row] = await server.db.query<{ usuario_id: number }>('SELECT usuario_id FROM sesiones WHERE id = $1', [String(payload.jti)]);
    expect(row).toBeDefined();
  });

  it('are refused once older than their lifetime, even with a later exp and a live session', async () => {
    const user = await staff();
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const seconds = Math.floor(now() / 1000);
    const sign = async (iat: number) =>
      new SignJWT({ data: { id: user.id } }).setProtectedHeader({ alg: 'HS256' }).setJti(await openSession(server.db, user.id, now())).setIssuedAt(iat).setExpirationTime(seconds + 3600).sign(key);
    expect((await server.post('perfil', {}, await sign(seconds))).statusCode).toBe(200);
    expect((await server.post('perfil', {}, await sign(seconds - TOKEN_LIFETIME_SECONDS - 10))).json()).toEqual(INVALID);
  });

  it('are refused without a session of theirs, or with a session id that is not one', async () => {
    const user = await staff();
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const seconds = Math.floor(now() / 1000);
    const someoneElse = await createStaffUser(server.db, []);
    for (const jti of [undefined, 'no-es-un-uuid', '00000000-0000-4000-8000-000000000000', await openSession(server.db, someoneElse.id, now())]) {
      const jwt = new SignJWT({ data: { id: user.id } }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(seconds).setExpirationTime(seconds + 3600);
      const token = await (jti ? jwt.setJti(jti) : jwt).sign(key);
      expect((await server.post('perfil', {}, token)).json(), String(jti)).toEqual(INVALID);
    }
  });
});

describe('logout', () => {
  it('ends that token at once, on every server, and leaves the user’s other sessions alone', async () => {
    const user = await staff();
    const second = await server.login(user.email, user.password);
    expect((await onOther('perfil', user.token)).statusCode).toBe(200);
    const response = await server.post('logout', {}, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mensaje: 'Sesión cerrada' });
    expect((await server.post('perfil', {}, user.token)).json()).toEqual(INVALID);
    expect((await onOther('perfil', user.token)).json()).toEqual(INVALID);
    expect((await server.post('logout', {}, user.token)).statusCode).toBe(401);
    expect((await server.post('perfil', {}, second)).statusCode).toBe(200);
    expect(await countRows(server.db, 'eventos', `tipo = 'logout' AND usuario_id = ${user.id}`)).toBe(1);
  });

  it('needs a token', async () => {
    expect((await server.post('logout', {})).json()).toEqual(INVALID);
  });
});

describe('password change', () => {
  it('by someone else ends every session of the person', async () => {
    const user = await staff([P.estudiantes.list], { pr: true });
    const second = await server.login(user.email, user.password);
    const response = await server.post('docente/cambiar_password', { userid: user.id, password: 'Otra-clave-muy-segura-9' }, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    for (const token of [user.token, second]) {
      expect((await server.post('perfil', {}, token)).json()).toEqual(INVALID);
      expect((await onOther('perfil', token)).json()).toEqual(INVALID);
    }
    const fresh = await server.login(user.email, 'Otra-clave-muy-segura-9');
    expect((await server.post('perfil', {}, fresh)).statusCode).toBe(200);
  });

  it('of one’s own password keeps one’s own session and ends the others', async () => {
    const user = await staff();
    const elsewhere = await server.login(user.email, user.password);
    expect((await onOther('perfil', elsewhere)).statusCode).toBe(200);
    const [target] = await server.db.query<PersonTarget>(
      'SELECT id, email, primer_nombre, primer_apellido, numero_documento, sede_id, activo, es, pr, ad, grupo_id FROM usuarios WHERE id = $1',
      [user.id],
    );
    const caller: Session = { userId: user.id, sedeId: 1, permisos: new Set(), sedes: null, sesionId: sessionOf(user.token) };
    await server.db.transaction((tx) => changePassword(tx, { ...target, kinds: ['funcionario'] }, { password: 'Mi-nueva-clave-2026' }, caller));
    expect((await server.post('perfil', {}, user.token)).statusCode).toBe(200);
    expect((await onOther('perfil', user.token)).statusCode).toBe(200);
    expect((await server.post('perfil', {}, elsewhere)).json()).toEqual(INVALID);
    expect((await onOther('perfil', elsewhere)).json()).toEqual(INVALID);
  });
});

describe('losing access', () => {
  it('a group removed ends access at the next request, login-only endpoints included, and restoring it revives no token', async () => {
    const user = await staff();
    expect((await onOther('perfil', user.token)).statusCode).toBe(200);
    await server.db.query('UPDATE usuarios SET grupo_id = NULL WHERE id = $1', [user.id]);
    expect((await server.post('perfil', {}, user.token)).json()).toEqual(INVALID);
    expect((await onOther('perfil', user.token)).json()).toEqual(INVALID);
    await server.db.query('UPDATE usuarios SET grupo_id = $2 WHERE id = $1', [user.id, user.grupoId]);
    expect((await server.post('perfil', {}, user.token)).json()).toEqual(INVALID);
    const fresh = await server.login(user.email, user.password);
    expect((await server.post('estudiante/lista', {}, fresh)).statusCode).toBe(200);
  });

  it('deactivating through user/cambiar-activo, then reactivating, revives no token', async () => {
    const user = await staff([P.estudiantes.list], { es: true });
    const off = await server.post('user/cambiar-activo', { id: user.id, activo: 0 }, server.adminToken);
    expect(off.statusCode, off.body).toBe(200);
    expect((await server.post('user/cambiar-activo', { id: user.id, activo: 1 }, server.adminToken)).statusCode).toBe(200);
    expect((await server.post('perfil', {}, user.token)).json()).toEqual(INVALID);
    expect((await onOther('perfil', user.token)).json()).toEqual(INVALID);
  });
});

describe('idle and absolute lifetime', () => {
  it('a session unused longer than the idle time ends; use keeps it alive, written at most once a minute', async () => {
    const user = await staff();
    const lastSeen = async () =>
      (await server.db.query<{ t: Date }>('SELECT last_seen_at AS t FROM sesiones WHERE id = $1', [sessionOf(user.token)]))[0].t.getTime();
    offset = 5 * MINUTE;
    expect((await server.post('perfil', {}, user.token)).statusCode).toBe(200);
    const seen = await lastSeen();
    expect(Math.abs(seen - now())).toBeLessThan(5000);
    // Within the minute: no write.
    offset += SESSION_TOUCH_INTERVAL_MS / 2;
    expect((await server.post('perfil', {}, user.token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(seen);
    // 9½ minutes after its last recorded use: alive.
    offset += 9 * MINUTE;
    expect((await server.post('perfil', {}, user.token)).statusCode).toBe(200);
    offset += IDLE + MINUTE;
    expect((await server.post('perfil', {}, user.token)).json()).toEqual(INVALID);
    expect((await onOther('perfil', user.token)).json()).toEqual(INVALID);
  });

  it('another server’s use counts: this one reads the session again before calling it idle', async () => {
    const user = await staff();
    offset = MINUTE;
    expect((await onOther('perfil', user.token)).statusCode).toBe(200);
    for (const minutes of [8, 16]) {
      offset = minutes * MINUTE;
      expect((await server.post('perfil', {}, user.token)).statusCode).toBe(200);
    }
    // The other server last saw it at minute 1: 19 minutes of its own, 4 of the database's.
    offset = 20 * MINUTE;
    expect((await onOther('perfil', user.token)).statusCode).toBe(200);
  });

  it('no session outlives 12 hours, however busy', async () => {
    const busy = await createTestServer({ students: 5, security: { now, sessionIdleMs: 24 * 60 * MINUTE } });
    try {
      const token = await busy.login(ADMIN.email, ADMIN.password);
      offset = TOKEN_LIFETIME_SECONDS * 1000 - MINUTE;
      expect((await busy.post('perfil', {}, token)).statusCode).toBe(200);
      offset = TOKEN_LIFETIME_SECONDS * 1000 + 5000;
      expect((await busy.post('perfil', {}, token)).json()).toEqual(INVALID);
    } finally {
      await busy.close();
    }
  });
});
