// Cross-origin calls: none unless CORS_ORIGINS lists origins; then only those, on every /api call
// (the login too), with Content-Range exposed for ra-data-simple-rest and the preflight answered.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { corsOrigins } from '../../../server/http/cors';
import { ADMIN, openTestDatabase, TEST_JWT_SECRET, type TestDatabase } from '../helpers';
import { servedResources } from '../../../resources/served';

const ALLOWED = 'https://otra-app.escuela.test';
const OTHER = 'https://intruso.example';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await openTestDatabase({ seededStudents: 5 });
  app = await buildApp({ ...(await servedResources()), db: database.db, jwtSecret: TEST_JWT_SECRET, corsOrigins: [ALLOWED, 'http://localhost:5173'] });
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: ADMIN.email, password: ADMIN.password }, headers: { origin: ALLOWED } });
  expect(login.headers['access-control-allow-origin']).toBe(ALLOWED);
  token = (login.json() as { token: string }).token;
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('CORS_ORIGINS', () => {
  it('reads a comma-separated list of origins; blank is none; anything else stops the start', () => {
    expect(corsOrigins(undefined)).toEqual([]);
    expect(corsOrigins(' ')).toEqual([]);
    expect(corsOrigins(`${ALLOWED}, http://localhost:5173 ,`)).toEqual([ALLOWED, 'http://localhost:5173']);
    for (const bad of ['*', 'otra-app.escuela.test', `${ALLOWED}/`, `${ALLOWED}/admin`, 'ftp://archivos.test']) {
      expect(() => corsOrigins(bad), bad).toThrow(/CORS_ORIGINS: «.*» no es un origen/);
    }
  });

  it('a listed origin reads the REST face, Content-Range exposed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/rest/estudiantes?range=[0,1]',
      headers: { origin: ALLOWED, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(response.headers['access-control-expose-headers'])).toContain('Content-Range');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a listed origin’s preflight for the methods and headers the client sends', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/rest/estudiantes/5',
      headers: { origin: ALLOWED, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(preflight.headers['access-control-allow-methods']).split(',').map((m) => m.trim())).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('another origin gets no CORS header (its browser keeps the answer from it)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/rest/estudiantes?range=[0,1]', headers: { origin: OTHER, authorization: `Bearer ${token}` } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({ method: 'OPTIONS', url: '/api/rest/estudiantes', headers: { origin: OTHER, 'access-control-request-method': 'GET' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('unset: no CORS at all, and a preflight is an unknown route', async () => {
    const plain = await buildApp({ ...(await servedResources()), db: database.db, jwtSecret: TEST_JWT_SECRET, corsOrigins: [] });
    try {
      const response = await plain.inject({ method: 'GET', url: '/api/rest/estudiantes?range=[0,1]', headers: { origin: ALLOWED, authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await plain.inject({ method: 'OPTIONS', url: '/api/rest/estudiantes', headers: { origin: ALLOWED, 'access-control-request-method': 'GET' } });
      expect(preflight.statusCode).toBe(404);
      expect(preflight.json()).toEqual({ code: 'NotFound', message: 'La ruta solicitada no existe' });
    } finally {
      await plain.close();
    }
  });
});
