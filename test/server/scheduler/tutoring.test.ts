// tutorias/por_fecha: a day's sessions of the current sede as the #/tutoria grid reads them — the
// weekday's 15-minute slots, one column per (room, teacher) pair, the student of each cell; a
// cancelled session and another sede's are not shown. The database refuses a room, teacher or
// student twice in one quarter-hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
const FECHA = '2099-01-09'; // a Friday

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.programador.tutorias]); // current sede 1
  // Every sede (no permitted list): the demo's students are of all of them, and a student beyond the
  // caller's sedes is out of reach (people/studentReach.ts).
  await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [user.id]);
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

describe('tutorias/por_fecha', () => {
  it('gives the slots, the (room, teacher) columns and each session’s student', async () => {
    const [room] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = 1 ORDER BY id LIMIT 1');
    const [far] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = 3 ORDER BY id LIMIT 1');
    const [teacher] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr ORDER BY id LIMIT 1');
    const students = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 3');
    const insert = (sede: number, salon: number, hora: string, student: number, estado = 'programada') =>
      server.db.query('INSERT INTO tutorias (fecha, hora, sede_id, salon_id, profesor_id, estudiante_id, estado) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        FECHA, hora, sede, salon, teacher.id, student, estado,
      ]);
    await insert(1, room.id, '07:00', students[0].id);
    await insert(1, room.id, '07:15', students[1].id);
    await insert(1, room.id, '07:30', students[2].id, 'cancelada');
    await insert(3, far.id, '08:00', students[2].id);
    await expect(insert(1, room.id, '07:00', students[2].id)).rejects.toThrow();
    const grid = (await server.post('tutorias/por_fecha', { fecha: FECHA }, token)).json() as {
      horas: string[];
      columnas: { salon_id: number; profesor_id: number }[];
      sesiones: { hora: string; estudiante_id: number }[];
    };
    expect(grid.horas[0]).toBe('07:00');
    expect(grid.horas.at(-1)).toBe('18:45');
    expect(grid.columnas).toEqual([expect.objectContaining({ salon_id: room.id, profesor_id: teacher.id })]);
    expect(grid.sesiones.map((s) => [s.hora, s.estudiante_id])).toEqual([['07:00', students[0].id], ['07:15', students[1].id]]);
  });
});

describe('tutorias/cancelar', () => {
  it('cancels a programada session with a reason of 20, once, within the caller’s sedes', async () => {
    const manager = await createStaffUser(server.db, [P.estudiantes.cancelTutoria]);
    const managerToken = await server.login(manager.email, manager.password);
    const [session] = await server.db.query<{ id: number }>(`SELECT id FROM tutorias WHERE estado = 'programada' AND sede_id IN (1, 2) ORDER BY id LIMIT 1`);
    expect(session).toBeDefined();
    expect((await server.post('tutorias/cancelar', { tutoria_id: session.id, motivo: 'corto' }, managerToken)).json().errors)
      .toEqual({ motivo: 'El motivo debe tener al menos 20 caracteres' });
    expect((await server.post('tutorias/cancelar', { tutoria_id: session.id, motivo: 'El estudiante está incapacitado' }, managerToken)).json()).toEqual({ mensaje: 'Tutoría cancelada' });
    expect((await server.post('tutorias/cancelar', { tutoria_id: session.id, motivo: 'El estudiante está incapacitado' }, managerToken)).json().message)
      .toBe('Solo se puede cancelar una tutoría programada.');
    const [far] = await server.db.query<{ id: number }>(`SELECT id FROM tutorias WHERE estado = 'programada' AND sede_id NOT IN (1, 2) LIMIT 1`);
    if (far) expect((await server.post('tutorias/cancelar', { tutoria_id: far.id, motivo: 'El estudiante está incapacitado' }, managerToken)).statusCode).toBe(404);
    expect((await server.post('tutorias/cancelar', { tutoria_id: session.id, motivo: 'El estudiante está incapacitado' }, token)).statusCode).toBe(403);
  });
});
