// The progress reads (docs/domain/progress.md 'Progress and grades'; the shapes of core/school/students/progress.ts): the
// current course's record with its summary and final grade, the bookings of each row (open ones
// counted, only those at the caller's sedes), the topics for grading, the levelling state's codes
// under the configured pass mark, the courses taken and another course's record, and the rows'
// histories.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROGRESS_CODES, PROGRESS_PATHS } from '../../../core/school/students/progress';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';
import { closeLevel, endLevel, freshStudent, insertBooking, REASON, rowIn, storedRows, type Student, takeStudent } from './fixture';

let server: TestServer;
let staff: string;
let student: Student;

const read = async (path: string, body: Record<string, unknown>, token = staff) => {
  const response = await server.post(path, body, token);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json();
};
const setPassMark = (valor: string | null) =>
  valor === null ? server.db.query("DELETE FROM config WHERE clave = 'nota_aprobacion'") : server.db.query("INSERT INTO config (clave, valor) VALUES ('nota_aprobacion', $1) ON CONFLICT (clave) DO UPDATE SET valor = $1", [valor]);

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [...new Set(Object.values(PROGRESS_CODES))]);
  staff = await server.login(user.email, user.password);
  student = await takeStudent(server.db, 0, 1);
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await freshStudent(server.db, student);
  await setPassMark('3.0');
});

describe('estudiante/progreso', () => {
  it('answers the current course’s rows in the course’s order, the summary, the grades and the pass mark', async () => {
    const [names] = await server.db.query<{ nombres: string; curso: string }>(
      `SELECT concat_ws(' ', u.primer_nombre, u.segundo_nombre, u.primer_apellido, u.segundo_apellido) AS nombres, c.nombre AS curso
       FROM usuarios u JOIN cursos c ON c.id = u.curso_actual_id WHERE u.id = $1`,
      [student.id],
    );
    const stored = await storedRows(server.db, student.id, student.curso_id);
    const answer = await read(PROGRESS_PATHS.progreso, { estudiante_id: student.id });
    expect(answer).toMatchObject({
      nombres: names.nombres, curso_id: student.curso_id, curso: names.curso,
      resumen: { clases: 0, inasistencias: 0, total: stored.length }, avance_nivel: null, nota_nivelacion: null, nota_final: 0, nota_aprobacion: 3,
    });
    expect(answer.registros.map((r: { id: number }) => r.id)).toEqual(stored.map((r) => r.id));
    const orders = answer.registros.map((r: { orden: number }) => r.orden);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(answer.registros[0]).toMatchObject({
      estudiante_id: student.id, estado: 'pendiente', asistencia: null, nota: null, rango_nota: 5, tema: { nombre: expect.any(String) }, curso: { nombre: names.curso },
      agendamientos: [], abiertos: 0, clase: null, autorizado_usuario: null, asistencia_usuario: null, conformidad_fecha: null,
    });
  });

  it('counts classes and absences, maps attendance to 1/0 and computes the final grade', async () => {
    const classes = (await storedRows(server.db, student.id, student.curso_id)).filter((r) => r.tipo === 'clase');
    await server.db.query("UPDATE progreso SET estado = 'asistido', asistencia = true, nota = 5 WHERE id = ANY($1::integer[])", [[classes[0].id, classes[1].id]]);
    await server.db.query("UPDATE progreso SET estado = 'ausencia', asistencia = false WHERE id = $1", [classes[2].id]);
    const autonomo = await rowIn(server.db, student, 'superado', 'autonomo', 0, 2.5);
    const answer = await read(PROGRESS_PATHS.progreso, { estudiante_id: student.id });
    expect(answer.resumen).toEqual({ clases: 2, inasistencias: 1, total: 40 });
    const byId = new Map(answer.registros.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(classes[0].id)).toMatchObject({ asistencia: 1, estado: 'asistido', nota: 5 });
    expect(byId.get(classes[2].id)).toMatchObject({ asistencia: 0, estado: 'ausencia' });
    // Σ nota/rango × peso × 5/100 by hand: two classes at 5/5, one autonomo at 2.5/5.
    const expected = 2 * (5 / 5) * classes[0].peso_nota! * 0.05 + (2.5 / 5) * autonomo.peso_nota! * 0.05;
    expect(answer.nota_final).toBe(Math.round(expected * 100) / 100);
  });

  it('lists each row’s bookings, counts the open ones (two or more: an inconsistency) and shows only those at the caller’s sedes', async () => {
    const [row] = await storedRows(server.db, student.id, student.curso_id);
    const open = [await insertBooking(server.db, student.id, row.tema_id, 'solicitado', 1), await insertBooking(server.db, student.id, row.tema_id, 'asignado', 2)];
    const cancelled = await insertBooking(server.db, student.id, row.tema_id, 'cancelado', 1);
    const elsewhere = await insertBooking(server.db, student.id, row.tema_id, 'notificado', 3);
    const mine = (await read(PROGRESS_PATHS.progreso, { estudiante_id: student.id })).registros[0];
    expect(mine.abiertos).toBe(2);
    expect(mine.agendamientos.map((b: { id: number }) => b.id).sort()).toEqual([...open, cancelled].sort());
    expect(mine.agendamientos.find((b: { id: number }) => b.id === cancelled)).toMatchObject({ estado: 'cancelado', clase: null });
    const all = (await read(PROGRESS_PATHS.progreso, { estudiante_id: student.id }, server.adminToken)).registros[0];
    expect(all.abiertos).toBe(3);
    expect(all.agendamientos.map((b: { id: number }) => b.id).sort()).toEqual([...open, cancelled, elsewhere].sort());
  });

  it('shows who signed a row and when', async () => {
    const [row] = await storedRows(server.db, student.id, student.curso_id);
    expect((await server.post(PROGRESS_PATHS.firmar, { progreso_id: row.id, motivo: REASON }, staff)).statusCode).toBe(200);
    const signed = (await read(PROGRESS_PATHS.progreso, { estudiante_id: student.id })).registros[0];
    expect(signed).toMatchObject({ estado: 'superado', autorizado_usuario: { nombre: 'Prueba Funcionario' }, autorizado_fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) });
  });

  it('answers the advanced level’s day and the levelling grade', async () => {
    await server.db.query('UPDATE inscripciones SET nota_nivelacion = 2.8 WHERE id = $1', [student.registro_id]);
    await endLevel(server.db, student, 'cambio');
    expect(await read(PROGRESS_PATHS.progreso, { estudiante_id: student.id })).toMatchObject({ avance_nivel: '2026-11-21', nota_nivelacion: 2.8 });
  });

  it('a student without a current course has an empty record', async () => {
    const [other] = await server.db.query<{ id: number }>("UPDATE usuarios SET sede_id = 1 WHERE id = (SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND curso_actual_id IS NULL AND deleted_at IS NULL ORDER BY id LIMIT 1) RETURNING id");
    expect(await read(PROGRESS_PATHS.progreso, { estudiante_id: other.id })).toMatchObject({
      curso_id: null, curso: null, registros: [], resumen: { clases: 0, inasistencias: 0, total: 0 }, nota_final: 0, avance_nivel: null,
    });
    expect(await read(PROGRESS_PATHS.estado, { estudiante_id: other.id })).toEqual({ curso_id: null, codigo: 'sin_curso', dato: null, rango_nota: 5, registros_abiertos: 0, registros_total: 0 });
    expect(await read(PROGRESS_PATHS.notas, { estudiante_id: other.id })).toEqual([]);
  });
});

describe('estudiante/notas', () => {
  it('answers the current course’s topics for grading, in order, with the grades', async () => {
    await rowIn(server.db, student, 'superado', 'autonomo', 1, 3.75);
    const stored = await storedRows(server.db, student.id, student.curso_id);
    const topics = await read(PROGRESS_PATHS.notas, { estudiante_id: student.id });
    expect(topics).toHaveLength(stored.length);
    expect(topics.map((t: { id: number }) => t.id)).toEqual(stored.map((r) => r.tema_id));
    for (const [i, topic] of topics.entries()) {
      expect(topic).toEqual({ id: stored[i].tema_id, nombre: expect.any(String), nota: stored[i].nota, rango_nota: stored[i].rango_nota, peso_nota: stored[i].peso_nota, tipo: stored[i].tipo });
    }
    expect(topics.filter((t: { nota: number | null }) => t.nota !== null)).toEqual([expect.objectContaining({ tipo: 'autonomo', nota: 3.75 })]);
  });
});

describe('progreso/estado', () => {
  const allAt = (nota: number) => server.db.query('UPDATE progreso SET nota = $2 WHERE estudiante_id = $1 AND curso_id = $3', [student.id, nota, student.curso_id]);

  // Issue 43: levelling opens only once every row of the level is closed; until then 'en_curso', with the counts.
  it('is en_curso while a row of the level is open, whatever the grade, with the open rows and all of them', async () => {
    const rows = await storedRows(server.db, student.id, student.curso_id);
    expect(await read(PROGRESS_PATHS.estado, { estudiante_id: student.id })).toEqual({
      curso_id: student.curso_id, codigo: 'en_curso', dato: { id: student.registro_id, nota_nivelacion: null, nota_final: 0 }, rango_nota: 5,
      registros_abiertos: rows.length, registros_total: rows.length,
    });
    await closeLevel(server.db, student);
    for (const estado of ['pendiente', 'asignado', 'solicitado', 'en_curso', 'en_espera', 'bloqueado']) {
      await server.db.query('UPDATE progreso SET estado = $2 WHERE id = $1', [rows[0].id, estado]);
      expect(await read(PROGRESS_PATHS.estado, { estudiante_id: student.id }), estado).toMatchObject({ codigo: 'en_curso', registros_abiertos: 1, registros_total: rows.length });
    }
    for (const estado of ['asistido', 'ausencia', 'superado', 'autorizado', 'cancelado']) {
      await server.db.query('UPDATE progreso SET estado = $2 WHERE id = $1', [rows[0].id, estado]);
      expect(await read(PROGRESS_PATHS.estado, { estudiante_id: student.id }), estado).toMatchObject({ codigo: 'nivelar', registros_abiertos: 0 });
    }
  });

  it('is nivelar under the pass mark once the level is closed, with the enrolment as dato.id', async () => {
    await closeLevel(server.db, student);
    const rows = await storedRows(server.db, student.id, student.curso_id);
    expect(await read(PROGRESS_PATHS.estado, { estudiante_id: student.id })).toEqual({
      curso_id: student.curso_id, codigo: 'nivelar', dato: { id: student.registro_id, nota_nivelacion: null, nota_final: 0 }, rango_nota: 5,
      registros_abiertos: 0, registros_total: rows.length,
    });
  });

  it('is aprobado at the pass mark exactly (every topic at 3/5 is 3.00) and above', async () => {
    await closeLevel(server.db, student);
    await allAt(3);
    expect(await read(PROGRESS_PATHS.estado, { estudiante_id: student.id })).toMatchObject({ codigo: 'aprobado', dato: { nota_final: 3 } });
    await allAt(4.5);
    expect(await read(PROGRESS_PATHS.estado, { estudiante_id: student.id })).toMatchObject({ codigo: 'aprobado', dato: { nota_final: 4.5 } });
  });

  it('follows config nota_aprobacion: a higher mark reopens levelling, a lower one closes it; unset or invalid is 3.0', async () => {
    await closeLevel(server.db, student);
    await allAt(3);
    await setPassMark('3.5');
    expect(await read(PROGRESS_PATHS.estado, { estudiante_id: student.id })).toMatchObject({ codigo: 'nivelar' });
    expect((await read(PROGRESS_PATHS.progreso, { estudiante_id: student.id })).nota_aprobacion).toBe(3.5);
    await allAt(2.5);
    await setPassMark('2.5');
    expect(await read(PROGRESS_PATHS.estado, { estudiante_id: student.id })).toMatchObject({ codigo: 'aprobado', dato: { nota_final: 2.5 } });
    for (const valor of [null, 'tres', '0', '7']) {
      await setPassMark(valor);
      expect(await read(PROGRESS_PATHS.estado, { estudiante_id: student.id }), String(valor)).toMatchObject({ codigo: 'nivelar' });
      expect((await read(PROGRESS_PATHS.progreso, { estudiante_id: student.id })).nota_aprobacion, String(valor)).toBe(3);
    }
  });

  it.each(['avance', 'cambio'] as const)('is cerrado once the level advanced (%s), whatever the grade', async (how) => {
    await endLevel(server.db, student, how);
    expect(await read(PROGRESS_PATHS.estado, { estudiante_id: student.id })).toMatchObject({ codigo: 'cerrado', dato: { id: student.registro_id } });
    await allAt(5);
    expect(await read(PROGRESS_PATHS.estado, { estudiante_id: student.id })).toMatchObject({ codigo: 'cerrado', dato: { nota_final: 5 } });
  });
});

describe('estudiante/niveles_cursados and estudiante/progreso_otro_nivel', () => {
  it('list every course with progress, the current one marked, each with its grade and end; another course’s record answers its rows', async () => {
    const [other] = await server.db.query<{ id: number; nombre: string }>('SELECT id, nombre FROM cursos WHERE activo AND id <> $1 ORDER BY id LIMIT 1', [student.curso_id]);
    await server.db.query("DELETE FROM progreso WHERE estudiante_id = $1 AND curso_id <> $2", [student.id, student.curso_id]);
    await server.db.query('DELETE FROM inscripciones WHERE estudiante_id = $1 AND curso_id <> $2', [student.id, student.curso_id]);
    const enrol = await server.post('estudiante/inscribir_curso', { id: student.id, curso_id: other.id }, server.adminToken);
    expect(enrol.statusCode, enrol.body).toBe(200);
    await server.db.query("UPDATE inscripciones SET fecha_matricula = '2020-01-01', avance_nivel = '2020-06-30', nota_nivelacion = 3.1 WHERE estudiante_id = $1 AND curso_id = $2", [student.id, other.id]);
    await server.db.query('UPDATE progreso SET nota = 4 WHERE estudiante_id = $1 AND curso_id = $2', [student.id, other.id]);

    const courses = await read(PROGRESS_PATHS.nivelesCursados, { estudiante_id: student.id });
    expect(courses).toEqual([
      { curso_id: other.id, curso: other.nombre, nivel: expect.any(String), nota: 4, nota_nivelacion: 3.1, avance_nivel: '2020-06-30', actual: false },
      { curso_id: student.curso_id, curso: expect.any(String), nivel: expect.any(String), nota: 0, nota_nivelacion: null, avance_nivel: null, actual: true },
    ]);

    const otro = await read(PROGRESS_PATHS.otroNivel, { estudiante_id: student.id, curso_id: other.id });
    const stored = await storedRows(server.db, student.id, other.id);
    expect(otro).toMatchObject({ curso_id: other.id, nota: 4 });
    expect(otro.registros.map((r: { id: number }) => r.id)).toEqual(stored.map((r) => r.id));
    expect(otro.registros.every((r: { curso: { nombre: string } }) => r.curso.nombre === other.nombre)).toBe(true);
  });

  it('another course the student is not enrolled in is not found', async () => {
    const [other] = await server.db.query<{ id: number }>(
      'SELECT id FROM cursos WHERE NOT EXISTS (SELECT 1 FROM inscripciones i WHERE i.estudiante_id = $1 AND i.curso_id = cursos.id) ORDER BY id LIMIT 1',
      [student.id],
    );
    const response = await server.post(PROGRESS_PATHS.otroNivel, { estudiante_id: student.id, curso_id: other.id }, staff);
    expect([response.statusCode, response.json().message]).toEqual([404, 'Registro no encontrado']);
  });
});

describe('progreso/ver_observaciones and progreso/ver_observaciones_curso', () => {
  it('answer a row’s history, newest first, and the course’s with each row’s topic', async () => {
    const [row, second] = await storedRows(server.db, student.id, student.curso_id);
    for (const path of [PROGRESS_PATHS.bloquear, PROGRESS_PATHS.desbloquear]) expect((await server.post(path, { progreso_id: row.id }, staff)).statusCode).toBe(200);
    expect((await server.post(PROGRESS_PATHS.firmar, { progreso_id: second.id, motivo: REASON }, staff)).statusCode).toBe(200);
    const history = await read(PROGRESS_PATHS.observaciones, { progreso_id: row.id });
    expect(history).toEqual([
      { texto: 'Registro desbloqueado', usuario: 'Prueba Funcionario', fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { texto: 'Registro bloqueado', usuario: 'Prueba Funcionario', fecha: expect.any(String) },
    ]);
    const course = await read(PROGRESS_PATHS.observacionesCurso, { estudiante_id: student.id, curso_id: student.curso_id });
    expect(course).toHaveLength(3);
    expect(course).toContainEqual({ progreso_id: second.id, tema: expect.any(String), texto: `Registro firmado: ${REASON}`, usuario: 'Prueba Funcionario', fecha: expect.any(String) });
    expect(course.filter((o: { progreso_id: number }) => o.progreso_id === row.id)).toHaveLength(2);
  });
});
