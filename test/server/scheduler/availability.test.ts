// estado/disponibilidad_full against a hand-built slot: one class of type T with three bookings,
// two pending bookings of T, the sede's other rooms free — each figure as the README defines it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../../core/engine/permissions';
import { createExample } from '../../../server/scheduler/classes.examples';
import { createStaffUser, createTestServer, type TestServer } from '../helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  const user = await createStaffUser(server.db, [P.programador.clases, P.programador.createClase]);
  token = await server.login(user.email, user.password);
  await server.db.query('UPDATE usuarios SET sede_id = 1 WHERE ad AND grupo_id IS NOT NULL');
});
afterAll(async () => {
  await server.close();
});

describe('estado/disponibilidad_full', () => {
  it('counts rooms, seats and bookings per class type of the slot', async () => {
    const body = (await createExample(server.db))!;
    const tipo = body.tipos[0];
    const { clase } = (await server.post('clase/crear', body, token)).json() as { clase: { id: number; capacidad: number } };
    const students = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL ORDER BY id LIMIT 5');
    for (const [i, student] of students.entries()) {
      await server.db.query(
        `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, clase_id, tipo_clase, estado) VALUES ($1, $2, $3, 1, $4, $5, $6)`,
        [student.id, body.fecha, body.hora, i < 3 ? clase.id : null, tipo, i < 3 ? 'asignado' : 'solicitado'],
      );
    }
    const free = await server.db.query<{ capacidad: number }>(
      'SELECT capacidad FROM salones WHERE sede_id = 1 AND activo AND $1 = ANY(tipos_permitidos) AND id <> $2', [tipo, body.salon_id],
    );
    const seats = free.reduce((total, room) => total + room.capacidad, 0);
    const rows = (await server.post('estado/disponibilidad_full', { dia: body.fecha, hora: body.hora }, token)).json() as Record<string, unknown>[];
    expect(rows.find((row) => row.tipo === tipo)).toMatchObject({
      salones_ocupados: 1,
      capacidad_salones_ocupados: clase.capacidad,
      ocupacion_salones_ocupados: 3,
      ocupacion_sin_asignar: 2,
      salones_disponibles: free.length,
      capacidad_salones_disponibles: seats,
      disponibles: seats + clase.capacidad - 5,
      insignia: seats + clase.capacidad > 5 ? 'info' : seats + clase.capacidad === 5 ? 'success' : 'warning',
    });
    // A type no room of the sede allows is not listed.
    expect(rows.map((row) => row.tipo)).not.toContain('tutoria_inexistente');
  });
});
