// estudiante_observaciones/lista and crear: staff notes on a student, newest first with their
// author; creating one needs 9022BCBD and non-empty text, writes one audit event, and a bad body
// or a student outside the caller's sedes changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentObservation } from '../../../core/school/students/observations';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let writer: { token: string; id: number };
let studentId: number;
let farStudentId: number;

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.estudiantes.show, P.estudiantes.edit]);
  writer = { token: await server.login(user.email, user.password), id: user.id };
  [{ id: studentId }, { id: farStudentId }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 2');
  await server.db.query('UPDATE usuarios SET sede_id = 1 WHERE id = $1', [studentId]);
  await server.db.query('UPDATE usuarios SET sede_id = 3 WHERE id = $1', [farStudentId]);
  await server.db.query('DELETE FROM estudiante_observaciones WHERE estudiante_id = ANY($1::int[])', [[studentId, farStudentId]]);
});
afterAll(async () => {
  await server.close();
});

describe('estudiante_observaciones', () => {
  it('creates an observation with its author and lists it first', async () => {
    const created = await server.post('estudiante_observaciones/crear', { estudiante_id: studentId, observacion: '  Prefiere la sede norte.  ' }, writer.token);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ mensaje: 'Observación creada', observacion: { observacion: 'Prefiere la sede norte.', usuario: { nombre: 'Prueba Funcionario' } } });
    await server.post('estudiante_observaciones/crear', { estudiante_id: studentId, observacion: 'Segunda nota' }, writer.token);
    const rows = (await server.post('estudiante_observaciones/lista', { estudiante_id: studentId }, writer.token)).json() as StudentObservation[];
    expect(rows.map((r) => r.observacion)).toEqual(['Segunda nota', 'Prefiere la sede norte.']);
    expect(rows[0].usuario).toEqual({ nombre: 'Prueba Funcionario', identificacion: expect.any(String), email: expect.stringContaining('@escuela.test') });
    expect(rows[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const [event] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM eventos WHERE universo = 'estudiantes' AND tipo = 'crear_observacion' AND registro_id = $1 AND usuario_id = $2",
      [studentId, writer.id],
    );
    expect(event.n).toBe(2);
  });

  it('refuses empty text, a stranger student and a caller without 9022BCBD, writing nothing', async () => {
    const reader = await createStaffUser(server.db, [P.estudiantes.show]);
    const readerToken = await server.login(reader.email, reader.password);
    const before = await databaseFingerprint(server.db);
    const empty = await server.post('estudiante_observaciones/crear', { estudiante_id: studentId, observacion: '   ' }, writer.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ observacion: 'La observación es requerida' });
    expect((await server.post('estudiante_observaciones/crear', { estudiante_id: studentId }, writer.token)).statusCode).toBe(400);
    expect((await server.post('estudiante_observaciones/crear', { estudiante_id: studentId, observacion: 'x'.repeat(2001) }, writer.token)).statusCode).toBe(400);
    expect((await server.post('estudiante_observaciones/crear', { estudiante_id: farStudentId, observacion: 'Nota' }, writer.token)).statusCode).toBe(404);
    const refused = await server.post('estudiante_observaciones/crear', { estudiante_id: 'x' }, readerToken);
    expect(refused.statusCode).toBe(403);
    expect((await server.post('estudiante_observaciones/lista', { estudiante_id: studentId }, readerToken)).statusCode).toBe(200);
    expect((await server.post('estudiante_observaciones/lista', { estudiante_id: farStudentId }, readerToken)).statusCode).toBe(404);
    const after = await databaseFingerprint(server.db);
    expect(after).toEqual(before);
  });
});
