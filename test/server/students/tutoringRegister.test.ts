// The tutoring register: estudiante/tutoria/progreso answers the student's sessions newest first
// with their block, room, sede and tutor; tutorias/ver_observaciones one session's list, newest
// first; cancelling from it appends the reason to that list; a session of another sede or a
// student outside the caller's sedes is not found; a cancelled session refuses with 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TutoringObservations, TutoringRegister } from '../../../core/school/students/tutoringRegister';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
/** 023AB260 and 98E38A0E at sedes 1 and 2. */
let staff: string;
let studentId: number;
let ids: { near: number; far: number };

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.programador.tutorias, P.estudiantes.cancelTutoria]);
  staff = await server.login(user.email, user.password);
  [{ id: studentId }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 1');
  await server.db.query('UPDATE usuarios SET sede_id = 1 WHERE id = $1', [studentId]);
  await server.db.query('DELETE FROM tutorias WHERE estudiante_id = $1', [studentId]);
  const [room] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = 1 ORDER BY id LIMIT 1');
  const [farRoom] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = 3 ORDER BY id LIMIT 1');
  const [tutor] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr ORDER BY id LIMIT 1');
  const insert = (fecha: string, sede: number, salon: number) =>
    server.db.query<{ id: number }>(
      `INSERT INTO tutorias (fecha, hora, sede_id, salon_id, profesor_id, estudiante_id, estado, observaciones)
       VALUES ($1, '07:15', $2, $3, $4, $5, 'programada', '[{"texto": "Pidió repasar verbos", "usuario": "Ana Gómez", "fecha": "2099-03-01T10:00:00Z"}]') RETURNING id`,
      [fecha, sede, salon, tutor.id, studentId],
    );
  const [[near], [far]] = [await insert('2099-03-05', 1, room.id), await insert('2099-03-06', 3, farRoom.id)];
  ids = { near: near.id, far: far.id };
});
afterAll(async () => {
  await server.close();
});

describe('the tutoring register', () => {
  it("answers the student's name and sessions newest first, within the caller's sedes", async () => {
    const all = (await server.post('estudiante/tutoria/progreso', { estudiante_id: studentId }, server.adminToken)).json() as TutoringRegister;
    expect(all.nombres).toEqual(expect.any(String));
    expect(all.registros.map((r) => r.id)).toEqual([ids.far, ids.near]);
    expect(all.registros[1]).toMatchObject({ estado: 'programada', clase: { tipo: 'tutoria', fecha_bloque: '2099-03-05 07:15', salon: expect.any(String), sede: expect.any(String), tutor: expect.any(String) } });
    const mine = (await server.post('estudiante/tutoria/progreso', { estudiante_id: studentId }, staff)).json() as TutoringRegister;
    expect(mine.registros.map((r) => r.id)).toEqual([ids.near]);
  });

  it('cancels a programada session, appending the reason to its history; a second cancel is a 409', async () => {
    const cancelled = await server.post('tutorias/cancelar', { tutoria_id: ids.near, motivo: 'El estudiante viaja esa semana' }, staff);
    expect(cancelled.statusCode).toBe(200);
    const history = (await server.post('tutorias/ver_observaciones', { tutoria_id: ids.near }, staff)).json() as TutoringObservations;
    expect(history.map((h) => h.texto)).toEqual(['El estudiante viaja esa semana', 'Pidió repasar verbos']);
    expect(history[0]).toMatchObject({ usuario: 'Prueba Funcionario', fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const before = await databaseFingerprint(server.db);
    const again = await server.post('tutorias/cancelar', { tutoria_id: ids.near, motivo: 'El estudiante viaja esa semana' }, staff);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Solo se puede cancelar una tutoría programada.');
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it("keeps another sede's session and a stranger student out of reach, and guards by 023AB260", async () => {
    expect((await server.post('tutorias/ver_observaciones', { tutoria_id: ids.far }, staff)).statusCode).toBe(404);
    expect((await server.post('tutorias/ver_observaciones', { tutoria_id: ids.far }, server.adminToken)).statusCode).toBe(200);
    const [far] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND sede_id = 3 ORDER BY id LIMIT 1');
    if (far) expect((await server.post('estudiante/tutoria/progreso', { estudiante_id: far.id }, staff)).statusCode).toBe(404);
    const other = await createStaffUser(server.db, [P.estudiantes.show]);
    const token = await server.login(other.email, other.password);
    expect((await server.post('estudiante/tutoria/progreso', { estudiante_id: 'x' }, token)).statusCode).toBe(403);
    expect((await server.post('tutorias/ver_observaciones', { tutoria_id: 'x' }, staff)).statusCode).toBe(400);
  });
});
