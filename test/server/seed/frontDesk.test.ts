// The seeded front desk (secretaria@escuela.test, 'Secretaría de sede'; issue 25 point 5): a
// walk-in is enrolled at the counter — a new student at the desk's own sede and their basic data
// corrected — while another sede, the student's attributes and deleting a class stay out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { SECRETARIA } from '../../../server/seed/catalog';
import { createTestServer, databaseFingerprint, newStudent, type TestServer } from '../helpers';

let server: TestServer;
let desk: string;
let deskSede: number;

beforeAll(async () => {
  server = await createTestServer({ students: 5 });
  desk = await server.login(SECRETARIA.email, SECRETARIA.password);
  const [row] = await server.db.query<{ sede_id: number }>(
    'SELECT us.sede_id FROM usuario_sedes us JOIN usuarios u ON u.id = us.usuario_id WHERE u.email = $1',
    [SECRETARIA.email],
  );
  deskSede = row.sede_id;
});
afterAll(async () => {
  await server.close();
});

describe('the front desk', () => {
  it('holds student create and basic edit besides the scheduler codes', () => {
    expect(SECRETARIA.codes).toEqual(expect.arrayContaining([P.estudiantes.create, P.estudiantes.edit, P.estudiantes.list, P.estudiantes.show]));
    expect(SECRETARIA.codes).not.toContain(P.programador.deleteClase);
    expect(SECRETARIA.codes).not.toContain(P.programador.reorganizar);
  });

  it('enrols a walk-in at its sede and corrects the phone number', async () => {
    const created = await server.post('estudiante/crear', newStudent(7001, { sede_id: deskSede }), desk);
    expect(created.statusCode, created.body).toBe(200);
    const student = created.json() as { id: number; sede_id: number };
    expect(student.sede_id).toBe(deskSede);
    const edited = await server.post('estudiante/editar', { id: student.id, movil: '311 222 3344' }, desk);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: student.id, movil: '311 222 3344' });
  });

  it('enrols nobody at another sede and changes no attribute guarded by its own code', async () => {
    const other = deskSede === 1 ? 2 : 1;
    const before = await databaseFingerprint(server.db);
    const elsewhere = await server.post('estudiante/crear', newStudent(7002, { sede_id: other }), desk);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ sede_id: 'La sede no está entre sus sedes permitidas' });
    const [inside] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND sede_id = $1 AND curso_actual_id IS NOT NULL ORDER BY id LIMIT 1', [deskSede]);
    const course = await server.post('estudiante/editar', { id: inside.id, curso_actual_id: 4 }, desk);
    expect(course.statusCode).toBe(403);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});
