// The home dashboard's availability figures against a hand-built sede (school clock on Monday
// 2026-11-23): each slot's Total (bookings over the occupied rooms' seats plus the seats the sede's
// free teachers could open in its largest free rooms) and, per sede, the day's seats still offered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../core/engine/clock';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';
import { insertRoom, insertTeacher } from '../routes/preassignmentFixture';

const FECHA = '2026-11-23'; // Monday: availability keys '1T<hora>'

let server: TestServer;
let token: string;
let sede: number;

beforeAll(async () => {
  server = await createTestServer({ clock: fixedClock('2026-11-23T15:00:00Z') });
  const db = server.db;
  [{ id: sede }] = await db.query<{ id: number }>(`INSERT INTO sedes (nombre) VALUES ('Sede del tablero') RETURNING id`);
  const room = (capacidad: number, extra: { activo?: boolean; tipos?: string[] } = {}) =>
    insertRoom(db, { sede, capacidad, tipos: extra.tipos ?? ['regular_1'], activo: extra.activo });
  const r1 = await room(20);
  await room(15);
  await room(10);
  await room(30, { activo: false }); // inactive: never offered
  await room(2, { tipos: ['tutoria'] }); // a tutoring cabin: not a class room
  const teacher = async (disponibilidad: string[], extra: { tutor?: boolean; activo?: boolean; sede?: number } = {}) => {
    const id = await insertTeacher(db, { tipos: extra.tutor ? ['tutoria'] : ['regular_1'], disponibilidad, tutor: extra.tutor, activo: extra.activo });
    await db.query('UPDATE usuarios SET sede_id = $1 WHERE id = $2', [extra.sede ?? sede, id]);
    return id;
  };
  const d1 = await teacher(['1T07:30']); // teaches the 07:30 class
  await teacher(['1T06:00', '1T07:30', '1T09:00', '1T10:40']);
  await teacher(['1T06:00', '1T07:30']);
  await teacher(['1T06:00']);
  await teacher(['1T06:00']); // 06:00: four free teachers, three free rooms
  const onLeave = await teacher(['1T07:30']); // a novedad at 07:30
  await teacher(['2T07:30']); // available on Tuesdays only
  await teacher(['1T07:30'], { tutor: true });
  await teacher(['1T07:30'], { activo: false });
  await teacher(['1T07:30'], { sede: 1 }); // another sede's teacher
  await db.query(`INSERT INTO novedades_docente (docente_id, fecha, hora, motivo_codigo, observaciones) VALUES ($1, $2, '07:30', 1, 'Licencia')`, [onLeave, FECHA]);
  await db.query(`INSERT INTO cierres (fecha, horas, sedes, mensaje) VALUES ($1, ARRAY['10:40'], ARRAY[$2::integer], 'Mantenimiento')`, [FECHA, sede]);
  const [clase] = await db.query<{ id: number }>(
    `INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ($1, '07:30', $2, $3, $4, ARRAY['regular_1'], 'regular') RETURNING id`,
    [FECHA, sede, r1, d1],
  );
  const students = (await db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 10')).map((s) => s.id);
  const book = (i: number, claseId: number | null, estado: string) =>
    db.query(`INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, clase_id, tipo_clase, estado) VALUES ($1, $2, '07:30', $3, $4, 'regular_1', $5)`, [
      students[i], FECHA, sede, claseId, estado,
    ]);
  for (let i = 0; i < 5; i++) await book(i, clase.id, 'asignado');
  await book(5, clase.id, 'asistido');
  await book(6, clase.id, 'cancelado');
  await book(7, null, 'solicitado');
  await book(8, null, 'solicitado');
  await book(9, null, 'cancelado');
  const user = await createStaffUser(db, [P.inicio.disponibilidad], { sede_id: sede });
  await db.query('INSERT INTO usuario_sedes (usuario_id, sede_id) VALUES ($1, $2)', [user.id, sede]);
  token = await server.login(user.email, user.password);
});
afterAll(async () => {
  await server.close();
});

interface Supply {
  hora: string;
  ocupacion: number;
  salones_ocupados: number;
  capacidad_salones_ocupados: number;
  docentes_disponibles: number;
  capacidad_docentes_disponibles: number;
}

const figures = (rows: Supply[], hora: string) => {
  const row = rows.find((r) => r.hora === hora)!;
  return [row.ocupacion, row.salones_ocupados, row.capacidad_salones_ocupados, row.docentes_disponibles, row.capacidad_docentes_disponibles];
};

describe('indicadores/disponibilidad_franjas', () => {
  it('gives each slot’s Total figures at the current sede', async () => {
    const response = await server.post('indicadores/disponibilidad_franjas', { fecha: FECHA }, token);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Supply[];
    expect(rows.map((r) => r.hora)).toEqual(['06:00', '07:30', '09:00', '10:40', '12:10', '13:40', '15:10', '16:50', '18:20', '19:50']);
    // [bookings, occupied rooms, their seats, free teachers, seats they could open]
    expect(figures(rows, '06:00')).toEqual([0, 0, 0, 4, 20 + 15 + 10]); // more teachers than rooms
    expect(figures(rows, '07:30')).toEqual([5 + 1 + 2, 1, 20, 2, 15 + 10]); // not the novedad, tutor, inactive, other sede
    expect(figures(rows, '09:00')).toEqual([0, 0, 0, 1, 20]); // the largest free room
    expect(figures(rows, '10:40')).toEqual([0, 0, 0, 0, 0]); // a closure
    expect(figures(rows, '12:10')).toEqual([0, 0, 0, 0, 0]);
  });

  it('answers nothing for a Sunday and refuses a malformed date', async () => {
    expect((await server.post('indicadores/disponibilidad_franjas', { fecha: '2026-11-29' }, token)).json()).toEqual([]);
    expect((await server.post('indicadores/disponibilidad_franjas', { fecha: '29/11/2026' }, token)).statusCode).toBe(400);
  });
});

describe('indicadores/disponibilidad', () => {
  it('gives per sede the seats still offered on the first agenda day', async () => {
    const response = await server.post('indicadores/disponibilidad', {}, token);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { sede_id: number; sede: string; valor: number }[];
    // 06:00 45 + 07:30 (20 + 25 − 8) + 09:00 20
    expect(rows.find((r) => r.sede_id === sede)).toEqual({ sede_id: sede, sede: 'Sede del tablero', valor: 45 + 37 + 20 });
  });

  it('shows only the caller’s permitted sedes', async () => {
    const rows = (await server.post('indicadores/disponibilidad', {}, token)).json() as { sede_id: number }[];
    expect(rows.map((r) => r.sede_id).sort((a, b) => a - b)).toEqual([1, 2, sede]);
  });
});
