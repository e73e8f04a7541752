// Request body limits per route (issue 11): login and every JSON call 100 KB, bulk loads 32 MB; an
// oversized body answers 413 in Spanish, and a bulk body is not even read without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_BODY_LIMIT, JSON_BODY_LIMIT } from '../../../server/http/plumbing';
import { createTestServer, databaseFingerprint, newStudent, type TestServer } from '../helpers';

const TOO_LARGE = { code: 'PayloadTooLarge', message: 'El cuerpo de la solicitud supera el tamaño máximo permitido' };
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
});
afterAll(async () => {
  await server.close();
});

/** A JSON object of about `bytes` bytes. */
const bodyOf = (bytes: number, extra: Record<string, unknown> = {}) => JSON.stringify({ ...extra, relleno: 'x'.repeat(bytes) });

describe('body limits', () => {
  it('are 100 KB for the public login: 413 in Spanish, nothing written', async () => {
    expect(JSON_BODY_LIMIT).toBe(100 * 1024);
    const before = await databaseFingerprint(server.db);
    const response = await server.post('login', bodyOf(JSON_BODY_LIMIT + 1, { email: 'admin@escuela.test', password: 'x' }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
    expect(await databaseFingerprint(server.db)).toEqual(before);
    // Just under it the body is read (and refused for its content).
    expect((await server.post('login', bodyOf(JSON_BODY_LIMIT - 1000, { email: 'admin@escuela.test', password: 'x' }))).statusCode).toBe(400);
  });

  it('are 100 KB for an ordinary JSON call', async () => {
    const response = await server.post('estudiante/buscar', bodyOf(150 * 1024), server.adminToken);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it('let a bulk load of thousands of rows through, up to 32 MB', async () => {
    expect(BULK_BODY_LIMIT).toBe(32 * 1024 * 1024);
    // 5,000 students: about 2 MB, twenty times the ordinary limit.
    const registros = Array.from({ length: 5000 }, (_, i) => newStudent(900_000 + i, { email: `masivo${i}@correo.test` }));
    const payload = JSON.stringify({ registros });
    expect(payload.length).toBeGreaterThan(1.5 * 1024 * 1024);
    const response = await server.post('estudiante/crear_masivo', payload, server.adminToken);
    expect(response.statusCode, response.body.slice(0, 300)).not.toBe(413);
    const tooBig = await server.post('estudiante/crear_masivo', bodyOf(BULK_BODY_LIMIT + 1), server.adminToken);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual(TOO_LARGE);
  });

  it('never read a bulk body for a caller without a token', async () => {
    const response = await server.post('estudiante/crear_masivo', bodyOf(BULK_BODY_LIMIT - 1024));
    expect(response.statusCode).toBe(401);
  });
});
