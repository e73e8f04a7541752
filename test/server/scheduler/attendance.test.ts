// agendamiento/marcar_asistencia: the scheduler signs a held class's attendance (asistido or
// ausencia) and the topic's progress row follows in the same transaction; refused with 409 (nothing
// written) from another state, for a class still to come and once the topic's level has ended; 403
// without 383FFC12; a booking at a sede other than the caller's current one is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';
import { TEST_TODAY } from '../../testDay';

let server: TestServer;
/** 383FFC12 and 8406FF9D at sedes 1 and 2, current sede 1. */
let staff: string;
/** Every code but 383FFC12. */
let without: string;
let student: { id: number; curso_actual_id: number };
let topics: number[];
let room: number;
let teacher: number;
let day = 0;

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.progreso.editAsistencia, P.progreso.unsign]);
  staff = await server.login(user.email, user.password);
  const other = await createStaffUser(server.db, [P.progreso.unsign, P.programador.clases]);
  without = await server.login(other.email, other.password);
  [student] = await server.db.query<{ id: number; curso_actual_id: number }>(
    'SELECT id, curso_actual_id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND curso_actual_id IS NOT NULL AND deleted_at IS NULL ORDER BY id LIMIT 1',
  );
  await server.db.query('UPDATE usuarios SET sede_id = 1 WHERE id = $1', [student.id]);
  await server.db.query('DELETE FROM agendamientos WHERE estudiante_id = $1', [student.id]);
  topics = (await server.db.query<{ id: number }>("SELECT id FROM temas WHERE curso_id = $1 AND tipo = 'clase' ORDER BY orden, id", [student.curso_actual_id])).map((t) => t.id);
  [{ id: room }] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = 1 ORDER BY id LIMIT 1');
  [{ id: teacher }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr ORDER BY id LIMIT 1');
});
afterAll(async () => {
  await server.close();
});

/** An assigned booking of `tema` in a class `offset` days from today (negative: held). */
async function booking(tema: number, offset = -2 - day, sede = 1): Promise<number> {
  day++;
  const [{ id: clase }] = await server.db.query<{ id: number }>(
    `INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ('${TEST_TODAY}'::date + $1::integer, '06:00', $2, $3, $4, '{regular_1}', 'regular') RETURNING id`,
    [offset, sede, sede === 1 ? room : (await server.db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = $1 ORDER BY id LIMIT 1', [sede]))[0].id, teacher],
  );
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, clase_id, tema_id) VALUES ($1, '${TEST_TODAY}'::date + $2::integer, '06:00', $3, 'regular_1', 'asignado', $4, $5) RETURNING id`,
    [student.id, offset, sede, clase, tema],
  );
  return row.id;
}

const progressRow = async (tema: number) =>
  (await server.db.query<{ estado: string; asistencia: boolean | null; agendamiento_id: number | null; asistencia_usuario_id: number | null }>(
    'SELECT estado, asistencia, agendamiento_id, asistencia_usuario_id FROM progreso WHERE estudiante_id = $1 AND tema_id = $2',
    [student.id, tema],
  ))[0];

const mark = (id: number, asistencia: string, token = staff) => server.post('agendamiento/marcar_asistencia', { agendamiento_id: id, asistencia }, token);

describe('agendamiento/marcar_asistencia', () => {
  it('signs a held class as attended and feeds the progress row, with one audit event and the class history', async () => {
    const id = await booking(topics[0]);
    const events = await countRows(server.db, 'eventos');
    const response = await mark(id, 'asistido');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mensaje: 'Asistencia registrada', agendamiento: { id, estado: 'asistido', asistencia: true } });
    expect(await progressRow(topics[0])).toMatchObject({ estado: 'asistido', asistencia: true, agendamiento_id: id });
    expect(await countRows(server.db, 'eventos')).toBe(events + 1);
    expect(await countRows(server.db, 'clase_eventos', `evento = 'Asistencia registrada (agendamiento ${id})'`)).toBe(1);
  });

  it('signs an absence; undoing the signature takes the row back to pendiente', async () => {
    const id = await booking(topics[1]);
    expect((await mark(id, 'ausencia')).statusCode).toBe(200);
    expect(await progressRow(topics[1])).toMatchObject({ estado: 'ausencia', asistencia: false, agendamiento_id: id });
    expect((await server.post('agendamiento/anular_firma', { agendamiento_id: id }, staff)).statusCode).toBe(200);
    expect(await progressRow(topics[1])).toMatchObject({ estado: 'pendiente', asistencia: null, agendamiento_id: null });
  });

  it('an absence never overrides a row already attended', async () => {
    const first = await booking(topics[2]);
    const second = await booking(topics[2]);
    expect((await mark(first, 'asistido')).statusCode).toBe(200);
    expect((await mark(second, 'ausencia')).statusCode).toBe(200);
    expect(await progressRow(topics[2])).toMatchObject({ estado: 'asistido', asistencia: true, agendamiento_id: first });
  });

  it('refuses with 409 and writes nothing: a signed booking, a class still to come, an ended level', async () => {
    const signed = await booking(topics[3]);
    expect((await mark(signed, 'asistido')).statusCode).toBe(200);
    const future = await booking(topics[4], 3);
    const closed = await booking(topics[5]);
    await server.db.query(`UPDATE inscripciones SET avance_nivel = '${TEST_TODAY}'::date WHERE estudiante_id = $1 AND curso_id = $2`, [student.id, student.curso_actual_id]);
    const before = await databaseFingerprint(server.db);
    const again = await mark(signed, 'ausencia');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Solo se puede registrar la asistencia de un agendamiento asignado o notificado.');
    const early = await mark(future, 'asistido');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('La clase aún no ha tenido lugar: su asistencia se registra desde el día de la clase');
    const ended = await mark(closed, 'asistido');
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe('El nivel ya avanzó: sus notas y fechas no se pueden modificar.');
    expect(await databaseFingerprint(server.db)).toEqual(before);
    await server.db.query('UPDATE inscripciones SET avance_nivel = NULL WHERE estudiante_id = $1', [student.id]);
  });

  it('403 without 383FFC12; 404 for a booking of another sede than the current one', async () => {
    const id = await booking(topics[6]);
    expect((await mark(id, 'asistido', without)).statusCode).toBe(403);
    const elsewhere = await booking(topics[7], -30, 2);
    expect((await mark(elsewhere, 'asistido')).statusCode).toBe(404);
    const bad = await server.post('agendamiento/marcar_asistencia', { agendamiento_id: id, asistencia: 'quizás' }, staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.asistencia).toBe('La asistencia debe ser asistido o ausencia');
  });
});
