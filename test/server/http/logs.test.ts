// The server's log (server/http/logging.ts; docs/operations.md, 'Health and metrics'): JSON lines,
// each one written while a request is handled carrying its reqId (which the answer repeats in
// X-Request-Id), and never a password, a token or a document number — a scripted tour of logins,
// calls with the token, student creations and a server error, its every line read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from '../../../server/http/logging';
import { SECRETARIA, STAFF } from '../../../server/seed/catalog';
import { createTestServer, newStudent, type TestServer } from '../helpers';

const lines: string[] = [];
let server: TestServer;
/** A document number whose student insert fails in the database (a trigger the test adds): the 500 path. */
const FAILING_DOCUMENT = '5599990000';
const NEW_PASSWORD = 'Otra-Clave-Segura-2026';
const secrets: string[] = [];

beforeAll(async () => {
  server = await createTestServer({
    build: { logger: { stream: { write: (line) => void lines.push(line) } } },
    // A server error with the person's data in the failing statement's parameters and in the error's detail.
    prepare: async (db) => {
      await db.exec(`
        CREATE FUNCTION prueba_falla_documento() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.numero_documento = '${FAILING_DOCUMENT}' THEN
            RAISE EXCEPTION 'Fallo de prueba al guardar la persona' USING DETAIL = 'documento ' || NEW.numero_documento, ERRCODE = 'XX000';
          END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER prueba_falla_documento BEFORE INSERT ON usuarios FOR EACH ROW EXECUTE FUNCTION prueba_falla_documento();`);
    },
  });
});
afterAll(async () => {
  await server.close();
});

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: Record<string, unknown>;
  [key: string]: unknown;
}

const parsed = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);

describe('the log of a tour of the API', () => {
  let errorRequestId: string | undefined;

  beforeAll(async () => {
    const accounts = [STAFF.admin, STAFF.consulta, SECRETARIA];
    const tokens = [server.adminToken];
    for (const account of accounts) {
      secrets.push(account.password, account.numero_documento);
      expect((await server.post('login', { email: account.email, password: `${account.password}x` })).statusCode).toBe(401);
      expect((await server.post('login', { email: account.email.toUpperCase(), password: account.password.toLowerCase() })).statusCode).toBe(401);
      tokens.push(await server.login(account.email, account.password));
    }
    const admin = tokens[1];
    const auth = { authorization: `Bearer ${admin}` };
    expect((await server.post('perfil', {}, admin)).statusCode).toBe(200);
    // Refused: a document number that fails validation.
    const tooLong = '1234567890123456789012';
    secrets.push(tooLong);
    const invalid = await server.post('estudiante/crear', newStudent(301, { numero_documento: tooLong }), admin);
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys((invalid.json() as { errors: object }).errors)).toContain('numero_documento');
    // Refused: another person's (the demo administrator's).
    const taken = await server.post('estudiante/crear', newStudent(304, { numero_documento: STAFF.admin.numero_documento }), admin);
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    expect(Object.keys((taken.json() as { errors: object }).errors)).toContain('numero_documento');
    // Created, then looked for by its document number (in a body, and in a REST query string).
    const student = newStudent(302);
    secrets.push(String(student.numero_documento));
    const created = await server.post('estudiante/crear', student, admin);
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: number }).id;
    expect((await server.post('estudiante/buscar', { texto: student.numero_documento }, admin)).statusCode).toBe(200);
    const filter = encodeURIComponent(JSON.stringify({ q: student.numero_documento }));
    expect((await server.app.inject({ method: 'GET', url: `/api/rest/estudiantes?filter=${filter}`, headers: auth })).statusCode).toBe(200);
    // A password set by hand.
    secrets.push(NEW_PASSWORD);
    const changed = await server.post('estudiante/cambiar_password', { userid: id, password: NEW_PASSWORD }, admin);
    expect(changed.statusCode, changed.body).toBe(200);
    // A bad token and a forged one.
    expect((await server.post('perfil', {}, `${admin}x`)).statusCode).toBe(401);
    // The server error: the failing insert's parameters hold the person's document number, e-mail…
    secrets.push(FAILING_DOCUMENT);
    const failing = await server.post('estudiante/crear', newStudent(303, { numero_documento: FAILING_DOCUMENT }), admin);
    expect(failing.statusCode).toBe(500);
    expect(failing.json()).toEqual({ code: 'InternalError', message: 'Error interno del servidor. Intente de nuevo más tarde.' });
    errorRequestId = failing.headers['x-request-id'] as string;
    for (const token of tokens) expect((await server.post('logout', {}, token)).statusCode).toBe(200);
    secrets.push(...tokens);
  });

  it('is JSON, one object per line', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  });

  it('holds no password, token or document number', () => {
    expect(secrets.length).toBeGreaterThan(10);
    const text = lines.join('\n');
    for (const secret of secrets) expect(text.includes(secret), `en el registro: ${secret.slice(0, 12)}…`).toBe(false);
  });

  it('still logs the server error, with its own words and code, under its request id', () => {
    const errors = parsed().filter((line) => line.msg === 'Error interno');
    expect(errors).toHaveLength(1);
    const [line] = errors;
    expect(line.level).toBe(50);
    expect(line.reqId).toBe(errorRequestId);
    expect(line.err).toMatchObject({ message: 'Fallo de prueba al guardar la persona', code: 'XX000' });
    expect(String(line.err?.stack)).toContain('Fallo de prueba');
    // The values a database error carries stay out.
    expect(line.err).not.toHaveProperty('params');
    expect(line.err).not.toHaveProperty('detail');
  });

  it('gives every line written within a request its reqId; the others are the app’s own (mail at start)', () => {
    for (const line of parsed()) {
      if (line.reqId === undefined) expect(line.msg, JSON.stringify(line)).toMatch(/^(Correo:|Sin SMTP_URL)/);
    }
  });
});

describe('the redaction', () => {
  it('censors a secret wherever a logged object names it', () => {
    const before = lines.length;
    server.app.log.info(
      {
        password: 'clave-suelta',
        token: 'token-suelto',
        usuario: { numero_documento: '99887766', password_hash: 'hash-suelto', nombre: 'Ana' },
        headers: { authorization: 'Bearer cabecera-suelta', cookie: 'aula_docs=galleta-suelta', 'set-cookie': 'x=galleta-puesta' },
        request: { headers: { authorization: 'Bearer cabecera-anidada' } },
        body: { password: 'clave-en-cuerpo', email: 'ana@correo.test' },
        datos: { fila: { numero_documento: '55443322' } },
      },
      'prueba de redacción',
    );
    const [logged] = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toMatchObject({
      password: REDACTED,
      token: REDACTED,
      usuario: { numero_documento: REDACTED, password_hash: REDACTED, nombre: 'Ana' },
      headers: { authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED },
      request: { headers: { authorization: REDACTED } },
      body: REDACTED,
      datos: { fila: { numero_documento: REDACTED } },
    });
    for (const leaked of ['clave-suelta', 'token-suelto', '99887766', 'hash-suelto', 'cabecera', 'galleta', 'clave-en-cuerpo', '55443322']) {
      expect(lines.slice(before).join('\n')).not.toContain(leaked);
    }
  });

  it('logs a request as method, path, route and address: no header, no query string', () => {
    const before = lines.length;
    const request = {
      method: 'GET',
      url: '/api/rest/estudiantes?filter=%7B%22q%22%3A%2212345678%22%7D',
      routeOptions: { url: '/api/rest/estudiantes' },
      ip: '10.0.0.9',
      headers: { authorization: 'Bearer cabecera-de-la-solicitud', cookie: 'aula_docs=galleta' },
    };
    server.app.log.warn({ req: request }, 'solicitud de prueba');
    const [logged] = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.req).toEqual({ method: 'GET', url: '/api/rest/estudiantes', route: '/api/rest/estudiantes', remoteAddress: '10.0.0.9' });
  });
});
