// The teacher edit page's sub-editors as named actions (3329CE3B): docente/editar_disponibilidad keeps
// only the teacher's template slots; editar_tipos refuses tutoria beside another type and unknown
// types; editar_cursos refuses unknown courses; editar_salon needs another, active room; each answers
// 'Información Guardada' and writes one audit event. Also salon/editar_tipos and docente/tutores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetKeys } from '../../../core/school/availability';
import { P } from '../../../core/engine/permissions';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
let teacher: number;

const row = async (id = teacher) => (await server.db.query<Record<string, unknown>>('SELECT * FROM usuarios WHERE id = $1', [id]))[0];
const events = (tipo: string) => countRows(server.db, 'eventos', `tipo = '${tipo}'`);

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.docentes.edit, P.docentes.list, P.salones.edit]);
  token = await server.login(user.email, user.password);
  const [found] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND NOT tutor AND deleted_at IS NULL ORDER BY id LIMIT 1');
  teacher = found.id;
});
afterAll(async () => {
  await server.close();
});

describe('docente/editar_disponibilidad', () => {
  it("keeps only the template's slots, in template order, and records the change", async () => {
    const before = await events('editar_disponibilidad');
    const response = await server.post(
      'docente/editar_disponibilidad',
      { id: teacher, disponibilidad: ['2T07:30', '1T06:00', '1T06:15', '7T06:00', 'basura', '6T08:00', '6T06:00'] },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().mensaje).toBe('Información Guardada');
    expect((await row()).disponibilidad).toEqual(['1T06:00', '2T07:30', '6T08:00']);
    expect(await events('editar_disponibilidad')).toBe(before + 1);
  });

  it("a tutor keeps quarter-hours of the tutoring template; 'Mañanas' of a class teacher is 25 slots", async () => {
    await server.db.query('UPDATE usuarios SET tutor = true WHERE id = $1', [teacher]);
    await server.post('docente/editar_disponibilidad', { id: teacher, disponibilidad: ['1T06:00', '1T07:15', '6T07:00', '6T07:15'] }, token);
    expect((await row()).disponibilidad).toEqual(['1T07:15', '6T07:15']);
    await server.db.query('UPDATE usuarios SET tutor = false WHERE id = $1', [teacher]);
    await server.post('docente/editar_disponibilidad', { id: teacher, disponibilidad: presetKeys('mananas', false) }, token);
    expect((await row()).disponibilidad).toHaveLength(25);
  });

  it('refuses a body that is not a list of keys, changing nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const response = await server.post('docente/editar_disponibilidad', { id: teacher, disponibilidad: '1T06:00' }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('ValidationError');
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});

describe('editar_tipos (teachers and rooms)', () => {
  it('saves a list and refuses tutoria beside another type or an unknown type', async () => {
    const ok = await server.post('docente/editar_tipos', { id: teacher, tipos_permitidos: ['regular_1', 'lab'] }, token);
    expect(ok.statusCode).toBe(200);
    expect((await row()).tipos_permitidos).toEqual(['regular_1', 'lab']);
    const before = await databaseFingerprint(server.db);
    const mixed = await server.post('docente/editar_tipos', { id: teacher, tipos_permitidos: ['tutoria', 'lab'] }, token);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual({ tipos_permitidos: 'La tutoría no se combina con otros tipos' });
    const unknown = await server.post('docente/editar_tipos', { id: teacher, tipos_permitidos: ['no_existe'] }, token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ tipos_permitidos: 'Valor no permitido' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('rooms follow the same rule through salon/editar_tipos', async () => {
    const [room] = await server.db.query<{ id: number }>('SELECT id FROM salones ORDER BY id LIMIT 1');
    expect((await server.post('salon/editar_tipos', { id: room.id, tipos_permitidos: ['tutoria'] }, token)).statusCode).toBe(200);
    const [after] = await server.db.query<{ tipos_permitidos: string[] }>('SELECT tipos_permitidos FROM salones WHERE id = $1', [room.id]);
    expect(after.tipos_permitidos).toEqual(['tutoria']);
    const mixed = await server.post('salon/editar_tipos', { id: room.id, tipos_permitidos: ['lab', 'tutoria'] }, token);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors.tipos_permitidos).toBe('La tutoría no se combina con otros tipos');
  });
});

describe('docente/editar_cursos', () => {
  it('saves existing courses and refuses an unknown one', async () => {
    const cursos = await server.db.query<{ id: number }>('SELECT id FROM cursos ORDER BY id LIMIT 2');
    const ids = cursos.map((c) => c.id);
    expect((await server.post('docente/editar_cursos', { id: teacher, cursos_permitidos: ids }, token)).statusCode).toBe(200);
    expect((await row()).cursos_permitidos).toEqual(ids);
    const unknown = await server.post('docente/editar_cursos', { id: teacher, cursos_permitidos: [999999] }, token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ cursos_permitidos: 'Valor no permitido' });
    expect((await row()).cursos_permitidos).toEqual(ids);
  });
});

describe('docente/editar_salon', () => {
  it('sets an active room, refuses the same one again, an inactive one, and clears it', async () => {
    const [active] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE activo ORDER BY id LIMIT 1');
    const [inactive] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE NOT activo ORDER BY id LIMIT 1');
    expect((await server.post('docente/editar_salon', { id: teacher, salon_predeterminado: active.id }, token)).statusCode).toBe(200);
    expect((await row()).salon_predeterminado).toBe(active.id);
    const same = await server.post('docente/editar_salon', { id: teacher, salon_predeterminado: active.id }, token);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: 'Debe elegir un salón distinto al actual', errors: { salon_predeterminado: 'Debe elegir un salón distinto al actual' } });
    const off = await server.post('docente/editar_salon', { id: teacher, salon_predeterminado: inactive.id }, token);
    expect(off.statusCode).toBe(400);
    expect(off.json().errors).toEqual({ salon_predeterminado: 'Valor no permitido' });
    expect((await server.post('docente/editar_salon', { id: teacher, salon_predeterminado: null }, token)).statusCode).toBe(200);
    expect((await row()).salon_predeterminado).toBeNull();
  });
});

describe('docente/tutores', () => {
  it('lists the active tutors only, with their availability', async () => {
    const tutors = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND tutor AND activo AND deleted_at IS NULL');
    const response = await server.post('docente/tutores', {}, token);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; disponibilidad: string[] }[];
    expect(list.map((t) => t.id).sort()).toEqual(tutors.map((t) => t.id).sort());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((t) => Array.isArray(t.disponibilidad))).toBe(true);
  });
});
