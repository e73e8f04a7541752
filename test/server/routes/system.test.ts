import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageVersion } from '../../../server/cli';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'aula-dist-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Aula Admin</title><div id="root"></div>');
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'assets', 'app.js'), 'console.log("aula")');
  server = await createTestServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('version', () => {
  it('is public and answers the package.json version, with or without a body', async () => {
    expect(packageVersion()).toMatch(/^\d+\.\d+\.\d+/);
    expect((await server.post('version', {})).json()).toEqual({ version: packageVersion(), zona_horaria: 'America/Bogota' });
    const empty = await server.app.inject({ method: 'POST', url: '/api/version' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ version: packageVersion(), zona_horaria: 'America/Bogota' });
  });
});

describe('sede and perfil', () => {
  it('answer the caller’s sede and profile', async () => {
    expect((await server.post('sede', {}, server.adminToken)).json()).toEqual({ id: 1, nombre: 'Bogotá Chapinero' });
    const perfil = (await server.post('perfil', {}, server.adminToken)).json();
    expect(perfil).toMatchObject({
      primer_nombre: 'Laura', primer_apellido: 'Restrepo', email: 'admin@escuela.test', sede_id: 1, sede: { id: 1, nombre: 'Bogotá Chapinero' },
    });
    expect(perfil).not.toHaveProperty('password_hash');
    expect(perfil.sedes_permitidas).toHaveLength(25);
    expect(perfil.sedes_permitidas[0]).toEqual({ id: expect.any(Number), nombre: expect.any(String) });
  });
});

describe('static files', () => {
  it('serves index.html at / and for unknown non-API paths', async () => {
    for (const url of ['/', '/estudiantes', '/estudiante/detalle/3']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Aula Admin</title>');
    }
  });

  it('serves assets', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("aula")');
  });

  it('answers unknown /api paths with a Spanish JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/nada'], ['POST', '/api/estudiante/borrar_todo'], ['GET', '/api/estudiante/lista']] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 'NotFound', message: 'La ruta solicitada no existe' });
    }
  });
});

describe('request parsing', () => {
  it('refuses bodies that are not JSON with 400 in Spanish', async () => {
    const cases: [string, Record<string, string>][] = [
      ['{"email": ', { 'content-type': 'application/json' }],
      ['email=a', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['hola', { 'content-type': 'text/plain' }],
      ['{}', { 'content-type': 'no/valido/para/nada' }],
      ['{"__proto__": {"admin": true}}', { 'content-type': 'application/json' }],
    ];
    for (const [payload, headers] of cases) {
      const response = await server.app.inject({ method: 'POST', url: '/api/login', payload, headers });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().code).toBe('ValidationError');
      expect(response.json().message).toMatch(/JSON|Campo no permitido/);
    }
  });

  it('refuses a body above the limit with 413', async () => {
    const big = JSON.stringify({ texto: 'x'.repeat(31 * 1024 * 1024) });
    const response = await server.app.inject({
      method: 'POST', url: '/api/estudiante/buscar', payload: big,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.adminToken}` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PayloadTooLarge', message: 'El cuerpo de la solicitud supera el tamaño máximo permitido' });
  });
});
