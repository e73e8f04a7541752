// A room's allowed courses (salon/editar_cursos, EE7EF073; README 'Teachers, rooms and
// pre-assignments'): the action saves existing courses (empty = every course), refuses unknown ones
// and malformed bodies, needs its code; the scheduler then neither offers nor accepts a room for a
// class holding bookings of another course, nor moves a booking of another course into its class.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { createExample } from '../../../server/scheduler/classes.examples';
import { ROOM_COURSE_MESSAGES } from '../../../server/scheduler/roomCourses';
import { availableRooms } from '../../../server/scheduler/slotChecks';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
let cursos: number[];
const S = P.programador;
const post = (path: string, body: unknown, t: string | null = token) => server.post(path, body, t);
/** The ids clase/salones_disponibles offers (none: its {datos: [], mensaje}). */
const offered = async (body: Record<string, unknown>) => {
  const answer = (await post('clase/salones_disponibles', body)).json() as { id: number }[] | { datos: [] };
  return Array.isArray(answer) ? answer.map((r) => r.id) : answer.datos;
};
const allowed = async (id: number) => (await server.db.query<{ c: number[] }>('SELECT cursos_permitidos AS c FROM salones WHERE id = $1', [id]))[0].c;

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.salones.edit, S.clases, S.createClase, S.changeSalon, S.autoAssign]);
  // Every sede (no permitted list): the demo's students are of all of them, and a student beyond the
  // caller's sedes is out of reach (people/studentReach.ts).
  await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [user.id]);
  token = await server.login(user.email, user.password);
  cursos = (await server.db.query<{ id: number }>('SELECT id FROM cursos ORDER BY id LIMIT 2')).map((c) => c.id);
});
afterAll(async () => {
  await server.close();
});

describe('salon/editar_cursos', () => {
  it('saves existing courses with one audit event, and an empty list (every course)', async () => {
    const [room] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = 1 ORDER BY id LIMIT 1');
    const events = () => countRows(server.db, 'eventos', `tipo = 'editar_cursos' AND registro_id = ${room.id}`);
    const before = await events();
    const saved = await post('salon/editar_cursos', { id: room.id, cursos_permitidos: cursos });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().mensaje).toBe('Información Guardada');
    expect(await allowed(room.id)).toEqual(cursos);
    expect(await events()).toBe(before + 1);
    expect((await post('salon/editar_cursos', { id: room.id, cursos_permitidos: [] })).statusCode).toBe(200);
    expect(await allowed(room.id)).toEqual([]);
  });

  it('refuses an unknown course, a malformed body and a caller without EE7EF073, writing nothing', async () => {
    const [room] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = 1 ORDER BY id LIMIT 1');
    const before = await databaseFingerprint(server.db);
    const unknown = await post('salon/editar_cursos', { id: room.id, cursos_permitidos: [999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ cursos_permitidos: 'Valor no permitido' });
    const repeated = await post('salon/editar_cursos', { id: room.id, cursos_permitidos: [cursos[0], cursos[0]] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors).toEqual({ cursos_permitidos: 'Hay valores repetidos' });
    expect((await post('salon/editar_cursos', { id: room.id, cursos_permitidos: 'todos' })).statusCode).toBe(400);
    const reader = await createStaffUser(server.db, [P.salones.list, P.salones.show]);
    const refused = await post('salon/editar_cursos', { id: room.id, cursos_permitidos: [] }, await server.login(reader.email, reader.password));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tiene permiso para esta operación');
    // The reader's group and login are the only rows written.
    const after = await databaseFingerprint(server.db);
    expect(after.salones).toBe(before.salones);
  });
});

describe('the scheduler and a room restricted to other courses', () => {
  it('neither offers nor takes the room for a class with bookings of another course; a new class may have it', async () => {
    const base = await createExample(server.db);
    if (!base) throw new Error('sin clase de ejemplo');
    const created = (await post('clase/crear', base)).json() as { clase: { id: number } };
    const claseId = created.clase.id;
    // A student of course A in the class (no topic: the student's current course counts).
    const [student] = await server.db.query<{ id: number }>(
      `SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND deleted_at IS NULL AND id NOT IN (SELECT estudiante_id FROM agendamientos) ORDER BY id LIMIT 1`,
    );
    await server.db.query('UPDATE usuarios SET curso_actual_id = $2 WHERE id = $1', [student.id, cursos[0]]);
    await server.db.query(
      `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, clase_id, tipo_clase, estado) VALUES ($1, $2, $3, 1, $4, $5, 'asignado')`,
      [student.id, base.fecha, base.hora, claseId, base.tipos[0]],
    );
    const slot = { fecha: base.fecha, hora: base.hora, sedeId: 1, tipos: base.tipos, claseId };
    const room = (await availableRooms(server.db, slot)).find((r) => r.id !== base.salon_id)!;
    expect((await post('salon/editar_cursos', { id: room.id, cursos_permitidos: [cursos[1]] })).statusCode).toBe(200);

    const offer = { fecha: base.fecha, hora: base.hora, tipos: base.tipos };
    expect(await offered({ ...offer, clase_id: claseId })).not.toContain(room.id);
    // Without a class (a new one holds no bookings yet) the room is offered.
    expect(await offered(offer)).toContain(room.id);

    const before = await databaseFingerprint(server.db);
    const refused = await post('clase/cambiar_salon', { id: claseId, salon_id: room.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ salon_id: ROOM_COURSE_MESSAGES.room });
    expect(await databaseFingerprint(server.db)).toEqual(before);

    // Allowing course A too makes it a valid room for the class.
    expect((await post('salon/editar_cursos', { id: room.id, cursos_permitidos: [cursos[1], cursos[0]] })).statusCode).toBe(200);
    expect((await post('clase/cambiar_salon', { id: claseId, salon_id: room.id })).json()).toEqual({ mensaje: 'Salón cambiado' });
  });

  it('refuses moving a booking of another course into the class, and the automatic assignment skips it', async () => {
    const [clase] = await server.db.query<{ id: number; salon_id: number; fecha: string; hora: string; tipo: string }>(
      `SELECT c.id, c.salon_id, to_char(c.fecha, 'YYYY-MM-DD') AS fecha, c.hora, c.tipos[1] AS tipo FROM clases c
       WHERE c.sede_id = 1 AND EXISTS (SELECT 1 FROM agendamientos a WHERE a.clase_id = c.id) ORDER BY c.id DESC LIMIT 1`,
    );
    // Only this slot's class: the automatic assignment has no other to pick.
    await server.db.query('DELETE FROM clases WHERE fecha = $1 AND hora = $2 AND sede_id = 1 AND id <> $3 AND NOT EXISTS (SELECT 1 FROM agendamientos a WHERE a.clase_id = clases.id)', [clase.fecha, clase.hora, clase.id]);
    expect((await post('salon/editar_cursos', { id: clase.salon_id, cursos_permitidos: [cursos[0]] })).statusCode).toBe(200);
    const [student] = await server.db.query<{ id: number }>(
      `SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND deleted_at IS NULL AND id NOT IN (SELECT estudiante_id FROM agendamientos) ORDER BY id LIMIT 1`,
    );
    await server.db.query('UPDATE usuarios SET curso_actual_id = $2 WHERE id = $1', [student.id, cursos[1]]);
    const [booking] = await server.db.query<{ id: number }>(
      `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado) VALUES ($1, $2, $3, 1, $4, 'solicitado') RETURNING id`,
      [student.id, clase.fecha, clase.hora, clase.tipo],
    );
    const before = await databaseFingerprint(server.db);
    const moved = await post('agendamiento/set_clase', { agendamiento_id: booking.id, clase_id: clase.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ clase_id: ROOM_COURSE_MESSAGES.booking });
    const auto = await post('agendamiento/asignar_clase_auto', { agendamiento_id: booking.id, motivo: 'x'.repeat(40) });
    expect(auto.statusCode).toBe(409);
    expect(await databaseFingerprint(server.db)).toEqual(before);
    // With the room open to every course again, the same move is taken.
    expect((await post('salon/editar_cursos', { id: clase.salon_id, cursos_permitidos: [] })).statusCode).toBe(200);
    expect((await post('agendamiento/set_clase', { agendamiento_id: booking.id, clase_id: clase.id })).statusCode).toBe(200);
  });
});
