// The scheduler's booking calls: the booking state machine (core/school/scheduler/bookings.ts) on the
// server (moves only from solicitado or asignado, unassign only from asignado with E329996D and a
// reason of 40, cancel only from solicitado or asignado), a booking only into a class it fits, a
// stale version refused, and fifty staff filling a class with ten free seats at once: exactly ten
// get in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { createExample } from '../../../server/scheduler/classes.examples';
import { countRows, createStaffUser, createTestServer, newStudent, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
let clase: { id: number; fecha: string; hora: string; tipo: string };
const S = P.programador;
const REASON = 'El estudiante pidió cambiar de franja por su horario de trabajo';

beforeAll(async () => {
  // Enough students for fifty bookings in one slot.
  server = await createTestServer({ students: 200 });
  const user = await createStaffUser(server.db, [S.clases, S.createClase, S.createAgendamiento, S.unassignAgendamiento, S.autoAssign, P.estudiantes.cancelAgendamiento]);
  // Every sede (no permitted list): the students booked come from all of them, and a student beyond
  // the caller's sedes is out of reach (people/studentReach.ts).
  await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [user.id]);
  token = await server.login(user.email, user.password);
  await server.db.query('UPDATE usuarios SET sede_id = 1 WHERE ad AND grupo_id IS NOT NULL');
  const body = (await createExample(server.db))!;
  const created = (await server.post('clase/crear', body, token)).json() as { clase: { id: number } };
  clase = { id: created.clase.id, fecha: body.fecha, hora: body.hora, tipo: body.tipos[0] };
});
afterAll(async () => {
  await server.close();
});

const post = (path: string, body: unknown, t = token) => server.post(path, body, t);

/** Students without any booking yet. */
async function freeStudents(n: number): Promise<number[]> {
  const rows = await server.db.query<{ id: number }>(
    `SELECT id FROM usuarios u WHERE es AND NOT pr AND grupo_id IS NULL AND deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM agendamientos a WHERE a.estudiante_id = u.id) ORDER BY id LIMIT $1`,
    [n],
  );
  return rows.map((r) => r.id);
}

async function pending(studentId: number, tipo = clase.tipo): Promise<number> {
  const response = await post('agendamiento/crear_manual', { id: studentId, dia: clase.fecha, hora: clase.hora, tipo_clase: tipo, tipo_solicitud: 'normal', motivo: REASON });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }).id;
}

const booking = async (id: number) =>
  (await server.db.query<{ estado: string; clase_id: number | null; version: number }>('SELECT estado, clase_id, version FROM agendamientos WHERE id = $1', [id]))[0];

describe('agendamiento/crear_manual', () => {
  it('creates a pending booking; a second open one of the student in the slot is a conflict', async () => {
    const [student] = await freeStudents(1);
    const id = await pending(student);
    expect(await booking(id)).toMatchObject({ estado: 'solicitado', clase_id: null });
    const again = await post('agendamiento/crear_manual', { id: student, dia: clase.fecha, hora: clase.hora, tipo_clase: clase.tipo, tipo_solicitud: 'normal', motivo: REASON });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El estudiante ya tiene un agendamiento en ese horario');
    expect((await post('agendamiento/crear_manual', { id: student, dia: clase.fecha, hora: '08:15', tipo_clase: clase.tipo, tipo_solicitud: 'normal', motivo: REASON })).json().errors)
      .toEqual({ hora: 'Solo horas de clase de ese día' });
  });
});

describe('agendamiento/set_clase', () => {
  it('moves a booking into a class it fits, and back to pending only with E329996D and a reason', async () => {
    const [student] = await freeStudents(1);
    const id = await pending(student);
    const { version } = await booking(id);
    const moved = await post('agendamiento/set_clase', { agendamiento_id: id, clase_id: clase.id, version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await booking(id)).toMatchObject({ estado: 'asignado', clase_id: clase.id, version: version + 1 });
    // The version it was based on is gone: someone moved it meanwhile.
    const stale = await post('agendamiento/set_clase', { agendamiento_id: id, clase_id: null, motivo: REASON, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('El registro fue modificado por otro usuario; recargue.');
    expect((await post('agendamiento/set_clase', { agendamiento_id: id, clase_id: null, motivo: 'corto' })).json().errors).toEqual({ motivo: 'El motivo debe tener al menos 40 caracteres' });
    const mover = await createStaffUser(server.db, [S.clases]);
    expect((await post('agendamiento/set_clase', { agendamiento_id: id, clase_id: null, motivo: REASON }, await server.login(mover.email, mover.password))).statusCode).toBe(403);
    expect((await post('agendamiento/set_clase', { agendamiento_id: id, clase_id: null, motivo: REASON })).statusCode).toBe(200);
    expect(await booking(id)).toMatchObject({ estado: 'solicitado', clase_id: null });
    expect(await countRows(server.db, 'clase_eventos', `clase_id = ${clase.id} AND evento LIKE 'Agendamiento%(agendamiento ${id})'`)).toBe(2);
  });

  it('refuses a class the booking does not fit, and a booking no longer movable', async () => {
    const [a, b] = await freeStudents(2);
    const other = await pending(a, 'lab');
    const refused = await post('agendamiento/set_clase', { agendamiento_id: other, clase_id: clase.id });
    // The one rule that failed, types by their short names (never the list of every rule).
    expect(refused.json().errors).toEqual({ clase_id: expect.stringMatching(/^El tipo no corresponde: el agendamiento es de LAB y la clase de \S/) });
    const cancelled = await pending(b);
    expect((await post('agendamiento/cancelar', { agendamiento_id: cancelled, motivo: REASON })).statusCode).toBe(200);
    const moved = await post('agendamiento/set_clase', { agendamiento_id: cancelled, clase_id: clase.id });
    expect([moved.statusCode, moved.json().errors]).toEqual([409, { agendamiento_id: 'Solo se puede mover un agendamiento solicitado o asignado.' }]);
    const again = await post('agendamiento/cancelar', { agendamiento_id: cancelled, motivo: REASON });
    expect([again.statusCode, again.json().errors]).toEqual([409, { agendamiento_id: 'Solo se puede cancelar un agendamiento solicitado o asignado.' }]);
  });

  it('fifty staff moving bookings into a class with ten free seats at once: exactly ten get in', async () => {
    const [{ salon_id }] = await server.db.query<{ salon_id: number }>('SELECT salon_id FROM clases WHERE id = $1', [clase.id]);
    const seated = await countRows(server.db, 'agendamientos', `clase_id = ${clase.id} AND estado NOT IN ('cancelado', 'bloqueado')`);
    await server.db.query('UPDATE salones SET capacidad = $2 WHERE id = $1', [salon_id, seated + 10]);
    const ids = await Promise.all((await freeStudents(50)).map((student) => pending(student)));
    expect(ids).toHaveLength(50);
    const responses = await Promise.all(ids.map((id) => post('agendamiento/set_clase', { agendamiento_id: id, clase_id: clase.id })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(10);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('La clase no tiene cupo');
    }
    expect(await countRows(server.db, 'agendamientos', `clase_id = ${clase.id} AND estado NOT IN ('cancelado', 'bloqueado')`)).toBe(seated + 10);
  });

  it('asignar_clase_auto places a pending booking in a fitting class with seats, or says there is none', async () => {
    const [student] = await freeStudents(1);
    const id = await pending(student);
    // The class is full (previous test): no class has a seat.
    const full = await post('agendamiento/asignar_clase_auto', { agendamiento_id: id, motivo: REASON });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('No hay una clase con cupo para este agendamiento');
    await server.db.query('UPDATE salones SET capacidad = capacidad + 1 WHERE id = (SELECT salon_id FROM clases WHERE id = $1)', [clase.id]);
    expect((await post('agendamiento/asignar_clase_auto', { agendamiento_id: id, motivo: REASON })).statusCode).toBe(200);
    expect(await booking(id)).toMatchObject({ estado: 'asignado', clase_id: clase.id });
  });

  it('confirmar notifies an assigned booking once, with its class history, and refuses a pending one', async () => {
    const [seated] = await server.db.query<{ id: number }>(`SELECT id FROM agendamientos WHERE clase_id = $1 AND estado = 'asignado' ORDER BY id LIMIT 1`, [clase.id]);
    const history = await countRows(server.db, 'clase_eventos', `clase_id = ${clase.id}`);
    const confirmed = await post('agendamiento/confirmar', { agendamiento_id: seated.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().mensaje).toBe('Agendamiento confirmado');
    expect(await booking(seated.id)).toMatchObject({ estado: 'notificado', clase_id: clase.id });
    expect(await countRows(server.db, 'clase_eventos', `clase_id = ${clase.id}`)).toBe(history + 1);
    const again = await post('agendamiento/confirmar', { agendamiento_id: seated.id });
    // A refused state transition is a conflict with the booking's state.
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Solo se puede confirmar un agendamiento asignado.');
    const [student] = await freeStudents(1);
    const waiting = await pending(student);
    expect((await post('agendamiento/confirmar', { agendamiento_id: waiting })).json().message).toBe('Solo se puede confirmar un agendamiento asignado.');
    expect(await booking(waiting)).toMatchObject({ estado: 'solicitado' });
  });
});

describe('cancelacion_agendamientos', () => {
  it('cancels every open booking of the slot at the sede, or says there were none', async () => {
    const manager = await createStaffUser(server.db, [P.admin.bulkCancelacion]);
    const managerToken = await server.login(manager.email, manager.password);
    const open = await countRows(server.db, 'agendamientos', `sede_id = 1 AND fecha = '${clase.fecha}' AND hora = '${clase.hora}' AND estado IN ('solicitado', 'asignado')`);
    expect(open).toBeGreaterThan(0);
    const done = await post('cancelacion_agendamientos', { fecha: clase.fecha, hora: clase.hora, sede: 1 }, managerToken);
    expect(done.json()).toMatchObject({ mensaje: `Se cancelaron ${open} agendamientos.` });
    expect((done.json() as { cancelados: unknown[] }).cancelados).toHaveLength(open);
    expect(await countRows(server.db, 'agendamientos', `sede_id = 1 AND fecha = '${clase.fecha}' AND hora = '${clase.hora}' AND estado IN ('solicitado', 'asignado')`)).toBe(0);
    expect((await post('cancelacion_agendamientos', { fecha: clase.fecha, hora: clase.hora, sede: 1 }, managerToken)).json())
      .toEqual({ mensaje: 'No se encontraron agendamientos a cancelar.', cancelados: [] });
    // A sede outside the caller's permitted ones (1 and 2) is not theirs.
    expect((await post('cancelacion_agendamientos', { fecha: clase.fecha, hora: clase.hora, sede: 3 }, managerToken)).statusCode).toBe(404);
    expect((await post('cancelacion_agendamientos', { fecha: clase.fecha, hora: clase.hora, sede: 1 })).statusCode).toBe(403);
  });
});

describe('agendamiento/calcular_siguiente_tema', () => {
  it('proposes the first topic of the current course the student has not booked; a cancelled booking frees it', async () => {
    // Its own student: one from the demo data may have progress that depends on the day it was seeded.
    const created = await post('estudiante/crear', newStudent(9101), server.adminToken);
    expect(created.statusCode, created.body).toBe(200);
    const [student] = await server.db.query<{ id: number; curso_actual_id: number }>('SELECT id, curso_actual_id FROM usuarios WHERE id = $1', [
      (created.json() as { id: number }).id,
    ]);
    const topics = await server.db.query<{ id: number }>('SELECT id FROM temas WHERE curso_id = $1 AND activo AND programable ORDER BY orden, id LIMIT 2', [student.curso_actual_id]);
    const next = async () => ((await post('agendamiento/calcular_siguiente_tema', { estudiante_id: student.id })).json() as { id: number }).id;
    expect(await next()).toBe(topics[0].id);
    const [booked] = await server.db.query<{ id: number }>(
      `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, tema_id) VALUES ($1, '2099-02-02', '07:30', 1, 'regular_1', $2) RETURNING id`,
      [student.id, topics[0].id],
    );
    expect(await next()).toBe(topics[1].id);
    await server.db.query(`UPDATE agendamientos SET estado = 'cancelado' WHERE id = $1`, [booked.id]);
    expect(await next()).toBe(topics[0].id);
    const [noCourse] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND curso_actual_id IS NULL AND deleted_at IS NULL LIMIT 1');
    expect((await post('agendamiento/calcular_siguiente_tema', { estudiante_id: noCourse.id })).json().message).toBe('El estudiante no tiene curso activo');
  });
});
