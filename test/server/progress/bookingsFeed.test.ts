// What keeps progress rows in step with the rest (issue 23 'The model'): enrolling in or activating a
// course creates one row per topic (copying its type, range and weight), a topic added to a course
// reaches its enrolled students, a booking's signed attendance feeds its topic's row and undoing the
// signature (agendamiento/anular_firma) unfeeds it — refused with 409 once the level advanced — and
// the demo school's class history has fed every row it should.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROGRESS_MESSAGES, PROGRESS_PATHS } from '../../../core/school/students/progress';
import { feedRowFromBooking, feedRowsOfStudents, unfedBookings } from '../../../server/progress/sync';
import { countRows, createTestServer, type TestServer } from '../helpers';
import { endLevel, eventCount, expectRefused, freshStudent, insertBooking, REASON, storedRow, storedRows, type Student, takeStudent } from './fixture';

let server: TestServer;
let student: Student;

beforeAll(async () => {
  server = await createTestServer();
  student = await takeStudent(server.db, 4, 1);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => freshStudent(server.db, student));

const topicsOf = (courseId: number) =>
  server.db.query<{ id: number; tipo: string; rango_nota: number | null; peso_nota: number | null }>(
    'SELECT id, tipo, rango_nota::float8 AS rango_nota, peso_nota::float8 AS peso_nota FROM temas WHERE curso_id = $1 ORDER BY orden, id',
    [courseId],
  );

/** Every row of the student's course matches its topic: type, range and weight copied, pendiente. */
async function expectRowsOfCourse(studentId: number, courseId: number): Promise<void> {
  const topics = await topicsOf(courseId);
  const rows = await storedRows(server.db, studentId, courseId);
  expect(rows.map((r) => r.tema_id)).toEqual(topics.map((t) => t.id));
  for (const [i, row] of rows.entries()) {
    const { tipo, rango_nota, peso_nota } = topics[i];
    expect({ tipo: row.tipo, rango_nota: row.rango_nota, peso_nota: row.peso_nota, estado: row.estado }).toEqual({ tipo, rango_nota, peso_nota, estado: 'pendiente' });
  }
}

describe('enrolment creates the rows', () => {
  it('estudiante/inscribir_curso creates one pendiente row per topic of the course; enrolling twice is refused and adds none', async () => {
    const [course] = await server.db.query<{ id: number }>(
      'SELECT id FROM cursos WHERE activo AND NOT EXISTS (SELECT 1 FROM inscripciones i WHERE i.estudiante_id = $1 AND i.curso_id = cursos.id) ORDER BY id LIMIT 1',
      [student.id],
    );
    expect(await storedRows(server.db, student.id, course.id)).toEqual([]);
    const response = await server.post('estudiante/inscribir_curso', { id: student.id, curso_id: course.id }, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    await expectRowsOfCourse(student.id, course.id);
    const count = await countRows(server.db, 'progreso', `estudiante_id = ${student.id}`);
    const again = await server.post('estudiante/inscribir_curso', { id: student.id, curso_id: course.id }, server.adminToken);
    expect(again.statusCode).toBe(409);
    expect(await countRows(server.db, 'progreso', `estudiante_id = ${student.id}`)).toBe(count);
  });

  it('estudiante/activar_curso creates the new course’s rows; activating the former course again keeps its rows as they were', async () => {
    const [sibling] = await server.db.query<{ id: number; nivel_id: number }>(
      'SELECT c.id, c.nivel_id FROM cursos c JOIN cursos mine ON mine.id = $1 WHERE c.nivel_id = mine.nivel_id AND c.id <> mine.id AND c.activo ORDER BY c.id LIMIT 1',
      [student.curso_id],
    );
    await server.db.query('UPDATE usuarios SET nivel_id = $2 WHERE id = $1', [student.id, sibling.nivel_id]);
    await server.db.query('DELETE FROM progreso WHERE estudiante_id = $1 AND curso_id = $2', [student.id, sibling.id]);
    await server.db.query('DELETE FROM inscripciones WHERE estudiante_id = $1 AND curso_id = $2', [student.id, sibling.id]);
    const [graded] = (await storedRows(server.db, student.id, student.curso_id)).filter((r) => r.tipo === 'autonomo');
    await server.db.query("UPDATE progreso SET estado = 'superado', nota = 4 WHERE id = $1", [graded.id]);
    const before = await storedRows(server.db, student.id, student.curso_id);
    try {
      const response = await server.post('estudiante/activar_curso', { id: student.id, curso_id: sibling.id }, server.adminToken);
      expect(response.statusCode, response.body).toBe(200);
      await expectRowsOfCourse(student.id, sibling.id);
      const back = await server.post('estudiante/activar_curso', { id: student.id, curso_id: student.curso_id }, server.adminToken);
      expect(back.statusCode, back.body).toBe(200);
      expect(await storedRows(server.db, student.id, student.curso_id)).toEqual(before);
    } finally {
      await server.db.query('UPDATE usuarios SET curso_actual_id = $2 WHERE id = $1', [student.id, student.curso_id]);
    }
  });
});

describe('a topic added to a course', () => {
  it('tema/crear adds its row to every student enrolled in the course, and to no one else', async () => {
    const enrolled = (await server.db.query<{ estudiante_id: number }>('SELECT estudiante_id FROM inscripciones WHERE curso_id = $1 ORDER BY 1', [student.curso_id])).map((r) => r.estudiante_id);
    expect(enrolled).toContain(student.id);
    const total = await countRows(server.db, 'progreso');
    const response = await server.post(
      'tema/crear',
      { curso_id: student.curso_id, nombre: 'Proyecto de cierre', orden: 99, tipo: 'autonomo', programable: false, rango_nota: 10, peso_nota: 5 },
      server.adminToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [tema] = await server.db.query<{ id: number }>("SELECT id FROM temas WHERE curso_id = $1 AND nombre = 'Proyecto de cierre'", [student.curso_id]);
    const rows = await server.db.query<{ estudiante_id: number; tipo: string; rango_nota: number; peso_nota: number; estado: string; curso_id: number }>(
      'SELECT estudiante_id, curso_id, tipo, rango_nota::float8 AS rango_nota, peso_nota::float8 AS peso_nota, estado FROM progreso WHERE tema_id = $1 ORDER BY estudiante_id',
      [tema.id],
    );
    expect(rows.map((r) => r.estudiante_id)).toEqual(enrolled);
    for (const row of rows) expect(row).toMatchObject({ curso_id: student.curso_id, tipo: 'autonomo', rango_nota: 10, peso_nota: 5, estado: 'pendiente' });
    expect(await countRows(server.db, 'progreso')).toBe(total + enrolled.length);
    // The student's record and grading list show it.
    const notas = await server.post(PROGRESS_PATHS.notas, { estudiante_id: student.id }, server.adminToken);
    expect(notas.json()).toContainEqual({ id: tema.id, nombre: 'Proyecto de cierre', nota: null, rango_nota: 10, peso_nota: 5, tipo: 'autonomo' });
  });
});

describe('bookings feed the rows and undoing a signature unfeeds them', () => {
  /** A signed booking of the row's topic, fed into the row through progreso/verificar (as the scheduler's signature does). */
  async function signedAndFed(temaId: number, estado: 'asistido' | 'ausencia'): Promise<number> {
    const id = await insertBooking(server.db, student.id, temaId, estado);
    const response = await server.post(PROGRESS_PATHS.verificar, { estudiante_id: student.id, curso_id: student.curso_id }, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    return id;
  }
  const unsign = (id: number) => server.post('agendamiento/anular_firma', { agendamiento_id: id }, server.adminToken);
  const bookingState = async (id: number) => (await server.db.query<{ estado: string; asistencia: boolean | null }>('SELECT estado, asistencia FROM agendamientos WHERE id = $1', [id]))[0];

  it('anular_firma: the booking reopens, the row it fed forgets the attendance and is pendiente again', async () => {
    const [row] = (await storedRows(server.db, student.id, student.curso_id)).filter((r) => r.tipo === 'clase');
    const booking = await signedAndFed(row.tema_id, 'asistido');
    expect(await storedRow(server.db, row.id)).toMatchObject({ estado: 'asistido', asistencia: true, agendamiento_id: booking });
    const response = await unsign(booking);
    expect(response.statusCode, response.body).toBe(200);
    expect(await bookingState(booking)).toEqual({ estado: 'solicitado', asistencia: null });
    expect(await storedRow(server.db, row.id)).toMatchObject({ estado: 'pendiente', asistencia: null, asistencia_fecha: null, asistencia_usuario_id: null, agendamiento_id: null });
    const progress = await server.post(PROGRESS_PATHS.progreso, { estudiante_id: student.id }, server.adminToken);
    expect(progress.json().resumen.clases).toBe(0);
  });

  it('another signed booking of the topic feeds the row in its place (an absence here)', async () => {
    const [, row] = (await storedRows(server.db, student.id, student.curso_id)).filter((r) => r.tipo === 'clase');
    const absent = await signedAndFed(row.tema_id, 'ausencia');
    const attended = await signedAndFed(row.tema_id, 'asistido');
    expect(await storedRow(server.db, row.id)).toMatchObject({ estado: 'asistido', agendamiento_id: attended });
    // Undoing the absence changes nothing of the row (it is fed by the attended one).
    expect((await unsign(absent)).statusCode).toBe(200);
    expect(await storedRow(server.db, row.id)).toMatchObject({ estado: 'asistido', asistencia: true, agendamiento_id: attended });
    const third = await insertBooking(server.db, student.id, row.tema_id, 'ausencia');
    expect((await unsign(attended)).statusCode).toBe(200);
    expect(await storedRow(server.db, row.id)).toMatchObject({ estado: 'ausencia', asistencia: false, agendamiento_id: third });
  });

  it('a row signed off after it was fed keeps its state; only the attendance goes', async () => {
    const [, , row] = (await storedRows(server.db, student.id, student.curso_id)).filter((r) => r.tipo === 'clase');
    await server.db.query("UPDATE progreso SET estado = 'bloqueado' WHERE id = $1", [row.id]);
    const booking = await signedAndFed(row.tema_id, 'asistido');
    // The unfed check skips blocked rows: feed it as the scheduler would, then sign it off.
    await server.db.query("UPDATE progreso SET asistencia = true, agendamiento_id = $2, estado = 'superado' WHERE id = $1", [row.id, booking]);
    expect((await unsign(booking)).statusCode).toBe(200);
    expect(await storedRow(server.db, row.id)).toMatchObject({ estado: 'superado', asistencia: null, agendamiento_id: null });
  });

  it.each(['avance', 'cambio'] as const)('anular_firma of a booking of a level that advanced (%s) is refused with 409, nothing written', async (how) => {
    const [row] = (await storedRows(server.db, student.id, student.curso_id)).filter((r) => r.tipo === 'clase');
    const booking = await signedAndFed(row.tema_id, 'asistido');
    await endLevel(server.db, student, how);
    await expectRefused(server, 'agendamiento/anular_firma', { agendamiento_id: booking }, server.adminToken, 409, PROGRESS_MESSAGES.levelClosed);
    expect(await storedRow(server.db, row.id)).toMatchObject({ estado: 'asistido', asistencia: true, agendamiento_id: booking });
  });

  it('one audit event per anular_firma (the booking’s)', async () => {
    const [row] = (await storedRows(server.db, student.id, student.curso_id)).filter((r) => r.tipo === 'clase');
    const booking = await signedAndFed(row.tema_id, 'asistido');
    const before = await eventCount(server.db);
    expect((await unsign(booking)).statusCode).toBe(200);
    expect(await eventCount(server.db)).toBe(before + 1);
  });

  it('progreso/editar_asistencia records the attendance staff give a row (and its history), not tied to a booking', async () => {
    const [row] = (await storedRows(server.db, student.id, student.curso_id)).filter((r) => r.tipo === 'clase');
    const absent = await signedAndFed(row.tema_id, 'ausencia');
    const response = await server.post(PROGRESS_PATHS.editarAsistencia, { progreso_id: row.id, observacion: 'Llegó tarde pero asistió.', asistencia: 1 }, server.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedRow(server.db, row.id)).toMatchObject({ estado: 'asistido', asistencia: true, agendamiento_id: null });
    // Undoing the absence's signature leaves the staff's attendance alone.
    expect((await unsign(absent)).statusCode).toBe(200);
    expect(await storedRow(server.db, row.id)).toMatchObject({ estado: 'asistido', asistencia: true });
  });

  it('firmar then verificar: a signed-off row is not re-fed by an attended booking (its state stays)', async () => {
    const [row] = (await storedRows(server.db, student.id, student.curso_id)).filter((r) => r.tipo === 'clase');
    expect((await server.post(PROGRESS_PATHS.firmar, { progreso_id: row.id, motivo: REASON }, server.adminToken)).statusCode).toBe(200);
    await signedAndFed(row.tema_id, 'asistido');
    expect((await storedRow(server.db, row.id)).estado).toBe('superado');
  });
});

describe('the bulk feed (demo data, bench) is the same rule as one booking’s', () => {
  /** The rows of the student's course as the feed leaves them (what both paths must agree on). */
  const fedState = async () =>
    (await storedRows(server.db, student.id, student.curso_id)).map((r) => ({ tema_id: r.tema_id, estado: r.estado, asistencia: r.asistencia, agendamiento_id: r.agendamiento_id }));
  const clearFeed = () =>
    server.db.query("UPDATE progreso SET estado = 'pendiente', asistencia = NULL, asistencia_fecha = NULL, asistencia_usuario_id = NULL, agendamiento_id = NULL WHERE estudiante_id = $1", [student.id]);

  it('a booking signed before the level’s reset feeds nothing; an absence never overrides an attended row; both paths agree', async () => {
    const [a, b, c] = (await storedRows(server.db, student.id, student.curso_id)).filter((r) => r.tipo === 'clase');
    // Signed 2026-06-01 (insertBooking), then the level was reset: these belong to the bookings' history only.
    const beforeReset = await insertBooking(server.db, student.id, a.tema_id, 'asistido');
    await server.db.query("UPDATE inscripciones SET reiniciado_at = '2026-07-01T00:00:00Z' WHERE id = $1", [student.registro_id]);
    // Signed after the reset: row b attended, then an absence of the same topic (the attended one wins); row c absent.
    const attended = await insertBooking(server.db, student.id, b.tema_id, 'asistido');
    const absentSame = await insertBooking(server.db, student.id, b.tema_id, 'ausencia');
    const absent = await insertBooking(server.db, student.id, c.tema_id, 'ausencia');
    await server.db.query("UPDATE agendamientos SET asistencia_fecha = '2026-08-01T12:00:00Z' WHERE id = ANY($1::integer[])", [[attended, absentSame, absent]]);

    await feedRowsOfStudents(server.db, [student.id]);
    const bulk = await fedState();
    expect(bulk.find((r) => r.tema_id === a.tema_id)).toMatchObject({ estado: 'pendiente', agendamiento_id: null });
    expect(bulk.find((r) => r.tema_id === b.tema_id)).toMatchObject({ estado: 'asistido', asistencia: true, agendamiento_id: attended });
    expect(bulk.find((r) => r.tema_id === c.tema_id)).toMatchObject({ estado: 'ausencia', asistencia: false, agendamiento_id: absent });

    await clearFeed();
    for (const id of [beforeReset, attended, absentSame, absent]) await feedRowFromBooking(server.db, id);
    expect(await fedState()).toEqual(bulk);
  });
});

describe('the demo school’s class history', () => {
  let demo: TestServer;
  beforeAll(async () => {
    demo = await createTestServer({ demoWeek: true });
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
  });

  it('has fed every row its signed bookings should have: none left for verificar to repair on an open level', async () => {
    const enrolments = await demo.db.query<{ estudiante_id: number; curso_id: number }>('SELECT estudiante_id, curso_id FROM inscripciones WHERE avance_nivel IS NULL ORDER BY id');
    let unfed = 0;
    for (const { estudiante_id, curso_id } of enrolments) unfed += (await unfedBookings(demo.db, estudiante_id, curso_id)).length;
    expect(unfed).toBe(0);
    const [fed] = await demo.db.query<{ n: number; attended: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE p.asistencia)::int AS attended FROM agendamientos a
       JOIN progreso p ON p.estudiante_id = a.estudiante_id AND p.tema_id = a.tema_id WHERE a.estado = 'asistido'`,
    );
    expect(fed.n).toBeGreaterThan(10);
    // Every attended booking's row says so, whatever the state staff gave it afterwards.
    expect(fed.attended).toBe(fed.n);
  });
});
