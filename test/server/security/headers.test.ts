// Security headers on every answer (issue 11, helmet): a Content-Security-Policy with no
// inline script, frames only of blob: and the wall display's configured origin, never framed
// itself; nosniff and no referrer; Cache-Control no-store on the API, the static files' own caching.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspDirectives } from '../../../server/http/securityHeaders';
import { createTestServer, type TestServer } from '../helpers';

const JS = 'assets/index-AbCd12_-.js';
let dir: string;
let server: TestServer;

/** The policy as a map of directive → sources. */
function policy(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aula-cabeceras-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), `<!doctype html><html><head><script type="module" src="/${JS}"></script></head><body></body></html>`);
  await writeFile(join(dir, JS), 'export const x = 1;');
  const saved = process.env.PANTALLA_URL;
  process.env.PANTALLA_URL = 'https://cartelera.escuela.test/hoy?sede=1';
  try {
    server = await createTestServer({ students: 5, staticDir: dir });
  } finally {
    if (saved === undefined) delete process.env.PANTALLA_URL;
    else process.env.PANTALLA_URL = saved;
  }
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('security headers', () => {
  it('are on every answer: the app, its assets, the SPA fallback, the API, a 404, a refusal', async () => {
    const answers = [
      await get('/'),
      await get(`/${JS}`),
      await get('/estudiantes/cualquier/ruta'),
      await server.post('version', {}),
      await server.post('no/existe', {}),
      await server.post('perfil', {}),
      await server.post('login', '{roto'),
    ];
    for (const response of answers) {
      const csp = policy(response);
      expect(csp['script-src'], response.raw.req.url).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('allow no inline or eval script, and no foreign origin but the wall display’s, in frames only', async () => {
    const csp = policy(await get('/'));
    const all = Object.values(csp).flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(['blob:', 'https://cartelera.escuela.test']);
    expect(all.filter((source) => /^https?:/.test(source))).toEqual(['https://cartelera.escuela.test']);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('frame nothing foreign when PANTALLA_URL is unset or not an http(s) address', () => {
    expect(cspDirectives(null)['frame-src']).toEqual(['blob:']);
  });
});

describe('Cache-Control', () => {
  it('is no-store on API answers, refusals and 404s included', async () => {
    for (const response of [await server.post('version', {}), await server.post('perfil', {}), await server.post('no/existe', {}), await server.post('sede', {}, server.adminToken)]) {
      expect(response.headers['cache-control'], response.raw.req.url).toBe('no-store');
    }
  });

  it('is left to the static files: hashed assets a year, index.html revalidated', async () => {
    expect((await get(`/${JS}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });
});
