// The sections of a student's detail: estudiante/ver_agendamientos and ver_tutorias {id} answer the
// student's rows newest first with the names the sections show, guarded by 560B5B09; a student
// outside the caller's permitted sedes is not found, and of another sede's rows the caller sees none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import type { StudentBookingRow, StudentTutoringRow } from '../../../core/school/students/records';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';

let server: TestServer;
/** A user holding 560B5B09 who may reach sedes 1 and 2 (createStaffUser). */
let reader: string;
let studentId: number;
let otherSedeStudentId: number;

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.estudiantes.show]);
  reader = await server.login(user.email, user.password);
  // Two students, at sede 1 and at sede 3.
  [{ id: studentId }, { id: otherSedeStudentId }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 2');
  await server.db.query('UPDATE usuarios SET sede_id = 1 WHERE id = $1', [studentId]);
  await server.db.query('UPDATE usuarios SET sede_id = 3 WHERE id = $1', [otherSedeStudentId]);
  const [topic] = await server.db.query<{ id: number }>('SELECT t.id FROM temas t ORDER BY t.id LIMIT 1');
  const [room] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = 1 ORDER BY id LIMIT 1');
  const [farRoom] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = 3 ORDER BY id LIMIT 1');
  const [teacher] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr ORDER BY id LIMIT 1');
  await server.db.query('DELETE FROM agendamientos WHERE estudiante_id = $1', [studentId]);
  await server.db.query('DELETE FROM tutorias WHERE estudiante_id = $1', [studentId]);
  const [clase] = await server.db.query<{ id: number }>(
    `INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ('2099-03-02', '07:30', 1, $1, $2, '{regular_1}', 'regular') RETURNING id`,
    [room.id, teacher.id],
  );
  const book = (fecha: string, hora: string, sede: number, estado: string, claseId: number | null, temaId: number | null, observaciones: string | null = null) =>
    server.db.query(
      `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, clase_id, tema_id, observaciones) VALUES ($1, $2, $3, $4, 'regular_1', $5, $6, $7, $8::jsonb)`,
      [studentId, fecha, hora, sede, estado, claseId, temaId, JSON.stringify(observaciones ? [{ texto: observaciones, usuario: null, fecha: '2099-03-01T10:00:00Z' }] : [])],
    );
  await book('2099-03-02', '07:30', 1, 'asignado', clase.id, topic.id, 'Llega tarde');
  await book('2099-03-01', '09:00', 1, 'solicitado', null, null);
  await book('2099-03-03', '09:00', 3, 'asistido', null, topic.id);
  const tutor = (fecha: string, hora: string, sede: number, salon: number, estado: string) =>
    server.db.query('INSERT INTO tutorias (fecha, hora, sede_id, salon_id, profesor_id, estudiante_id, tema_id, estado) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
      fecha, hora, sede, salon, teacher.id, studentId, topic.id, estado,
    ]);
  await tutor('2099-03-05', '07:15', 1, room.id, 'programada');
  await tutor('2099-03-06', '07:00', 1, room.id, 'asistida');
  await tutor('2099-03-07', '07:00', 3, farRoom.id, 'cancelada');
});
afterAll(async () => {
  await server.close();
});

describe('estudiante/ver_agendamientos', () => {
  it("answers the student's bookings newest first, with the class's room, the topic's course and the type's name", async () => {
    const response = await server.post('estudiante/ver_agendamientos', { id: studentId }, server.adminToken);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as StudentBookingRow[];
    expect(rows.map((r) => [r.fecha, r.hora, r.estado])).toEqual([
      ['2099-03-03', '09:00', 'asistido'],
      ['2099-03-02', '07:30', 'asignado'],
      ['2099-03-01', '09:00', 'solicitado'],
    ]);
    const assigned = rows[1];
    expect(assigned.salon).toEqual(expect.any(String));
    expect(assigned.sede).toEqual(expect.any(String));
    expect(assigned.tema).toEqual(expect.any(String));
    expect(assigned.curso).toEqual(expect.any(String));
    expect(assigned.tipo_clase).toBe('regular_1');
    expect(assigned.tipo_clase_nombre).toEqual(expect.any(String));
    expect(assigned.observaciones).toEqual([{ texto: 'Llega tarde', usuario: null, fecha: '2099-03-01T10:00:00Z' }]);
    expect(rows[2]).toMatchObject({ salon: null, tema: null, curso: null });
  });

  it("shows a caller restricted to some sedes only those sedes' rows, and not another sede's student", async () => {
    // createStaffUser's users may reach sedes 1 and 2 only.
    const token = reader;
    const rows = (await server.post('estudiante/ver_agendamientos', { id: studentId }, token)).json() as StudentBookingRow[];
    expect(rows.map((r) => r.fecha)).toEqual(['2099-03-02', '2099-03-01']);
    const far = await server.post('estudiante/ver_agendamientos', { id: otherSedeStudentId }, token);
    expect(far.statusCode).toBe(404);
    const tutoring = await server.post('estudiante/ver_tutorias', { id: otherSedeStudentId }, token);
    expect(tutoring.statusCode).toBe(404);
  });

  it('answers 401 without a token, 403 without 560B5B09, 400 on a malformed body and 404 for a non-student', async () => {
    expect((await server.post('estudiante/ver_agendamientos', { id: studentId }, null)).statusCode).toBe(401);
    const other = await createStaffUser(server.db, [P.estudiantes.list]);
    const otherToken = await server.login(other.email, other.password);
    const refused = await server.post('estudiante/ver_agendamientos', { id: 'x' }, otherToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tiene permiso para esta operación');
    const malformed = await server.post('estudiante/ver_agendamientos', { id: 'uno' }, reader);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('ValidationError');
    const [teacher] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND NOT es ORDER BY id LIMIT 1');
    if (teacher) expect((await server.post('estudiante/ver_agendamientos', { id: teacher.id }, reader)).statusCode).toBe(404);
    expect((await server.post('estudiante/ver_agendamientos', { id: 99_999_999 }, reader)).statusCode).toBe(404);
  });
});

describe('estudiante/ver_tutorias', () => {
  it("answers the student's sessions newest first with room, tutor, topic, course and the stored state", async () => {
    const rows = (await server.post('estudiante/ver_tutorias', { id: studentId }, server.adminToken)).json() as StudentTutoringRow[];
    expect(rows.map((r) => [r.fecha, r.hora, r.estado])).toEqual([
      ['2099-03-07', '07:00', 'cancelada'],
      ['2099-03-06', '07:00', 'asistida'],
      ['2099-03-05', '07:15', 'programada'],
    ]);
    expect(rows[0]).toMatchObject({ salon: expect.any(String), tutor: expect.any(String), tema: expect.any(String), curso: expect.any(String) });
    const restricted = (await server.post('estudiante/ver_tutorias', { id: studentId }, reader)).json() as StudentTutoringRow[];
    expect(restricted.map((r) => r.fecha)).toEqual(['2099-03-06', '2099-03-05']);
  });

  it('answers an empty list for a student without sessions', async () => {
    const [fresh] = await server.db.query<{ id: number }>(
      'SELECT id FROM usuarios u WHERE es AND NOT pr AND grupo_id IS NULL AND deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM tutorias t WHERE t.estudiante_id = u.id) ORDER BY id DESC LIMIT 1',
    );
    expect((await server.post('estudiante/ver_tutorias', { id: fresh.id }, server.adminToken)).json()).toEqual([]);
  });
});
