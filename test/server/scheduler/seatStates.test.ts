// Which booking states hold a seat is said once (core/school/scheduler/bookings.ts SEATLESS_STATES):
// the capacity trigger of migration 024 and the server's SQL (server/scheduler/seatSql.ts) must count
// the same, state by state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADOS_AGENDAMIENTO, type EstadoAgendamiento, holdsSeat, SEAT_HOLDING_STATES, SEATLESS_STATES } from '../../../core/school/scheduler/bookings';
import { holdsSeatSql } from '../../../server/scheduler/seatSql';
import { createTestServer, type TestServer } from '../helpers';
import { insertRoom, insertTeacher } from '../routes/preassignmentFixture';

const ESTADOS = Object.keys(ESTADOS_AGENDAMIENTO) as EstadoAgendamiento[];

let server: TestServer;
let sede: number;
let students: number[];

beforeAll(async () => {
  server = await createTestServer();
  [{ id: sede }] = await server.db.query<{ id: number }>(`INSERT INTO sedes (nombre) VALUES ('Sede de los cupos') RETURNING id`);
  students = (await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr ORDER BY id LIMIT 2')).map((s) => s.id);
});
afterAll(async () => {
  await server.close();
});

describe('the states that hold a seat', () => {
  it('are every state but the seatless ones', () => {
    expect([...SEAT_HOLDING_STATES, ...SEATLESS_STATES].sort()).toEqual([...ESTADOS].sort());
    expect(SEATLESS_STATES).toEqual(['cancelado', 'bloqueado']);
    for (const estado of ESTADOS) expect(holdsSeat(estado)).toBe(!SEATLESS_STATES.includes(estado));
  });

  it('are the ones the SQL condition counts', async () => {
    const rows = await server.db.query<{ estado: string; ocupa: boolean }>(`SELECT e AS estado, ${holdsSeatSql('e')} AS ocupa FROM unnest($1::text[]) AS e`, [ESTADOS]);
    expect(Object.fromEntries(rows.map((r) => [r.estado, r.ocupa]))).toEqual(Object.fromEntries(ESTADOS.map((e) => [e, holdsSeat(e)])));
  });

  it('are the ones the capacity trigger counts: a one-seat class with a booking in the state takes another only when the state gives its seat up', async () => {
    const db = server.db;
    const outcome: Record<string, boolean> = {};
    for (const [day, estado] of ESTADOS.entries()) {
      const fecha = `2027-03-${String(day + 1).padStart(2, '0')}`;
      const salon = await insertRoom(db, { sede, capacidad: 1, tipos: ['regular_1'] });
      const profesor = await insertTeacher(db, { tipos: ['regular_1'], disponibilidad: [] });
      const [clase] = await db.query<{ id: number }>(
        `INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ($1, '07:30', $2, $3, $4, ARRAY['regular_1'], 'regular') RETURNING id`,
        [fecha, sede, salon, profesor],
      );
      const book = (student: number, state: string) =>
        db.query(`INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, clase_id, tipo_clase, estado) VALUES ($1, $2, '07:30', $3, $4, 'regular_1', $5)`, [
          student, fecha, sede, clase.id, state,
        ]);
      await book(students[0], estado);
      outcome[estado] = await book(students[1], 'asignado').then(
        () => true,
        (error: unknown) => {
          expect(String(error)).toMatch(/no tiene cupo/);
          return false;
        },
      );
    }
    expect(outcome).toEqual(Object.fromEntries(ESTADOS.map((e) => [e, !holdsSeat(e)])));
  });
});
