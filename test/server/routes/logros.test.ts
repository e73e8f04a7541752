// A course's achievements through the API (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): every
// endpoint under its course (curso/{id}/logro/…), the percentage 0–100 in steps of 0.01, bulk
// 'titulo,porcentaje' lines taking the course from the path, codes per operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
let curso: number;
let otro: number;
const at = (verb: string, cursoId = curso) => `curso/${cursoId}/logro/${verb}`;
const C = P.cursos;

beforeAll(async () => {
  server = await createTestServer();
  [{ id: curso }, { id: otro }] = await server.db.query<{ id: number }>('SELECT id FROM cursos ORDER BY id LIMIT 2');
  const user = await createStaffUser(server.db, [C.logros, C.showLogro, C.createLogro, C.editLogro]);
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

describe('curso/{id}/logro', () => {
  it('lists only that course’s achievements, 10 per page by default order of percentage', async () => {
    const listed = (await server.post(at('lista'), { por_pagina: 100 }, token)).json() as { datos: { curso_id: number; porcentaje: number }[]; total: number };
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.datos.every((l) => l.curso_id === curso)).toBe(true);
    expect(listed.datos.map((l) => l.porcentaje)).toEqual([...listed.datos.map((l) => l.porcentaje)].sort((a, b) => a - b));
  });

  it('creates one under the path’s course; the percentage is 0–100 with at most two decimals', async () => {
    const created = await server.post(at('crear'), { titulo: 'Pide indicaciones en la calle', porcentaje: 42.25 }, token);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ curso_id: curso, titulo: 'Pide indicaciones en la calle', porcentaje: 42.25 });
    const before = await databaseFingerprint(server.db);
    for (const [porcentaje, message] of [
      [100.01, 'Debe ser menor o igual a 100'],
      [-1, 'Debe ser mayor o igual a 0'],
      [12.345, 'Debe ser múltiplo de 0,01'],
    ] as const) {
      const refused = await server.post(at('crear'), { titulo: 'X', porcentaje }, token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ porcentaje: message });
    }
    expect((await server.post(at('crear'), { porcentaje: 5 }, token)).json().errors).toEqual({ titulo: 'Este campo es requerido' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
    // Without a percentage it starts at 0, its default.
    expect((await server.post(at('crear'), { titulo: 'Primer día' }, token)).json()).toMatchObject({ porcentaje: 0 });
  });

  it('reads, edits and deletes only through its own course', async () => {
    const created = (await server.post(at('crear'), { titulo: 'Narra un viaje', porcentaje: 70 }, token)).json() as { id: number };
    expect((await server.post(at('detalle', otro), { id: created.id }, token)).statusCode).toBe(404);
    expect((await server.post(at('editar', otro), { id: created.id, porcentaje: 71 }, token)).statusCode).toBe(404);
    const edited = await server.post(at('editar'), { id: created.id, porcentaje: 71.5 }, token);
    expect(edited.json()).toMatchObject({ porcentaje: 71.5 });
    expect((await server.post(at('eliminar', otro), { id: created.id }, token)).statusCode).toBe(404);
    expect((await server.post(at('eliminar'), { id: created.id }, token)).statusCode).toBe(200);
    expect(await countRows(server.db, 'logros', `id = ${created.id}`)).toBe(0);
  });

  it('crear_masivo takes titulo,porcentaje lines and the path’s course; one bad line refuses the batch', async () => {
    const before = await countRows(server.db, 'logros', `curso_id = ${otro}`);
    const refused = await server.post(at('crear_masivo', otro), { registros: [{ titulo: 'Uno', porcentaje: '10' }, { titulo: 'Dos', porcentaje: '101' }] }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().filas).toEqual([{ fila: 2, errores: { porcentaje: 'Debe ser menor o igual a 100' } }]);
    const loaded = await server.post(at('crear_masivo', otro), { registros: [{ titulo: 'Uno', porcentaje: '10' }, { titulo: 'Dos', porcentaje: '20,5' }] }, token);
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(await countRows(server.db, 'logros', `curso_id = ${otro}`)).toBe(before + 2);
  });

  it('answers 401 without a session, 403 without each code, 404 for a course that does not exist', async () => {
    expect((await server.post(at('lista'), {}, null)).statusCode).toBe(401);
    const reader = await createStaffUser(server.db, [C.logros]);
    const readerToken = await server.login(reader.email, reader.password);
    expect((await server.post(at('lista'), {}, readerToken)).statusCode).toBe(200);
    for (const verb of ['detalle', 'crear', 'editar', 'eliminar', 'crear_masivo']) {
      expect((await server.post(at(verb), { id: 1 }, readerToken)).statusCode, verb).toBe(403);
    }
    expect((await server.post(at('lista', 999999), {}, token)).statusCode).toBe(404);
  });
});
