// The teachers' summary (docente/resumen, 98BEF7FF) and the rooms' summary (salon/resumen,
// B2903DC1) on a hand-built fixture: the demo teachers are made inactive, three teachers and a
// sede of its own (with a user restricted to it) are added, so every number is known.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepTemplateSlots } from '../../../core/school/availability';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';
import { insertPreassignment, insertRoom, insertTeacher } from './preassignmentFixture';

let server: TestServer;
let teachersToken: string;
let roomsToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await createTestServer();
  const db = server.db;
  await db.query('UPDATE usuarios SET activo = false WHERE pr AND grupo_id IS NULL');
  const [sede] = await db.query<{ id: number }>(`INSERT INTO sedes (nombre) VALUES ('Sede del resumen') RETURNING id`);
  // T1: 4 template slots (two keys are no slot of its template), 1 pre-assigned → 25 %.
  ids.t1 = await insertTeacher(db, { nombre: 'Uno', apellido: 'Alfa', tipos: ['regular_1'], disponibilidad: ['2T06:00', '1T09:00', '1T06:15', '1T06:00', '9T06:00', '1T07:30'] });
  // T2, a tutor: 2 quarter-hours (06:00 is none of the tutoring template), both pre-assigned → 100 %.
  ids.t2 = await insertTeacher(db, { nombre: 'Dos', apellido: 'Beta', tipos: ['tutoria'], tutor: true, disponibilidad: ['1T07:15', '1T07:00', '1T06:00'] });
  // T3: no availability: listed, but left out of the index.
  ids.t3 = await insertTeacher(db, { nombre: 'Tres', apellido: 'Gama', tipos: ['lab'], disponibilidad: [] });
  await insertTeacher(db, { tipos: ['lab'], disponibilidad: ['1T06:00'], activo: false });
  await insertTeacher(db, { tipos: ['lab'], disponibilidad: ['1T06:00'], deleted: true });
  ids.regular = await insertRoom(db, { sede: sede.id, tipos: ['regular_1'], nombre: 'A regular', capacidad: 20 });
  ids.cabin = await insertRoom(db, { sede: sede.id, tipos: ['tutoria'], nombre: 'B cabina', capacidad: 2 });
  ids.empty = await insertRoom(db, { sede: sede.id, tipos: ['lab'], nombre: 'C vacío', capacidad: 10 });
  const inactive = await insertRoom(db, { sede: sede.id, tipos: ['lab'], activo: false });
  await insertPreassignment(db, { dia: 1, hora: '06:00', salon_id: ids.regular, docente_id: ids.t1 });
  await insertPreassignment(db, { dia: 1, hora: '07:00', salon_id: ids.cabin, docente_id: ids.t2, tipos: ['tutoria'] });
  await insertPreassignment(db, { dia: 1, hora: '07:15', salon_id: ids.cabin, docente_id: ids.t2, tipos: ['tutoria'] });
  // Ten more blocks in the regular room (an inactive teacher's: rooms count every pre-assignment) → 11 of 55.
  const [other] = await db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr AND NOT activo AND grupo_id IS NULL ORDER BY id LIMIT 1');
  for (const hora of ['07:30', '09:00', '10:40', '12:10', '13:40', '15:10', '16:50', '18:20', '19:50']) {
    await insertPreassignment(db, { dia: 2, hora, salon_id: ids.regular, docente_id: other.id });
  }
  await insertPreassignment(db, { dia: 3, hora: '06:00', salon_id: ids.regular, docente_id: other.id });
  await insertPreassignment(db, { dia: 1, hora: '06:00', salon_id: inactive, docente_id: other.id });

  const teachers = await createStaffUser(db, [P.docentes.preasignaciones]);
  teachersToken = await server.login(teachers.email, teachers.password);
  const rooms = await createStaffUser(db, [P.salones.list]);
  await db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [rooms.id]);
  await db.query('INSERT INTO usuario_sedes (usuario_id, sede_id) VALUES ($1, $2)', [rooms.id, sede.id]);
  roomsToken = await server.login(rooms.email, rooms.password);
});
afterAll(async () => {
  await server.close();
});

describe.each([
  ['docente/resumen', () => roomsToken],
  ['salon/resumen', () => teachersToken],
])('%s guards', (path, otherToken) => {
  it('401 without a token, 403 without its code, 400 for any key', async () => {
    expect((await server.post(path, {}, null)).statusCode).toBe(401);
    const forbidden = await server.post(path, {}, otherToken());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para esta operación' });
    const bad = await server.post(path, { sede_id: 1 }, server.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ValidationError', errors: { sede_id: 'Campo no permitido: sede_id' } });
  });
});

describe('docente/resumen', () => {
  it('lists the active teachers with available and pre-assigned blocks, and the configuration index', async () => {
    const response = await server.post('docente/resumen', {}, teachersToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      docentes: [
        { id: ids.t1, primer_nombre: 'Uno', primer_apellido: 'Alfa', tutor: false, tipos_permitidos: ['regular_1'], disponibilidad: ['1T06:00', '1T07:30', '1T09:00', '2T06:00'], disponibles: 4, preasignados: 1 },
        { id: ids.t2, primer_nombre: 'Dos', primer_apellido: 'Beta', tutor: true, tipos_permitidos: ['tutoria'], disponibilidad: ['1T07:00', '1T07:15'], disponibles: 2, preasignados: 2 },
        { id: ids.t3, primer_nombre: 'Tres', primer_apellido: 'Gama', tutor: false, tipos_permitidos: ['lab'], disponibilidad: [], disponibles: 0, preasignados: 0 },
      ],
      total: 3,
      // mean(1/4, 2/2) = 62.5 % → 63; T3 has no availability and no ratio.
      indice: 63,
    });
  });

  it('filters availability as the summary does: template slots only, once, in template order', () => {
    const keys = ['6T08:00', '1T06:00', '1T06:00', '6T07:15', '3T19:50', '1T07:00', '5T18:45', 'x', '6T14:45', '2T10:40'];
    expect(keepTemplateSlots(keys, false)).toEqual(['1T06:00', '2T10:40', '3T19:50', '6T08:00']);
    expect(keepTemplateSlots(keys, true)).toEqual(['1T07:00', '5T18:45', '6T07:15', '6T08:00', '6T14:45']);
  });
});

describe('salon/resumen', () => {
  it('lists the active rooms of the caller’s sedes with blocks, maximum and percent, and their mean', async () => {
    const response = await server.post('salon/resumen', {}, roomsToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      salones: [
        { id: ids.regular, nombre: 'A regular', capacidad: 20, tipos_permitidos: ['regular_1'], bloques: 11, maximo: 55, porcentaje: 20 },
        // The tutoring template: 48 quarter-hours Monday to Friday, 31 on Saturday.
        { id: ids.cabin, nombre: 'B cabina', capacidad: 2, tipos_permitidos: ['tutoria'], bloques: 2, maximo: 271, porcentaje: 1 },
        { id: ids.empty, nombre: 'C vacío', capacidad: 10, tipos_permitidos: ['lab'], bloques: 0, maximo: 55, porcentaje: 0 },
      ],
      indice: 7,
    });
  });

  it('covers every sede for a user without permitted sedes', async () => {
    // (The demo admin's permitted list names the 25 demo sedes: not the one added here.)
    const everywhere = await createStaffUser(server.db, [P.salones.list]);
    await server.db.query('DELETE FROM usuario_sedes WHERE usuario_id = $1', [everywhere.id]);
    const token = await server.login(everywhere.email, everywhere.password);
    const all = (await server.post('salon/resumen', {}, token)).json() as { salones: { id: number }[] };
    const [active] = await server.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM salones WHERE activo');
    expect(all.salones.length).toBe(active.n);
    expect(all.salones.map((s) => s.id)).toContain(ids.cabin);
  });
});
