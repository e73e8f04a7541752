// The booking actions of a student's detail through the API: cancel, set/remove/auto-assign the
// topic and undo the signature, each from the states that allow it (docs/domain/student-record.md 'The student's record';
// 200, the class's history and one audit event) and refused from the others (409 with the Spanish
// reason, nothing written); 403 without the code; a booking at a sede outside the caller's is not
// found, one at another of their sedes (not the current one) is reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { ESTADOS_AGENDAMIENTO, type EstadoAgendamiento } from '../../../core/school/scheduler/bookings';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
/** 5B4F11C4, 22D98724 and 8406FF9D; sedes 1 and 2 (createStaffUser), current sede 1. */
let staff: string;
let student: { id: number; curso_actual_id: number };
/** The student's course's bookable topics, in order. */
let topics: number[];
/** A room per sede and a teacher for the classes bookings sit in. */
let rooms: Record<number, number>;
let teacher: number;
let day = 0;
const FECHA = '2099-03-02';
const REASON = 'El estudiante avisó que no puede asistir por un viaje de trabajo';
const ESTADOS = Object.keys(ESTADOS_AGENDAMIENTO) as EstadoAgendamiento[];

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.programador.createAgendamiento, P.estudiantes.cancelAgendamiento, P.progreso.unsign]);
  staff = await server.login(user.email, user.password);
  [student] = await server.db.query<{ id: number; curso_actual_id: number }>(
    // Of one of the caller's sedes: a student beyond them is out of reach (people/studentReach.ts).
    'SELECT id, curso_actual_id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND curso_actual_id IS NOT NULL AND deleted_at IS NULL AND sede_id IN (1, 2) ORDER BY id LIMIT 1',
  );
  await server.db.query('DELETE FROM agendamientos WHERE estudiante_id = $1', [student.id]);
  topics = (await server.db.query<{ id: number }>('SELECT id FROM temas WHERE curso_id = $1 AND activo AND programable ORDER BY orden, id', [student.curso_actual_id])).map((t) => t.id);
  rooms = Object.fromEntries(
    (await server.db.query<{ sede_id: number; id: number }>('SELECT DISTINCT ON (sede_id) sede_id, id FROM salones ORDER BY sede_id, id')).map((r) => [r.sede_id, r.id]),
  );
  [{ id: teacher }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr ORDER BY id LIMIT 1');
});
afterAll(async () => {
  await server.close();
});

interface Options {
  tema?: number | null;
  enClase?: boolean;
  sede?: number;
}

/**
 * A booking of the student in `estado`, each on a day of its own (the open-booking key never meets
 * and no class fills up); in a class of that slot when `enClase`.
 */
async function book(estado: EstadoAgendamiento, { tema = null, enClase = false, sede = 1 }: Options = {}): Promise<number> {
  day++;
  const [{ fecha }] = await server.db.query<{ fecha: string }>(`SELECT to_char($1::date + $2::integer, 'YYYY-MM-DD') AS fecha`, [FECHA, day]);
  const clase = enClase
    ? (await server.db.query<{ id: number }>(
        `INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ($1, '07:30', $2, $3, $4, '{regular_1}', 'regular') RETURNING id`,
        [fecha, sede, rooms[sede], teacher],
      ))[0].id
    : null;
  const signed = estado === 'asistido' || estado === 'ausencia';
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, clase_id, tema_id, asistencia, asistencia_fecha, asistencia_usuario_id)
     VALUES ($1, $2, '07:30', $3, 'regular_1', $4, $5, $6, $7, $8, $9) RETURNING id`,
    [student.id, fecha, sede, estado, clase, tema, signed ? estado === 'asistido' : null, signed ? '2099-03-02T08:00:00Z' : null, signed ? student.id : null],
  );
  return row.id;
}

const row = async (id: number) =>
  (await server.db.query<{ estado: string; tema_id: number | null; clase_id: number | null; asistencia: boolean | null; asistencia_fecha: string | null; asistencia_usuario_id: number | null; observaciones: { texto: string; usuario: string | null }[] }>(
    'SELECT estado, tema_id, clase_id, asistencia, asistencia_fecha, asistencia_usuario_id, observaciones FROM agendamientos WHERE id = $1',
    [id],
  ))[0];

/** The booking's audit events and its class's history lines. */
const trail = async (id: number) => ({
  eventos: await countRows(server.db, 'eventos', `universo = 'agendamientos' AND registro_id = ${id}`),
  historia: await countRows(server.db, 'clase_eventos', `evento LIKE '%(agendamiento ${id})'`),
});

/** Refused: 409 with `message`, and not a row of the database changed. */
async function expectRefused(path: string, body: Record<string, unknown>, message: string, token = staff): Promise<void> {
  const before = await databaseFingerprint(server.db);
  const response = await server.post(path, body, token);
  expect([response.statusCode, response.json()], `${path} ${JSON.stringify(body)}`).toEqual([409, { code: 'Conflict', message, errors: { agendamiento_id: message } }]);
  expect(await databaseFingerprint(server.db)).toEqual(before);
}

describe('agendamiento/cancelar from the student detail', () => {
  it('cancels a solicitado or asignado booking, keeps its reason among its observations and writes its class history', async () => {
    for (const [estado, enClase] of [['solicitado', false], ['asignado', true]] as const) {
      const id = await book(estado, { enClase });
      const response = await server.post('agendamiento/cancelar', { agendamiento_id: id, motivo: REASON }, staff);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ mensaje: 'Agendamiento cancelado', agendamiento: { id, estado: 'cancelado' } });
      const after = await row(id);
      expect(after.estado).toBe('cancelado');
      expect(after.observaciones).toEqual([expect.objectContaining({ texto: REASON, usuario: 'Prueba Funcionario' })]);
      expect(await trail(id)).toEqual({ eventos: 1, historia: enClase ? 1 : 0 });
    }
  });

  it.each(ESTADOS.filter((e) => e !== 'solicitado' && e !== 'asignado'))('refuses a %s booking with 409', async (estado) => {
    const id = await book(estado, { enClase: true });
    await expectRefused('agendamiento/cancelar', { agendamiento_id: id, motivo: REASON }, 'Solo se puede cancelar un agendamiento solicitado o asignado.');
  });
});

describe('agendamiento/set_tema', () => {
  it('sets a topic of the student’s course on an open booking, with the history and one event', async () => {
    for (const estado of ['solicitado', 'notificado', 'asignado'] as const) {
      const id = await book(estado, { enClase: estado !== 'solicitado', tema: topics[0] });
      const response = await server.post('agendamiento/set_tema', { agendamiento_id: id, tema_id: topics[1] }, staff);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ mensaje: 'Tema asignado al agendamiento', agendamiento: { id, tema_id: topics[1], estado } });
      expect(await row(id)).toMatchObject({ estado, tema_id: topics[1] });
      expect(await trail(id)).toEqual({ eventos: 1, historia: estado === 'solicitado' ? 0 : 1 });
    }
    const [event] = await server.db.query<{ contenido: unknown }>(`SELECT contenido FROM eventos WHERE universo = 'agendamientos' AND tipo = 'set_tema' ORDER BY id DESC LIMIT 1`);
    expect(event.contenido).toEqual({ cambios: { tema_id: { antes: topics[0], despues: topics[1] } }, motivo: null });
  });

  it.each(['ausencia', 'cancelado', 'asistente', 'asistido', 'bloqueado'] as const)('refuses a %s booking with 409', async (estado) => {
    const id = await book(estado, { enClase: true });
    await expectRefused('agendamiento/set_tema', { agendamiento_id: id, tema_id: topics[0] }, 'Solo se puede definir el tema de un agendamiento solicitado, notificado o asignado.');
  });

  it('refuses with 400 a topic that does not exist, is not bookable or is of another course; an enrolled course’s is fine', async () => {
    const id = await book('solicitado');
    const [autonomo] = await server.db.query<{ id: number }>(`SELECT id FROM temas WHERE curso_id = $1 AND NOT programable LIMIT 1`, [student.curso_actual_id]);
    const [other] = await server.db.query<{ id: number; curso_id: number }>(
      `SELECT id, curso_id FROM temas WHERE curso_id <> $1 AND activo AND programable ORDER BY id LIMIT 1`,
      [student.curso_actual_id],
    );
    const before = await databaseFingerprint(server.db);
    for (const [tema, message] of [[999999, 'El tema no existe'], [autonomo.id, 'El tema no está activo o no se puede programar'], [other.id, 'El tema no es de un curso del estudiante']] as const) {
      const response = await server.post('agendamiento/set_tema', { agendamiento_id: id, tema_id: tema }, staff);
      expect([response.statusCode, response.json().errors]).toEqual([400, { tema_id: message }]);
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
    await server.db.query('INSERT INTO inscripciones (estudiante_id, curso_id) VALUES ($1, $2)', [student.id, other.curso_id]);
    expect((await server.post('agendamiento/set_tema', { agendamiento_id: id, tema_id: other.id }, staff)).statusCode).toBe(200);
    // Now the booking's own topic's course: another of its topics may replace it.
    await server.db.query('DELETE FROM inscripciones WHERE estudiante_id = $1', [student.id]);
    const [sibling] = await server.db.query<{ id: number }>('SELECT id FROM temas WHERE curso_id = $1 AND id <> $2 AND activo AND programable LIMIT 1', [other.curso_id, other.id]);
    expect((await server.post('agendamiento/set_tema', { agendamiento_id: id, tema_id: sibling.id }, staff)).statusCode).toBe(200);
  });
});

describe("the class's room and the booking's course", () => {
  it('refuses a topic, or removing one, that would give the booking a course its class’s room does not allow', async () => {
    const [other] = await server.db.query<{ id: number; curso_id: number }>(
      'SELECT id, curso_id FROM temas WHERE curso_id <> $1 AND activo AND programable ORDER BY id LIMIT 1',
      [student.curso_actual_id],
    );
    await server.db.query('INSERT INTO inscripciones (estudiante_id, curso_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [student.id, other.curso_id]);
    const seated = await book('asignado', { enClase: true, tema: topics[0] });
    const withOther = await book('asignado', { enClase: true, tema: other.id });
    // The room of sede 1's classes takes the student's current course only, then the other only.
    try {
      await server.db.query('UPDATE salones SET cursos_permitidos = $2 WHERE id = $1', [rooms[1], [student.curso_actual_id]]);
      const before = await databaseFingerprint(server.db);
      const refused = await server.post('agendamiento/set_tema', { agendamiento_id: seated, tema_id: other.id }, staff);
      const message = 'El salón de la clase no permite el curso del agendamiento (cursos permitidos del salón)';
      expect([refused.statusCode, refused.json().errors]).toEqual([400, { tema_id: message }]);
      expect(await databaseFingerprint(server.db)).toEqual(before);
      expect((await server.post('agendamiento/set_tema', { agendamiento_id: seated, tema_id: topics[1] }, staff)).statusCode).toBe(200);
      await server.db.query('UPDATE salones SET cursos_permitidos = $2 WHERE id = $1', [rooms[1], [other.curso_id]]);
      // Without its topic the booking would be of the student's current course.
      await expectRefused('agendamiento/eliminar_tema', { agendamiento_id: withOther }, message);
    } finally {
      await server.db.query(`UPDATE salones SET cursos_permitidos = '{}' WHERE id = $1`, [rooms[1]]);
      await server.db.query('DELETE FROM inscripciones WHERE estudiante_id = $1', [student.id]);
    }
    expect((await server.post('agendamiento/eliminar_tema', { agendamiento_id: withOther }, staff)).statusCode).toBe(200);
  });
});

describe('agendamiento/eliminar_tema', () => {
  it('removes the topic of a solicitado or asignado booking', async () => {
    for (const [estado, enClase] of [['solicitado', false], ['asignado', true]] as const) {
      const id = await book(estado, { enClase, tema: topics[0] });
      const response = await server.post('agendamiento/eliminar_tema', { agendamiento_id: id }, staff);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ mensaje: 'Tema eliminado del agendamiento', agendamiento: { id, tema_id: null, estado } });
      expect(await trail(id)).toEqual({ eventos: 1, historia: enClase ? 1 : 0 });
    }
  });

  it('refuses a booking without a topic, or in another state, with 409', async () => {
    await expectRefused('agendamiento/eliminar_tema', { agendamiento_id: await book('asignado', { enClase: true }) }, 'El agendamiento no tiene tema.');
    for (const estado of ESTADOS.filter((e) => e !== 'solicitado' && e !== 'asignado')) {
      const id = await book(estado, { enClase: true, tema: topics[0] });
      await expectRefused('agendamiento/eliminar_tema', { agendamiento_id: id }, 'Solo se puede quitar el tema de un agendamiento solicitado o asignado.');
    }
  });
});

describe('agendamiento/asignar_tema_auto', () => {
  it('gives a booking without a topic the student’s next topic (calcular_siguiente_tema’s rule)', async () => {
    await server.db.query('DELETE FROM agendamientos WHERE estudiante_id = $1', [student.id]);
    await book('asistido', { tema: topics[0] });
    const id = await book('solicitado');
    const response = await server.post('agendamiento/asignar_tema_auto', { agendamiento_id: id }, staff);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ mensaje: 'Tema asignado automáticamente', agendamiento: { id, tema_id: topics[1], estado: 'solicitado' } });
    const next = await server.post('agendamiento/calcular_siguiente_tema', { estudiante_id: student.id }, staff);
    expect((next.json() as { id: number }).id).toBe(topics[2]);
    const seated = await book('asignado', { enClase: true });
    expect((await server.post('agendamiento/asignar_tema_auto', { agendamiento_id: seated }, staff)).json().agendamiento.tema_id).toBe(topics[2]);
    expect(await trail(seated)).toEqual({ eventos: 1, historia: 1 });
  });

  it('refuses a booking with a topic, in another state, or of a student with nothing left to book, with 409', async () => {
    await expectRefused('agendamiento/asignar_tema_auto', { agendamiento_id: await book('solicitado', { tema: topics[0] }) }, 'El agendamiento ya tiene tema.');
    for (const estado of ESTADOS.filter((e) => e !== 'solicitado' && e !== 'asignado')) {
      await expectRefused('agendamiento/asignar_tema_auto', { agendamiento_id: await book(estado, { enClase: true }) }, 'Solo se puede asignar un tema automáticamente a un agendamiento solicitado o asignado.');
    }
    const id = await book('solicitado');
    await server.db.query(`UPDATE temas SET activo = false WHERE curso_id = $1`, [student.curso_actual_id]);
    try {
      await expectRefused('agendamiento/asignar_tema_auto', { agendamiento_id: id }, 'El estudiante ya agendó todos los temas de su curso');
    } finally {
      await server.db.query(`UPDATE temas SET activo = true WHERE id = ANY($1::int[])`, [topics]);
    }
  });
});

describe('agendamiento/anular_firma', () => {
  it('reopens a signed booking in its class (asignado) with its attendance cleared; classless, in the pending list', async () => {
    for (const estado of ['asistido', 'ausencia'] as const) {
      const id = await book(estado, { enClase: true, tema: topics[0] });
      const { clase_id } = await row(id);
      const response = await server.post('agendamiento/anular_firma', { agendamiento_id: id }, staff);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ mensaje: 'Firma anulada', agendamiento: { id, estado: 'asignado', asistencia: null } });
      expect(clase_id).not.toBeNull();
      expect(await row(id)).toMatchObject({ estado: 'asignado', clase_id, tema_id: topics[0], asistencia: null, asistencia_fecha: null, asistencia_usuario_id: null });
      expect(await trail(id)).toEqual({ eventos: 1, historia: 1 });
    }
    const pendingOne = await book('ausencia');
    expect((await server.post('agendamiento/anular_firma', { agendamiento_id: pendingOne }, staff)).statusCode).toBe(200);
    expect(await row(pendingOne)).toMatchObject({ estado: 'solicitado', clase_id: null, asistencia: null });
  });

  it.each(ESTADOS.filter((e) => e !== 'asistido' && e !== 'ausencia'))('refuses a %s booking with 409', async (estado) => {
    await expectRefused('agendamiento/anular_firma', { agendamiento_id: await book(estado, { enClase: estado !== 'solicitado' }) }, 'Solo se puede anular la firma de un agendamiento asistido o con ausencia.');
  });

  it('refuses, 409, to reopen a booking whose slot the student has booked again', async () => {
    const id = await book('asistido');
    const [slot] = await server.db.query<{ fecha: string }>(`SELECT to_char(fecha, 'YYYY-MM-DD') AS fecha FROM agendamientos WHERE id = $1`, [id]);
    await server.db.query(`INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase) VALUES ($1, $2, '07:30', 1, 'regular_1')`, [student.id, slot.fecha]);
    const before = await databaseFingerprint(server.db);
    const response = await server.post('agendamiento/anular_firma', { agendamiento_id: id }, staff);
    expect([response.statusCode, response.json().message]).toEqual([409, 'El estudiante ya tiene un agendamiento en ese horario']);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('permissions and sedes', () => {
  const calls = (id: number): [string, Record<string, unknown>][] => [
    ['agendamiento/cancelar', { agendamiento_id: id, motivo: REASON }],
    ['agendamiento/set_tema', { agendamiento_id: id, tema_id: topics[0] }],
    ['agendamiento/eliminar_tema', { agendamiento_id: id }],
    ['agendamiento/asignar_tema_auto', { agendamiento_id: id }],
    ['agendamiento/anular_firma', { agendamiento_id: id }],
  ];

  it('answers 403 without the action’s code, and writes nothing', async () => {
    const other = await createStaffUser(server.db, [P.estudiantes.show, P.programador.clases, P.progreso.sign]);
    const token = await server.login(other.email, other.password);
    const id = await book('solicitado', { tema: topics[0] });
    const before = await databaseFingerprint(server.db);
    for (const [path, body] of calls(id)) expect((await server.post(path, body, token)).statusCode, path).toBe(403);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('answers 404 for a booking at a sede outside the caller’s, and reaches one at another of their sedes', async () => {
    for (const [path, body] of calls(await book('solicitado', { sede: 3, tema: topics[0] }))) {
      const before = await databaseFingerprint(server.db);
      expect((await server.post(path, body, staff)).statusCode, path).toBe(404);
      expect(await databaseFingerprint(server.db)).toEqual(before);
    }
    // Sede 2 is one of theirs, though not their current one; the administrator reaches every sede.
    const atSede2 = await book('solicitado', { sede: 2, tema: topics[0] });
    expect((await server.post('agendamiento/eliminar_tema', { agendamiento_id: atSede2 }, staff)).statusCode).toBe(200);
    expect((await server.post('agendamiento/cancelar', { agendamiento_id: atSede2, motivo: REASON }, staff)).statusCode).toBe(200);
    const atSede3 = await book('asistido', { sede: 3 });
    expect((await server.post('agendamiento/anular_firma', { agendamiento_id: atSede3 }, server.adminToken)).statusCode).toBe(200);
  });

  it('answers 404 for a booking that does not exist', async () => {
    expect((await server.post('agendamiento/eliminar_tema', { agendamiento_id: 999999 }, staff)).statusCode).toBe(404);
  });
});
