// A write refused with a 400 naming its fields, the database exactly as it was: what the text-rule
// tests (control characters, damaged letters) expect of every door.
import { expect } from 'vitest';
import { databaseFingerprint, type TestServer } from '../helpers';

const INVALID = 'Los datos enviados no son válidos. Revise los campos indicados.';

export async function expectRefused(server: TestServer, path: string, body: unknown, errors: Record<string, string>): Promise<void> {
  const before = await databaseFingerprint(server.db);
  const response = await server.post(path, body, server.adminToken);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ code: 'ValidationError', message: INVALID, errors });
  expect(await databaseFingerprint(server.db)).toEqual(before);
}
