// The surveys resource (resources/encuestas): create with the tipo/id rule, one survey per booking or
// tutoring session, the sede taken from what is rated (a sede-bound user reaches only theirs), edit
// of the rating only, and the CSV import (crear_masivo) all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_MESSAGES, surveyTargetErrors } from '../../resources/encuestas/rules';
import { P } from '../../core/engine/permissions';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from './helpers';

let server: TestServer;
/** Bookings and sessions made for these tests: sede 1 and sede 5 (beyond the staff user's 1 and 2), of a student of sede 1. */
const ids = { booking1: 0, booking1b: 0, booking5: 0, session1: 0, session5: 0 };
let staffToken = '';

async function booking(sede: number, hora: string): Promise<number> {
  const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND sede_id = 1 ORDER BY id LIMIT 1');
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase) VALUES ($1, '2024-03-04', $2, $3, 'regular_1') RETURNING id`,
    [student.id, hora, sede],
  );
  return row.id;
}

async function session(sede: number, hora: string): Promise<number> {
  const [student] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND sede_id = 1 ORDER BY id LIMIT 1');
  const [teacher] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr ORDER BY id LIMIT 1');
  const [room] = await server.db.query<{ id: number }>('SELECT id FROM salones ORDER BY id LIMIT 1');
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO tutorias (fecha, hora, sede_id, salon_id, profesor_id, estudiante_id, estado) VALUES ('2024-03-05', $1, $2, $3, $4, $5, 'asistida') RETURNING id`,
    [hora, sede, room.id, teacher.id, student.id],
  );
  return row.id;
}

beforeAll(async () => {
  server = await createTestServer();
  // Only this file's surveys (the demo seed rates one tutoring session even in a small school).
  await server.db.query('DELETE FROM encuestas');
  ids.booking1 = await booking(1, '07:00');
  ids.booking1b = await booking(1, '08:00');
  ids.booking5 = await booking(5, '09:00');
  ids.session1 = await session(1, '10:00');
  ids.session5 = await session(5, '10:15');
  const staff = await createStaffUser(server.db, [P.reportes.encuestaSatisfaccion]);
  staffToken = await server.login(staff.email, staff.password);
});
afterAll(async () => {
  await server.close();
});

describe('encuesta/crear', () => {
  it('creates a class survey with the booking’s sede', async () => {
    const response = await server.post(
      'encuesta/crear',
      { tipo: 'clase', agendamiento_id: ids.booking1, calificacion: 5, comentarios: 'Excelente clase, muy dinámica.', fecha: '2024-03-05' },
      server.adminToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ tipo: 'clase', agendamiento_id: ids.booking1, tutoria_id: null, calificacion: 5, fecha: '2024-03-05', sede_id: 1 });
  });

  it('creates a tutoring survey with the session’s sede; the sede sent is not the caller’s to choose', async () => {
    const refused = await server.post('encuesta/crear', { tipo: 'tutoria', tutoria_id: ids.session5, calificacion: 4, fecha: '2024-03-06', sede_id: 1 }, server.adminToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ sede_id: 'Campo no permitido: sede_id' });
    const response = await server.post('encuesta/crear', { tipo: 'tutoria', tutoria_id: ids.session5, calificacion: 4, fecha: '2024-03-06' }, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ tipo: 'tutoria', tutoria_id: ids.session5, agendamiento_id: null, sede_id: 5 });
  });

  it('asks for exactly the id its tipo names, which must exist (Spanish 400, nothing written)', async () => {
    const before = await databaseFingerprint(server.db);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ tipo: 'clase', calificacion: 3, fecha: '2024-03-05' }, { agendamiento_id: SURVEY_MESSAGES.bookingMissing }],
      [{ tipo: 'clase', agendamiento_id: ids.booking1b, tutoria_id: ids.session1, calificacion: 3, fecha: '2024-03-05' }, { tutoria_id: SURVEY_MESSAGES.sessionNotForClase }],
      [{ tipo: 'tutoria', agendamiento_id: ids.booking1b, calificacion: 3, fecha: '2024-03-05' }, { tutoria_id: SURVEY_MESSAGES.sessionMissing, agendamiento_id: SURVEY_MESSAGES.bookingNotForTutoria }],
      [{ tipo: 'clase', agendamiento_id: 99_999_999, calificacion: 3, fecha: '2024-03-05' }, { agendamiento_id: 'El agendamiento no existe' }],
      [{ tipo: 'tutoria', tutoria_id: 99_999_999, calificacion: 3, fecha: '2024-03-05' }, { tutoria_id: 'La tutoría no existe' }],
    ];
    for (const [body, errores] of cases) {
      const response = await server.post('encuesta/crear', body, server.adminToken);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors, JSON.stringify(body)).toEqual(errores);
    }
    const bad = await server.post('encuesta/crear', { tipo: 'otro', calificacion: 6, fecha: '2024-03-05' }, server.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ tipo: 'Valor no permitido', calificacion: 'Debe ser menor o igual a 5' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('refuses a second survey of the same booking or session (409 on the field)', async () => {
    const again = await server.post('encuesta/crear', { tipo: 'clase', agendamiento_id: ids.booking1, calificacion: 2, fecha: '2024-03-07' }, server.adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ agendamiento_id: 'Ya existe un registro con este valor' });
    const twice = await server.post('encuesta/crear', { tipo: 'tutoria', tutoria_id: ids.session5, calificacion: 2, fecha: '2024-03-07' }, server.adminToken);
    expect(twice.statusCode).toBe(409);
    expect(await countRows(server.db, 'encuestas')).toBe(2);
  });

  it('the pure rule: nothing to say once the tipo’s id alone is given', () => {
    expect(surveyTargetErrors({ tipo: 'clase', agendamiento_id: 4, tutoria_id: null })).toEqual({});
    expect(surveyTargetErrors({ tipo: 'tutoria', tutoria_id: 4, agendamiento_id: '' })).toEqual({});
  });
});

describe('sede boundary (a user of sedes 1 and 2)', () => {
  it('lists and shows only surveys of their sedes', async () => {
    const list = await server.post('encuesta/lista', {}, staffToken);
    expect(list.statusCode, list.body).toBe(200);
    const rows = (list.json() as { datos: { sede_id: number }[] }).datos;
    expect(rows.map((row) => row.sede_id)).toEqual([1]);
    const [other] = await server.db.query<{ id: number }>('SELECT id FROM encuestas WHERE sede_id = 5');
    expect((await server.post('encuesta/detalle', { id: other.id }, staffToken)).statusCode).toBe(404);
    expect((await server.post('encuesta/editar', { id: other.id, calificacion: 1 }, staffToken)).statusCode).toBe(404);
  });

  it('cannot rate a booking or session of another sede: it does not exist for them', async () => {
    const before = await databaseFingerprint(server.db);
    const booking5 = await server.post('encuesta/crear', { tipo: 'clase', agendamiento_id: ids.booking5, calificacion: 4, fecha: '2024-03-05' }, staffToken);
    expect(booking5.statusCode).toBe(400);
    expect(booking5.json().errors).toEqual({ agendamiento_id: 'El agendamiento no existe' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
    const own = await server.post('encuesta/crear', { tipo: 'tutoria', tutoria_id: ids.session1, calificacion: 3, fecha: '2024-03-05' }, staffToken);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().sede_id).toBe(1);
  });

  it('edits the rating, comments and date, never what is rated', async () => {
    const [mine] = await server.db.query<{ id: number }>('SELECT id FROM encuestas WHERE tutoria_id = $1', [ids.session1]);
    const moved = await server.post('encuesta/editar', { id: mine.id, tutoria_id: ids.session5 }, staffToken);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ tutoria_id: 'Campo no permitido: tutoria_id' });
    const edited = await server.post('encuesta/editar', { id: mine.id, calificacion: 5, comentarios: 'Mejoró mucho' }, staffToken);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ calificacion: 5, comentarios: 'Mejoró mucho', sede_id: 1, tutoria_id: ids.session1 });
  });
});

describe('encuesta/crear_masivo (the CSV import)', () => {
  it('refuses the whole file for one bad line, naming each, and writes nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const response = await server.post(
      'encuesta/crear_masivo',
      {
        registros: [
          { tipo: 'clase', agendamiento_id: String(ids.booking1b), tutoria_id: '', calificacion: '4', comentarios: '', fecha: '2024-03-08' },
          { tipo: 'clase', agendamiento_id: String(ids.booking5), tutoria_id: '', calificacion: '5', comentarios: '', fecha: '2024-03-08' },
          { tipo: 'tutoria', agendamiento_id: '', tutoria_id: '', calificacion: '5', comentarios: '', fecha: '2024-03-08' },
        ],
      },
      staffToken,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'No se guardó ningún registro: 2 filas con errores (2 y 3).',
      filas: [
        { fila: 2, errores: { agendamiento_id: 'El agendamiento no existe' } },
        { fila: 3, errores: { tutoria_id: SURVEY_MESSAGES.sessionMissing } },
      ],
    });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('loads good lines with each rated thing’s sede; a repeated booking is one line’s error', async () => {
    const repeated = await server.post(
      'encuesta/crear_masivo',
      [
        { tipo: 'clase', agendamiento_id: String(ids.booking1b), calificacion: '4', fecha: '2024-03-08' },
        { tipo: 'clase', agendamiento_id: String(ids.booking1b), calificacion: '3', fecha: '2024-03-08' },
      ],
      server.adminToken,
    );
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().filas).toEqual([{ fila: 2, errores: { agendamiento_id: 'Valor repetido en la fila 1 de esta carga' } }]);

    const response = await server.post(
      'encuesta/crear_masivo',
      [
        { tipo: 'clase', agendamiento_id: String(ids.booking1b), tutoria_id: '', calificacion: '4', comentarios: 'Buena clase', fecha: '2024-03-08' },
        { tipo: 'clase', agendamiento_id: String(ids.booking5), tutoria_id: '', calificacion: '2', comentarios: '', fecha: '2024-03-09' },
      ],
      server.adminToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ creados: 2 });
    const rows = await server.db.query<{ agendamiento_id: number; sede_id: number; comentarios: string | null }>(
      'SELECT agendamiento_id, sede_id, comentarios FROM encuestas WHERE agendamiento_id = ANY($1::integer[]) ORDER BY agendamiento_id',
      [[ids.booking1b, ids.booking5]],
    );
    expect(rows).toEqual([
      { agendamiento_id: ids.booking1b, sede_id: 1, comentarios: 'Buena clase' },
      { agendamiento_id: ids.booking5, sede_id: 5, comentarios: null },
    ]);
  });
});
