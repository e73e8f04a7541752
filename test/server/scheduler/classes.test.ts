// The scheduler's class calls (issue 'The class scheduler'): a class only where every hard rule
// holds — template slot, allowed combination, room and teacher allowing its types, teacher
// available, no novedad, no closure, room and teacher free — said in Spanish with nothing written;
// twenty staff creating the same room's class at once get exactly one; the current sede bounds
// everything; deleting sends its bookings back to pending; every write leaves its history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMBINATION_MESSAGES } from '../../../core/school/classTypeCombinations';
import { P } from '../../../core/engine/permissions';
import { createExample } from '../../../server/scheduler/classes.examples';
import { availableRooms, availableTeachers } from '../../../server/scheduler/slotChecks';
import { countRows, createStaffUser, createTestServer, databaseFingerprint, type TestServer } from '../helpers';

let server: TestServer;
let token: string;
let base: { fecha: string; hora: string; tipos: string[]; profesor_id: number; salon_id: number; motivo: string };
const S = P.programador;

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [S.clases, S.createClase, S.deleteClase, S.changeDocente, S.changeSalon]);
  token = await server.login(user.email, user.password);
  // A valid class of the user's current sede (1), far ahead: the example the registry uses.
  await server.db.query("UPDATE usuarios SET sede_id = 1 WHERE ad AND grupo_id IS NOT NULL");
  const example = await createExample(server.db);
  if (!example) throw new Error('sin clase de ejemplo');
  base = example;
});
afterAll(async () => {
  await server.close();
});

const post = (path: string, body: unknown, t: string | null = token) => server.post(path, body, t);

describe('clase/crear', () => {
  it('refuses each broken rule with its message, writing nothing', async () => {
    const before = await databaseFingerprint(server.db);
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ hora: '08:15' }, { hora: 'Solo horas de clase de ese día' }],
      [{ tipos: ['regular_1', 'lab'] }, { tipos: COMBINATION_MESSAGES.notAllowed }],
      [{ tipos: ['regular_5', 'regular_6', 'regular_20', 'regular_21', 'regular_5x'] }, { tipos: COMBINATION_MESSAGES.tooMany }],
      [{ tipos: ['tutoria'] }, { tipos: 'Las tutorías se programan en su propia agenda' }],
      [{ motivo: 'demasiado corto' }, { motivo: 'El motivo debe tener al menos 40 caracteres' }],
    ];
    for (const [change, errors] of refusals) {
      const response = await post('clase/crear', { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    // A teacher not allowing the type, a room of another sede.
    const [teacher] = await server.db.query<{ id: number }>(`SELECT id FROM usuarios WHERE pr AND NOT tutor AND activo AND NOT ($1 = ANY(tipos_permitidos)) LIMIT 1`, [base.tipos[0]]);
    expect((await post('clase/crear', { ...base, profesor_id: teacher.id })).json().errors).toEqual({ profesor_id: 'El docente no tiene permitidos estos tipos de clase' });
    const [far] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = 3 LIMIT 1');
    expect((await post('clase/crear', { ...base, salon_id: far.id })).json().errors).toEqual({ salon_id: 'El salón no es de la sede actual' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('refuses a teacher with a novedad and a slot under a closure', async () => {
    const [novedad] = await server.db.query<{ id: number }>(
      `INSERT INTO novedades_docente (docente_id, fecha, hora, motivo_codigo, observaciones) VALUES ($1, $2, $3, 1, 'Licencia') RETURNING id`,
      [base.profesor_id, base.fecha, base.hora],
    );
    expect((await post('clase/crear', base)).json().errors).toEqual({ profesor_id: 'El docente tiene una novedad en ese horario' });
    await server.db.query('DELETE FROM novedades_docente WHERE id = $1', [novedad.id]);
    const [cierre] = await server.db.query<{ id: number }>(
      `INSERT INTO cierres (fecha, horas, sedes, mensaje) VALUES ($1, ARRAY[$2], ARRAY[1], 'Mantenimiento eléctrico') RETURNING id`,
      [base.fecha, base.hora],
    );
    expect((await post('clase/crear', base)).json().errors).toEqual({ fecha: 'Hay un cierre en esa fecha y hora para la sede: Mantenimiento eléctrico' });
    await server.db.query('DELETE FROM cierres WHERE id = $1', [cierre.id]);
  });

  it('twenty staff creating a class in the same room and slot at once: exactly one gets it', async () => {
    const slot = { fecha: base.fecha, hora: base.hora, sedeId: 1, tipos: base.tipos };
    const teachers = (await availableTeachers(server.db, slot)).slice(0, 20);
    expect(teachers.length).toBeGreaterThan(1);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('clase/crear', { ...base, profesor_id: teachers[i % teachers.length].id })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) expect(refused.statusCode).toBe(409);
    expect(await countRows(server.db, 'clases', `salon_id = ${base.salon_id} AND fecha = '${base.fecha}' AND hora = '${base.hora}'`)).toBe(1);
    const created = responses.find((r) => r.statusCode === 200)!.json() as { mensaje: string; clase: { id: number; capacidad: number } };
    expect(created.mensaje).toBe('Clase creada');
    expect(await countRows(server.db, 'clase_eventos', `clase_id = ${created.clase.id} AND evento = 'Clase creada'`)).toBe(1);
    expect(await countRows(server.db, 'eventos', `universo = 'clases' AND registro_id = ${created.clase.id}`)).toBe(1);
  });
});

describe('the slot', () => {
  it('clases/por_hora shows the current sede only; the offers only valid free teachers and rooms', async () => {
    const { clases } = (await post('clases/por_hora', { fecha: base.fecha, hora: base.hora })).json() as { clases: { sede_id: number; salon_id: number; profesor_id: number }[] };
    expect(clases.length).toBeGreaterThan(0);
    expect(clases.every((c) => c.sede_id === 1)).toBe(true);
    const teachers = (await post('clase/docentes_disponibles', { fecha: base.fecha, hora: base.hora, tipos: base.tipos })).json() as { id: number }[];
    expect(teachers.map((t) => t.id)).not.toContain(clases[0].profesor_id);
    const rooms = (await post('clase/salones_disponibles', { fecha: base.fecha, hora: base.hora, tipos: base.tipos })).json() as { id: number }[];
    expect(rooms.map((r) => r.id)).not.toContain(clases[0].salon_id);
    const none = (await post('clase/salones_disponibles', { fecha: base.fecha, hora: base.hora, tipos: ['immersion_basico', 'immersion_avanzado', 'lab'] })).json();
    expect(none).toEqual({ datos: [], mensaje: 'No hay salones disponibles que permitan estos tipos' });
  });

  it('a user whose current sede is 2 sees none of sede 1’s classes', async () => {
    const other = await createStaffUser(server.db, [S.clases], { sede_id: 2 });
    const otherToken = await server.login(other.email, other.password);
    const { clases } = (await post('clases/por_hora', { fecha: base.fecha, hora: base.hora }, otherToken)).json() as { clases: unknown[] };
    expect(clases).toEqual([]);
  });
});

describe('changing and deleting a class', () => {
  it('changes its teacher and room to valid free ones, with history; refuses a room too small for its bookings', async () => {
    const [clase] = await server.db.query<{ id: number; profesor_id: number; salon_id: number }>(
      `SELECT id, profesor_id, salon_id FROM clases WHERE salon_id = $1 AND fecha = $2 AND hora = $3`, [base.salon_id, base.fecha, base.hora],
    );
    const slot = { fecha: base.fecha, hora: base.hora, sedeId: 1, tipos: base.tipos, claseId: clase.id };
    const teacher = (await availableTeachers(server.db, slot)).find((t) => t.id !== clase.profesor_id)!;
    expect((await post('clase/cambiar_docente', { id: clase.id, profesor_id: teacher.id })).json()).toEqual({ mensaje: 'Docente cambiado' });
    const room = (await availableRooms(server.db, slot)).find((r) => r.id !== clase.salon_id)!;
    // Two bookings in the class and a new room of one seat: it cannot take the class.
    await server.db.query('UPDATE salones SET capacidad = 1 WHERE id = $1', [room.id]);
    const students = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 2');
    for (const student of students) {
      await server.db.query(
        `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, clase_id, tipo_clase, estado) VALUES ($1, $2, $3, 1, $4, $5, 'asignado')`,
        [student.id, base.fecha, base.hora, clase.id, base.tipos[0]],
      );
    }
    const before = await databaseFingerprint(server.db);
    const refused = await post('clase/cambiar_salon', { id: clase.id, salon_id: room.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ salon_id: 'El salón tiene capacidad 1 y la clase 2 agendamientos' });
    expect(await databaseFingerprint(server.db)).toEqual(before);
    await server.db.query('UPDATE salones SET capacidad = 20 WHERE id = $1', [room.id]);
    expect((await post('clase/cambiar_salon', { id: clase.id, salon_id: room.id })).json()).toEqual({ mensaje: 'Salón cambiado' });
    expect(await countRows(server.db, 'clase_eventos', `clase_id = ${clase.id}`)).toBe(3);
    // clase/historial: newest first, with who; either editor's code opens it.
    const history = (await post('clase/historial', { id: clase.id })).json() as { evento: string; usuario: string }[];
    expect(history.map((h) => h.evento)).toEqual(['Salón cambiado', 'Docente cambiado', 'Clase creada']);
    expect(history[0].usuario).toBe('Prueba Funcionario');
    const roomEditor = await createStaffUser(server.db, [S.changeSalon]);
    expect((await post('clase/historial', { id: clase.id }, await server.login(roomEditor.email, roomEditor.password))).statusCode).toBe(200);
    const viewer = await createStaffUser(server.db, [S.clases]);
    expect((await post('clase/historial', { id: clase.id }, await server.login(viewer.email, viewer.password))).statusCode).toBe(403);
  });

  it('the database itself refuses a booking beyond the room’s capacity', async () => {
    const [clase] = await server.db.query<{ id: number; capacidad: number; agendados: number }>(
      `SELECT c.id, s.capacidad, (SELECT count(*)::integer FROM agendamientos a WHERE a.clase_id = c.id) AS agendados
       FROM clases c JOIN salones s ON s.id = c.salon_id WHERE c.fecha = $1 AND c.hora = $2 LIMIT 1`, [base.fecha, base.hora],
    );
    const students = await server.db.query<{ id: number }>(
      `SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND id NOT IN (SELECT estudiante_id FROM agendamientos) ORDER BY id LIMIT $1`,
      [clase.capacidad - clase.agendados + 1],
    );
    const insert = (id: number) =>
      server.db.query(`INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, clase_id, tipo_clase, estado) VALUES ($1, $2, $3, 1, $4, $5, 'asignado')`, [
        id, base.fecha, base.hora, clase.id, base.tipos[0],
      ]);
    for (const student of students.slice(0, -1)) await insert(student.id);
    await expect(insert(students.at(-1)!.id)).rejects.toThrow(/no tiene cupo/);
  });

  it('deleting needs a reason of 30 and sends its bookings back to pending', async () => {
    const [clase] = await server.db.query<{ id: number }>('SELECT id FROM clases WHERE fecha = $1 AND hora = $2 LIMIT 1', [base.fecha, base.hora]);
    expect((await post('clase/eliminar', { id: clase.id, motivo: 'corto' })).json().errors).toEqual({ motivo: 'El motivo debe tener al menos 30 caracteres' });
    const booked = await countRows(server.db, 'agendamientos', `clase_id = ${clase.id}`);
    const response = await post('clase/eliminar', { id: clase.id, motivo: 'El docente y el salón se reasignan a otra franja' });
    expect(response.json()).toEqual({ mensaje: 'Clase eliminada', pendientes: booked });
    expect(await countRows(server.db, 'agendamientos', `clase_id IS NULL AND estado = 'solicitado' AND fecha = '${base.fecha}'`)).toBeGreaterThanOrEqual(booked);
    expect(await countRows(server.db, 'clase_eventos', `clase_id = ${clase.id} AND evento = 'Clase eliminada'`)).toBe(1);
    const reader = await createStaffUser(server.db, [S.clases]);
    expect((await post('clase/eliminar', { id: clase.id, motivo: 'x'.repeat(40) }, await server.login(reader.email, reader.password))).statusCode).toBe(403);
  });
});

describe('the agenda', () => {
  it('agenda_disponible lists the next school days with their slots; agenda_especifica one date', async () => {
    const days = (await post('agenda_disponible', {})).json() as { fecha: string; horas: { hora: string }[] }[];
    expect(days).toHaveLength(14);
    expect(days.every((d) => d.horas.length > 0)).toBe(true);
    const [day] = (await post('agenda_especifica', { fecha: base.fecha })).json() as { fecha: string; horas: { hora: string }[] }[];
    expect(day.fecha).toBe(base.fecha);
    expect(day.horas.map((h) => h.hora)).toContain(base.hora);
    expect((await post('agenda_especifica', { fecha: '2099-01-04' })).json()).toEqual([]);
    expect((await post('agenda_especifica', { fecha: '04/01/2099' })).statusCode).toBe(400);
  });
});
