// JavaScript's built-in names are no fields: a body naming 'constructor', 'toString',
// 'hasOwnProperty', 'valueOf' or '__defineGetter__' is refused as any unknown field is ('Campo no
// permitido'), on create and edit, POST and REST alike, nothing written — before, the check found
// Object.prototype's and let them pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databaseFingerprint, newStudent, type TestServer } from '../helpers';

const BUILT_IN = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];
let server: TestServer;
let student: number;
let room: number;

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
  [{ id: student }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 1');
  [{ id: room }] = await server.db.query<{ id: number }>('SELECT id FROM salones ORDER BY id LIMIT 1');
});
afterAll(async () => {
  await server.close();
});

/** The body as raw JSON: the built-in name is the body's own key. */
const withKey = (body: Record<string, unknown>, key: string) => `${JSON.stringify(body).slice(0, -1)},"${key}":{"prototype":{"admin":true}}}`;

describe('a built-in name in a body', () => {
  it.each(BUILT_IN)('%s is «Campo no permitido» on crear and editar, nothing written', async (key) => {
    const doors: [string, Record<string, unknown>][] = [
      ['estudiante/crear', newStudent(700 + BUILT_IN.indexOf(key))],
      ['estudiante/editar', { id: student, primer_nombre: 'Otro' }],
      ['salon/crear', { nombre: `Aula ${key}`, capacidad: 10, tipo_salon: 'regular', sede_id: 1 }],
      ['salon/editar', { id: room, capacidad: 11 }],
    ];
    for (const [path, body] of doors) {
      const before = await databaseFingerprint(server.db);
      const response = await server.post(path, withKey(body, key), server.adminToken);
      expect(response.statusCode, `${path} ${response.body.slice(0, 200)}`).toBe(400);
      expect(response.json().errors).toEqual({ [key]: `Campo no permitido: ${key}` });
      expect(await databaseFingerprint(server.db)).toEqual(before);
    }
  });

  it('the REST face refuses it too', async () => {
    const before = await databaseFingerprint(server.db);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/rest/salones',
      payload: withKey({ nombre: 'Aula REST', capacidad: 10, tipo_salon: 'regular', sede_id: 1 }, 'constructor'),
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ constructor: 'Campo no permitido: constructor' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});
