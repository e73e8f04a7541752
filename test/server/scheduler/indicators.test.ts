// The home dashboard's indicators against a hand-built fixture (school clock on 2026-11-23): active
// students (activo and vigencia not past), bookings this month not cancelled, and those the students
// asked for themselves — per sede, within the caller's permitted sedes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../core/engine/clock';
import { P } from '../../../core/engine/permissions';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer({ clock: fixedClock('2026-11-23T15:00:00Z') });
  const user = await createStaffUser(server.db, [P.inicio.disponibilidad]); // permitted sedes 1 and 2
  token = await server.login(user.email, user.password);
  // Four students moved to sede 2 (the small test seed may have fewer there).
  const students = (await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 4')).map((s) => s.id);
  await server.db.query('UPDATE usuarios SET sede_id = 2 WHERE id = ANY($1::int[])', [students]);
  // Sede 2: three active students with a vigencia ahead (one ends today), one expired, the rest inactive.
  await server.db.query('UPDATE usuarios SET activo = false WHERE es AND sede_id = 2');
  await server.db.query(`UPDATE usuarios SET activo = true, vigencia = '2026-12-31' WHERE id = ANY($1::int[])`, [students.slice(0, 2)]);
  await server.db.query(`UPDATE usuarios SET activo = true, vigencia = '2026-11-23' WHERE id = $1`, [students[2]]);
  await server.db.query(`UPDATE usuarios SET activo = true, vigencia = '2026-11-22' WHERE id = $1`, [students[3]]);
  const book = (student: number, fecha: string, estado: string, origen: string) =>
    server.db.query(`INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, origen) VALUES ($1, $2, '07:30', 2, 'regular_1', $3, $4)`, [
      student, fecha, estado, origen,
    ]);
  await book(students[0], '2026-11-02', 'asistido', 'estudiante');
  await book(students[1], '2026-11-20', 'asignado', 'funcionario');
  await book(students[2], '2026-11-21', 'cancelado', 'estudiante');
  await book(students[0], '2026-10-30', 'asistido', 'estudiante'); // last month
  await book(students[1], '2026-11-30', 'solicitado', 'estudiante'); // after today
});
afterAll(async () => {
  await server.close();
});

const figure = async (path: string, sedeId: number) =>
  ((await server.post(path, {}, token)).json() as { sede_id: number; valor: number }[]).find((row) => row.sede_id === sedeId)?.valor;

describe('indicators', () => {
  it('count per sede as the README defines them', async () => {
    expect(await figure('indicadores/estudiantes_activos', 2)).toBe(3);
    expect(await figure('indicadores/agendamientos_acumulados', 2)).toBe(2);
    expect(await figure('indicadores/agendamientos_estudiantes', 2)).toBe(1);
  });

  it('show only the caller’s permitted sedes', async () => {
    const rows = (await server.post('indicadores/estudiantes_activos', {}, token)).json() as { sede_id: number }[];
    expect(rows.map((row) => row.sede_id).sort()).toEqual([1, 2]);
  });
});
