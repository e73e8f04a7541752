// /api/docs, the interactive documentation: opened through POST /api/documentacion/abrir (bearer,
// 4F40D01B), which leaves an HttpOnly SameSite=Strict cookie for Path=/api/docs; every request of the
// page checks it with the API's guard again (logout, revoked code, expiry: closed). Its own
// Content-Security-Policy applies to the page alone; its files come from this server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { DOCS_COOKIE, signDocsPass } from '../../../server/openapi/docsAccess';
import { docsCspDirectives } from '../../../server/openapi/docsPage';
import { cspDirectives } from '../../../server/http/securityHeaders';
import { CONSULTA, createStaffUser, createTestServer, setGroupCodes, TEST_JWT_SECRET, type TestServer } from '../helpers';

let server: TestServer;
const key = new TextEncoder().encode(TEST_JWT_SECRET);

/** helmet's rendering of a policy. */
const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

/** POST documentacion/abrir with a token; the cookie's `name=value` when it was set. */
async function open(token: string) {
  const response = await server.post('documentacion/abrir', {}, token);
  const header = response.headers['set-cookie'];
  const setCookie = Array.isArray(header) ? header[0] : header;
  return { response, setCookie, cookie: setCookie?.split(';')[0] ?? null };
}

const get = (url: string, cookie: string | null, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
});
afterAll(async () => {
  await server.close();
});

describe('opening the documentation', () => {
  it('needs a token (401) and the group-administration code (403)', async () => {
    expect((await server.post('documentacion/abrir', {}, null)).statusCode).toBe(401);
    const consulta = await server.login(CONSULTA.email, CONSULTA.password);
    const refused = await open(consulta);
    expect(refused.response.statusCode).toBe(403);
    expect(refused.setCookie).toBeUndefined();
  });

  it('leaves a short-lived HttpOnly SameSite=Strict cookie for /api/docs only', async () => {
    const { response, setCookie } = await open(server.adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: '/api/docs/' });
    expect(setCookie).toMatch(new RegExp(`^${DOCS_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+; Path=/api/docs; Max-Age=900; HttpOnly; SameSite=Strict$`));
  });

  it('is no bearer token: the API refuses the cookie’s pass', async () => {
    const { cookie } = await open(server.adminToken);
    const pass = cookie?.split('=')[1] ?? '';
    const response = await server.post('estudiante/lista', {}, pass);
    expect(response.statusCode).toBe(401);
    expect((await get('/api/openapi.json', null, { authorization: `Bearer ${pass}` })).statusCode).toBe(401);
  });
});

describe('the page', () => {
  it('without the cookie: 401, a Spanish HTML page saying where to open it', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const response = await get(url, null);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Admin → API');
    }
    for (const url of ['/api/docs/openapi.json', '/api/docs/swagger-ui-bundle.js', '/api/docs/inicio.js']) {
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
  });

  it('with a forged, expired or foreign cookie: 401', async () => {
    const [admin] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE email = $1', ['admin@escuela.test']);
    const [sesion] = await server.db.query<{ id: string }>('SELECT id FROM sesiones WHERE usuario_id = $1 AND ended_at IS NULL LIMIT 1', [admin.id]);
    const session = { userId: admin.id, sedeId: null, permisos: new Set<string>(), sedes: null, sesionId: sesion.id };
    const expired = await signDocsPass(key, session, Date.now() - 16 * 60 * 1000);
    const forged = await signDocsPass(new TextEncoder().encode('otra-clave-de-al-menos-treinta-y-dos-bytes'), session, Date.now());
    for (const value of [expired, forged, server.adminToken, 'x']) {
      expect((await get('/api/docs/', `${DOCS_COOKIE}=${value}`)).statusCode).toBe(401);
    }
    // The same pass, fresh and signed with the server's key, opens it.
    expect((await get('/api/docs/', `${DOCS_COOKIE}=${await signDocsPass(key, session, Date.now())}`)).statusCode).toBe(200);
  });

  it('for a 4F40D01B holder: the page, under its own Content-Security-Policy', async () => {
    const { cookie } = await open(server.adminToken);
    const response = await get('/api/docs/', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(policy(docsCspDirectives()));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<div id="swagger-ui"></div>');
    expect(response.body).toContain('<script src="/api/docs/inicio.js"></script>');
    // No inline script, nothing from another origin.
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(response.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(docsCspDirectives()['script-src']).toEqual(["'self'"]);
  });

  it('loads its files from this server with their content types, and the document with the cookie', async () => {
    const { cookie } = await open(server.adminToken);
    const files: Record<string, RegExp> = {
      '/api/docs/swagger-ui-bundle.js': /^text\/javascript/,
      '/api/docs/inicio.js': /^text\/javascript/,
      '/api/docs/swagger-ui.css': /^text\/css/,
      '/api/docs/index.css': /^text\/css/,
      '/api/docs/favicon-32x32.png': /^image\/png$/,
      '/api/docs/openapi.json': /^application\/json/,
    };
    for (const [url, type] of Object.entries(files)) {
      const response = await get(url, cookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(type);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect((await get('/api/docs/swagger-ui-bundle.js', cookie)).body).toContain('SwaggerUIBundle');
    const zipped = await get('/api/docs/swagger-ui-bundle.js', cookie, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const viaCookie = (await get('/api/docs/openapi.json', cookie)).json();
    const viaToken = (await get('/api/openapi.json', null, { authorization: `Bearer ${server.adminToken}` })).json();
    expect(viaCookie).toEqual(viaToken);
    expect((await get('/api/docs/package.json', cookie)).statusCode).toBe(404);
    expect((await get('/api/docs/..%2Fpackage.json', cookie)).statusCode).toBe(404);
  });

  it('re-checks the code and the session on every request: a revoked code is 403, a logout 401', async () => {
    const user = await createStaffUser(server.db, [P.grupos.manage]);
    const token = await server.login(user.email, user.password);
    const { cookie } = await open(token);
    expect((await get('/api/docs/', cookie)).statusCode).toBe(200);
    await setGroupCodes(server.db, user.grupoId, [P.estudiantes.list]);
    const revoked = await get('/api/docs/', cookie);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.headers['content-type']).toMatch(/^text\/html/);
    expect(revoked.body).toContain('4F40D01B');
    expect((await get('/api/docs/openapi.json', cookie)).statusCode).toBe(403);
    await setGroupCodes(server.db, user.grupoId, [P.grupos.manage]);
    expect((await get('/api/docs/', cookie)).statusCode).toBe(200);
    expect((await server.post('logout', {}, token)).statusCode).toBe(200);
    expect((await get('/api/docs/', cookie)).statusCode).toBe(401);
  });

  it('takes a bearer header too (scripts), with the same code', async () => {
    expect((await get('/api/docs/openapi.json', null, { authorization: `Bearer ${server.adminToken}` })).statusCode).toBe(200);
    const consulta = await server.login(CONSULTA.email, CONSULTA.password);
    expect((await get('/api/docs/openapi.json', null, { authorization: `Bearer ${consulta}` })).statusCode).toBe(403);
  });
});

describe('the rest of the app', () => {
  it('keeps its own Content-Security-Policy', async () => {
    const { cookie } = await open(server.adminToken);
    await get('/api/docs/', cookie);
    const app = policy(cspDirectives(null));
    expect((await server.post('version', {})).headers['content-security-policy']).toBe(app);
    expect((await get('/api/openapi.json', null, { authorization: `Bearer ${server.adminToken}` })).headers['content-security-policy']).toBe(app);
    expect((await get('/api/no-existe', null)).headers['content-security-policy']).toBe(app);
    expect((await get('/api/docs/openapi.json', cookie)).headers['content-security-policy']).toBe(app);
    expect(policy(docsCspDirectives())).not.toBe(app);
  });
});
