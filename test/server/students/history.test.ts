// The history sections of a student's detail: level changes (with the PDF of each), course
// activations and book deliveries, newest first, guarded by 560B5B09 and the sede boundary (a
// student outside the caller's sedes is not found; of another sede's rows the caller sees none).
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDeliveryRow, EnrolmentRow, LevelChangeRow } from '../../../core/school/students/records';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';
import { pdfText } from '../pdfTools';

let server: TestServer;
/** 560B5B09 at sedes 1 and 2 (createStaffUser). */
let reader: string;
let studentId: number;
let farStudentId: number;
let changeIds: { near: number; far: number; pending: number };
let courses: { id: number; codigo: string; nivel_id: number }[];
const STUDENT_NAME = 'Ana María Pérez Núñez';

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.estudiantes.show]);
  reader = await server.login(user.email, user.password);
  [{ id: studentId }, { id: farStudentId }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 2');
  courses = await server.db.query('SELECT id, codigo, nivel_id FROM cursos ORDER BY id LIMIT 3');
  await server.db.query(
    "UPDATE usuarios SET sede_id = 1, curso_actual_id = $2, primer_nombre = 'Ana', segundo_nombre = 'María', primer_apellido = 'Pérez', segundo_apellido = 'Núñez' WHERE id = $1",
    [studentId, courses[1].id],
  );
  await server.db.query('UPDATE usuarios SET sede_id = 3 WHERE id = $1', [farStudentId]);
  for (const table of ['cambios_nivel', 'inscripciones', 'entrega_libros']) {
    await server.db.query(`DELETE FROM ${table} WHERE estudiante_id = ANY($1::int[])`, [[studentId, farStudentId]]);
  }
  const [admin] = await server.db.query<{ id: number }>("SELECT id FROM usuarios WHERE email = 'admin@aula.test' OR ad ORDER BY id LIMIT 1");
  const change = (sede: number, finalizado: boolean, created: string) =>
    server.db.query<{ id: number }>(
      `INSERT INTO cambios_nivel (estudiante_id, solicitante_id, administrador_id, curso_anterior_id, curso_nuevo_id, nivel_siguiente_id,
         fecha_finalizar_curso, fecha_avance_nivel, fecha_entrega_libro, finalizado, sede_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, '2099-02-27', $7, '2099-03-05', $8, $9, $10) RETURNING id`,
      [studentId, user.id, finalizado ? admin.id : null, courses[0].id, finalizado ? courses[1].id : null, courses[1].nivel_id, finalizado ? '2099-03-01' : null, finalizado, sede, created],
    );
  const [near] = await change(1, true, '2099-03-01T10:00:00Z');
  const [pending] = await change(2, false, '2099-03-10T10:00:00Z');
  const [far] = await change(3, false, '2099-03-11T10:00:00Z');
  changeIds = { near: near.id, far: far.id, pending: pending.id };
  await server.db.query(
    `INSERT INTO inscripciones (estudiante_id, curso_id, fecha_matricula, sede_id) VALUES ($1, $2, '2099-01-10', 1), ($1, $3, '2099-03-01', 1), ($1, $4, '2099-03-02', 3)`,
    [studentId, courses[0].id, courses[1].id, courses[2].id],
  );
  await server.db.query(
    `INSERT INTO entrega_libros (estudiante_id, curso_id, libro, fecha_entrega, sede_id, entregado_por) VALUES ($1, $2, 'Student Book 1', '2099-01-11', 1, $3), ($1, $4, 'Student Book 2', '2099-03-05', 3, NULL)`,
    [studentId, courses[0].id, user.id, courses[1].id],
  );
});

afterAll(async () => {
  await server.close();
});

describe('estudiante/ver_cambio_nivel', () => {
  it('answers the changes newest first with people, courses, next level, dates and sede', async () => {
    const rows = (await server.post('estudiante/ver_cambio_nivel', { id: studentId }, server.adminToken)).json() as LevelChangeRow[];
    expect(rows.map((r) => r.id)).toEqual([changeIds.far, changeIds.pending, changeIds.near]);
    const done = rows[2];
    expect(done).toMatchObject({
      finalizado: true,
      curso_anterior: { id: courses[0].id, codigo: courses[0].codigo },
      curso_nuevo: { id: courses[1].id },
      curso_nuevo_id: courses[1].id,
      fecha_finalizar_curso: '2099-02-27',
      fecha_avance_nivel: '2099-03-01',
      fecha_entrega_libro: '2099-03-05',
      solicitante: { nombre: 'Prueba Funcionario', numero_documento: expect.any(String) },
      administrador: { nombre: expect.any(String) },
      nivel_siguiente: { id: courses[1].nivel_id, codigo: expect.any(String) },
      sede: expect.any(String),
      created_at: '2099-03-01T10:00:00Z',
    });
    expect(rows[1]).toMatchObject({ finalizado: false, curso_nuevo: null, administrador: null, fecha_avance_nivel: null });
  });

  it("shows a restricted caller only their sedes' changes, and not another sede's student", async () => {
    const rows = (await server.post('estudiante/ver_cambio_nivel', { id: studentId }, reader)).json() as LevelChangeRow[];
    expect(rows.map((r) => r.id)).toEqual([changeIds.pending, changeIds.near]);
    expect((await server.post('estudiante/ver_cambio_nivel', { id: farStudentId }, reader)).statusCode).toBe(404);
  });
});

describe('GET pdf/cambio-nivel', () => {
  const get = (query: string, token: string | null) =>
    server.app.inject({ method: 'GET', url: `/api/pdf/cambio-nivel${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers a one-page PDF naming the student, both courses and the dates, as a download', async () => {
    const response = await get(`?id=${changeIds.near}`, server.adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="cambio-nivel-\d+\.pdf"/);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Cambio de nivel ${changeIds.near}`);
    expect(pdf.getSubject()).toBe(`${STUDENT_NAME}: ${courses[0].codigo} → ${courses[1].codigo}`);
    // The page draws the school, the people and the dates (read as a reader would: the font is an embedded subset).
    const drawn = await pdfText(response.rawPayload);
    for (const text of ['Aula Admin', STUDENT_NAME, courses[1].codigo, '27/02/2099', '01/03/2099', '05/03/2099', 'Prueba Funcionario']) expect(drawn).toContain(text);
  });

  it('is guarded like the detail and by sede: 401, 403, 400 on a bad id, 404 outside the sedes', async () => {
    expect((await get(`?id=${changeIds.near}`, null)).statusCode).toBe(401);
    const other = await createStaffUser(server.db, [P.estudiantes.list]);
    expect((await get(`?id=${changeIds.near}`, await server.login(other.email, other.password))).statusCode).toBe(403);
    const bad = await get('?id=uno', server.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('ValidationError');
    expect((await get('', server.adminToken)).statusCode).toBe(400);
    expect((await get(`?id=${changeIds.far}`, reader)).statusCode).toBe(404);
    expect((await get(`?id=${changeIds.pending}`, reader)).statusCode).toBe(200);
    expect((await get('?id=99999999', server.adminToken)).statusCode).toBe(404);
  });
});

describe('estudiante/ver_inscripciones and ver_entrega_libros', () => {
  it('answers the enrolments newest first, the current course marked, within the sedes', async () => {
    const rows = (await server.post('estudiante/ver_inscripciones', { id: studentId }, server.adminToken)).json() as EnrolmentRow[];
    expect(rows.map((r) => [r.curso.id, r.fecha_matricula, r.actual])).toEqual([
      [courses[2].id, '2099-03-02', false],
      [courses[1].id, '2099-03-01', true],
      [courses[0].id, '2099-01-10', false],
    ]);
    expect(rows[0]).toMatchObject({ nivel: expect.any(String), sede: expect.any(String) });
    const restricted = (await server.post('estudiante/ver_inscripciones', { id: studentId }, reader)).json() as EnrolmentRow[];
    expect(restricted.map((r) => r.curso.id)).toEqual([courses[1].id, courses[0].id]);
  });

  it('answers the book deliveries newest first, within the sedes', async () => {
    const rows = (await server.post('estudiante/ver_entrega_libros', { id: studentId }, server.adminToken)).json() as BookDeliveryRow[];
    expect(rows.map((r) => [r.libro, r.fecha_entrega])).toEqual([['Student Book 2', '2099-03-05'], ['Student Book 1', '2099-01-11']]);
    expect(rows[1]).toMatchObject({ entregado_por: 'Prueba Funcionario', curso: { id: courses[0].id } });
    const restricted = (await server.post('estudiante/ver_entrega_libros', { id: studentId }, reader)).json() as BookDeliveryRow[];
    expect(restricted.map((r) => r.libro)).toEqual(['Student Book 1']);
    expect((await server.post('estudiante/ver_entrega_libros', { id: farStudentId }, reader)).statusCode).toBe(404);
  });
});
