// The scheduler's displays on a fixed school clock: pantalla/actual shows the classes of the slot
// current from 5 minutes before its start to 20 after (not at 21), with the booked students, the
// next slot and PANTALLA_URL; logistica/clases lists each slot's classes with booked/capacity and
// the sede's class rooms left free. Both stay within the caller's current sede (a two-sede user).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../core/engine/clock';
import { P } from '../../../core/engine/permissions';
import type { LogisticaAnswer, PantallaAnswer } from '../../../core/school/scheduler/displays';
import { pantallaUrl } from '../../../server/scheduler/displays';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';

const FECHA = '2099-01-05'; // a Monday
const HORA = '07:30';
/** A school clock the test moves: Bogotá is UTC-5 all year. */
let instant = new Date(`${FECHA}T12:25:00Z`);
const clock: Clock = { now: () => new Date(instant), timeZone: 'America/Bogota' };
const at = (local: string) => {
  instant = new Date(`${FECHA}T${local}:00-05:00`);
};

let server: TestServer;
let token: string;
let sede2Token: string;
let rooms: { id: number; nombre: string; capacidad: number }[];
let claseId: number;

async function insertClass(sede: number, salon: number, profesor: number, hora = HORA): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ($1, $2, $3, $4, $5, ARRAY['regular_1'], 'regular') RETURNING id`,
    [FECHA, hora, sede, salon, profesor],
  );
  return row.id;
}

beforeAll(async () => {
  server = await createTestServer({ clock });
  const user = await createStaffUser(server.db, [P.programador.pantalla, P.programador.logistica]); // current sede 1, permitted 1 and 2
  token = await server.login(user.email, user.password);
  const other = await createStaffUser(server.db, [P.programador.pantalla, P.programador.logistica], { sede_id: 2 });
  sede2Token = await server.login(other.email, other.password);
  rooms = await server.db.query(
    `SELECT id, nombre, capacidad FROM salones WHERE sede_id = 1 AND activo AND NOT ('tutoria' = ANY(tipos_permitidos)) ORDER BY nombre, id`,
  );
  const [far] = await server.db.query<{ id: number }>(`SELECT id FROM salones WHERE sede_id = 2 AND NOT ('tutoria' = ANY(tipos_permitidos)) LIMIT 1`);
  const teachers = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr ORDER BY id LIMIT 3');
  claseId = await insertClass(1, rooms[0].id, teachers[0].id);
  await insertClass(1, rooms[1].id, teachers[1].id, '09:00');
  await insertClass(2, far.id, teachers[2].id);
  const students = await server.db.query<{ id: number; primer_nombre: string; primer_apellido: string }>(
    'SELECT id, primer_nombre, primer_apellido FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 3',
  );
  const book = (student: number, estado: string) =>
    server.db.query(`INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, clase_id, tipo_clase, estado) VALUES ($1, $2, $3, 1, $4, 'regular_1', $5)`, [
      student, FECHA, HORA, claseId, estado,
    ]);
  await book(students[0].id, 'asignado');
  await book(students[1].id, 'notificado');
  await book(students[2].id, 'cancelado');
});
afterAll(async () => {
  await server.close();
});

const pantalla = async (t = token) => (await server.post('pantalla/actual', {}, t)).json() as PantallaAnswer;

describe('pantalla/actual', () => {
  it('holds a slot current from 5 minutes before its start to 20 after, not at 21', async () => {
    at('07:24');
    expect(await pantalla()).toMatchObject({ fecha: FECHA, hora: null, clases: [], siguiente: '07:30' });
    at('07:25');
    expect((await pantalla()).hora).toBe('07:30');
    at('07:50');
    const current = await pantalla();
    expect(current.hora).toBe('07:30');
    expect(current.siguiente).toBe('09:00');
    at('07:51');
    expect(await pantalla()).toMatchObject({ hora: null, clases: [], siguiente: '09:00' });
    at('20:30');
    expect(await pantalla()).toMatchObject({ hora: null, siguiente: null });
  });

  it('shows each class of the current sede with room, teacher, types and the booked students (not the cancelled)', async () => {
    at('07:40');
    const answer = await pantalla();
    expect(answer.sede).toEqual(expect.any(String));
    expect(answer.clases).toHaveLength(1);
    const [clase] = answer.clases;
    expect(clase).toMatchObject({ id: claseId, salon_id: rooms[0].id, salon: rooms[0].nombre, tipos: ['regular_1'], agendados: 2 });
    expect(clase.profesor).toEqual(expect.any(String));
    expect(clase.estudiantes).toHaveLength(2);
    // The same slot seen from sede 2: only its own class.
    const far = await pantalla(sede2Token);
    expect(far.clases.map((c) => c.id)).not.toContain(claseId);
    expect(far.clases).toHaveLength(1);
  });

  it('gives PANTALLA_URL only when it is an http(s) address', async () => {
    expect((await pantalla()).url).toBeNull();
    const saved = process.env.PANTALLA_URL;
    try {
      process.env.PANTALLA_URL = 'https://cartelera.escuela.test/hoy';
      expect((await pantalla()).url).toBe('https://cartelera.escuela.test/hoy');
    } finally {
      if (saved === undefined) delete process.env.PANTALLA_URL;
      else process.env.PANTALLA_URL = saved;
    }
    expect(pantallaUrl({ PANTALLA_URL: 'javascript:alert(1)' })).toBeNull();
    expect(pantallaUrl({ PANTALLA_URL: 'no es una url' })).toBeNull();
    expect(pantallaUrl({ PANTALLA_URL: '  ' })).toBeNull();
    expect(pantallaUrl({ PANTALLA_URL: 'http://intranet.local:8080/x' })).toBe('http://intranet.local:8080/x');
  });
});

describe('logistica/clases', () => {
  it('lists every slot of the date with its classes (booked/capacity) and the sede’s free class rooms', async () => {
    const { dias } = (await server.post('logistica/clases', { fechas: [FECHA] }, token)).json() as LogisticaAnswer;
    expect(dias.map((d) => d.fecha)).toEqual([FECHA]);
    const [dia] = dias;
    expect(dia.horas.map((h) => h.hora)).toEqual(['06:00', '07:30', '09:00', '10:40', '12:10', '13:40', '15:10', '16:50', '18:20', '19:50']);
    const slot = dia.horas.find((h) => h.hora === HORA)!;
    expect(slot.clases).toEqual([expect.objectContaining({ id: claseId, salon: rooms[0].nombre, capacidad: rooms[0].capacidad, agendados: 2 })]);
    expect(slot.libres.map((r) => r.id)).toEqual(rooms.slice(1).map((r) => r.id));
    expect(dia.horas.find((h) => h.hora === '06:00')!.libres.map((r) => r.id)).toEqual(rooms.map((r) => r.id));
  });

  it('keeps to one hour when asked, and to the current sede', async () => {
    const { dias } = (await server.post('logistica/clases', { fechas: [FECHA, '2099-01-10'], hora: '09:00' }, token)).json() as LogisticaAnswer;
    // Saturday has no 09:00 slot in the school's template.
    expect(dias.map((d) => [d.fecha, d.horas.map((h) => h.hora)])).toEqual([[FECHA, ['09:00']], ['2099-01-10', []]]);
    expect(dias[0].horas[0].clases).toHaveLength(1);
    const far = (await server.post('logistica/clases', { fechas: [FECHA], hora: HORA }, sede2Token)).json() as LogisticaAnswer;
    expect(far.dias[0].horas[0].clases.map((c) => c.id)).not.toContain(claseId);
    expect(far.dias[0].horas[0].libres.map((r) => r.id)).not.toContain(rooms[1].id);
  });
});

describe('guards and bodies', () => {
  it('answers 401 without a token, 403 without the code, 400 to a bad body', async () => {
    expect((await server.post('pantalla/actual', {}, null)).statusCode).toBe(401);
    expect((await server.post('logistica/clases', { fechas: [FECHA] }, null)).statusCode).toBe(401);
    const stranger = await createStaffUser(server.db, [P.programador.tutorias]);
    const strangerToken = await server.login(stranger.email, stranger.password);
    expect((await server.post('pantalla/actual', {}, strangerToken)).statusCode).toBe(403);
    expect((await server.post('logistica/clases', { fechas: [FECHA] }, strangerToken)).json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para esta operación' });
    const bad = async (body: unknown) => {
      const response = await server.post('logistica/clases', body, token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json().errors as Record<string, string>;
    };
    expect(await bad({ fechas: [] })).toEqual({ fechas: 'Debe elegir al menos una fecha' });
    expect(await bad({ fechas: Array.from({ length: 8 }, (_, i) => `2099-01-0${i + 1}`) })).toEqual({ fechas: 'Puede consultar como máximo 7 fechas' });
    expect(await bad({ fechas: ['05/01/2099'] })).toEqual({ 'fechas.0': 'Fecha no válida (AAAA-MM-DD)' });
    expect(await bad({ fechas: [FECHA], hora: '7:30' })).toEqual({ hora: 'Hora no válida (HH:mm)' });
    expect((await server.post('pantalla/actual', { fecha: FECHA }, token)).statusCode).toBe(400);
  });
});
