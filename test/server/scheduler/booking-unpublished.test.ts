// A booking cannot take a student of an import still being written (docs/operations.md, 'Reliability'): the
// probe of issue 20 booked such a student, and the import's undo then failed on the booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualBookingExample } from '../../../server/scheduler/bookings.examples';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ demoWeek: true });
});
afterAll(async () => {
  await server.close();
});

const student = (i: number) => ({
  primer_nombre: 'Reserva', primer_apellido: 'Pendiente', tipo_documento: 'CC', numero_documento: `44${String(i).padStart(7, '0')}`,
  movil: '3105550000', email: `reserva.pendiente.${i}@correo.test`, sede_id: '1', curso_actual_id: '1',
});

describe('agendamiento/crear_manual during a student import', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('answers 404 for a student of the unfinished batch, 200 once it is published', async () => {
    const example = await manualBookingExample(server.db);
    expect(example).not.toBeNull();
    let done = false;
    const importing = server.post('estudiante/crear_masivo', Array.from({ length: 4000 }, (_, i) => student(i)), server.adminToken).then((r) => {
      done = true;
      return r;
    });
    let inFlight: number | null = null;
    while (!done && inFlight === null) {
      // The embedded database answers without a macrotask: give the import's own turns a chance.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const [row] = await server.db.query<{ id: number }>(
        `SELECT u.id FROM usuarios u JOIN cargas_masivas c ON u.id BETWEEN c.primer_id AND c.ultimo_id WHERE c.tabla = 'usuarios' ORDER BY u.id LIMIT 1`,
      );
      if (row) {
        const refused = await server.post('agendamiento/crear_manual', { ...example, id: row.id }, server.adminToken);
        // Unless the batch was published meanwhile (then it is a student like any other).
        if (refused.statusCode === 404) inFlight = row.id;
        else expect((await server.db.query('SELECT 1 FROM cargas_masivas')).length).toBe(0);
      }
    }
    expect((await importing).statusCode).toBe(200);
    expect(inFlight).not.toBeNull();
    const booked = await server.post('agendamiento/crear_manual', { ...example, id: inFlight }, server.adminToken);
    expect(booked.statusCode, booked.body).toBe(200);
  });
});
