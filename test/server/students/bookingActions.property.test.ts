// The student detail's booking actions under random sequences through the real API and database
// (fast-check, a fixed seed, few runs: each step is a request): a booking starts in any state, with
// or without a topic and a class, and takes cancel, set/remove/auto-assign topic and undo-signature
// calls in any order. Every answer is the pure rule's (core/school/scheduler/bookings.ts): 200 where the
// booking's state allows the action and the row becomes what the rule says, else 409 and nothing
// written — so a booking never leaves cancelado, a topic is removed or auto-assigned only from
// solicitado/asignado, and an undone signature has no attendance left.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_ACTIONS } from '../../../core/school/scheduler/bookingActionRules';
import {
  ACCIONES_ESTUDIANTE, type AccionEstudiante, applyBookingAction, type BookingFacts, ESTADOS_AGENDAMIENTO, type EstadoAgendamiento,
} from '../../../core/school/scheduler/bookings';
import { createTestServer, databaseFingerprint, type TestServer } from '../helpers';

const RUNS = 25;
const SEED = 20261127;
const FECHA = '2099-04-06';
const REASON = 'El estudiante pidió cancelar la clase por una cita médica ese día';
const ESTADOS = Object.keys(ESTADOS_AGENDAMIENTO) as EstadoAgendamiento[];

let server: TestServer;
let student: number;
let topics: number[];
let clase: number;

beforeAll(async () => {
  server = await createTestServer();
  const [row] = await server.db.query<{ id: number; curso_actual_id: number }>(
    'SELECT id, curso_actual_id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND curso_actual_id IS NOT NULL AND deleted_at IS NULL ORDER BY id LIMIT 1',
  );
  student = row.id;
  topics = (await server.db.query<{ id: number }>('SELECT id FROM temas WHERE curso_id = $1 AND activo AND programable ORDER BY orden, id LIMIT 4', [row.curso_actual_id])).map((t) => t.id);
  const [room] = await server.db.query<{ id: number }>('SELECT id FROM salones WHERE sede_id = 1 ORDER BY id LIMIT 1');
  const [teacher] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE pr ORDER BY id LIMIT 1');
  [{ id: clase }] = await server.db.query<{ id: number }>(
    `INSERT INTO clases (fecha, hora, sede_id, salon_id, profesor_id, tipos, tipo_clase) VALUES ($1, '07:30', 1, $2, $3, '{regular_1}', 'regular') RETURNING id`,
    [FECHA, room.id, teacher.id],
  );
});
afterAll(async () => {
  await server.close();
});

interface Stored extends BookingFacts {
  asistencia: boolean | null;
  asistencia_usuario_id: number | null;
}

const read = async (id: number): Promise<Stored> =>
  (await server.db.query<Stored>('SELECT estado, tema_id, clase_id, asistencia, asistencia_usuario_id FROM agendamientos WHERE id = $1', [id]))[0];

const start = fc.record({
  estado: fc.constantFrom(...ESTADOS),
  tema: fc.option(fc.nat(3), { nil: null }),
  enClase: fc.boolean(),
});
const step = fc.record({ action: fc.constantFrom(...ACCIONES_ESTUDIANTE), tema: fc.nat(3) });

function bodyOf(action: AccionEstudiante, id: number, tema: number): Record<string, unknown> {
  if (action === 'cancelar') return { agendamiento_id: id, motivo: REASON };
  if (action === 'set_tema') return { agendamiento_id: id, tema_id: topics[tema] };
  return { agendamiento_id: id };
}

describe('the booking actions through the database under random sequences', () => {
  it(`answer as the booking states allow over ${RUNS} sequences, never writing on a refusal`, async () => {
    const accepted = new Set<AccionEstudiante>();
    await fc.assert(
      fc.asyncProperty(start, fc.array(step, { minLength: 1, maxLength: 6 }), async (first, steps) => {
        // Only this booking of the student, so the next topic is always there to take.
        await server.db.query('DELETE FROM agendamientos WHERE estudiante_id = $1', [student]);
        const signed = first.estado === 'asistido' || first.estado === 'ausencia';
        const [{ id }] = await server.db.query<{ id: number }>(
          `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, clase_id, tema_id, asistencia, asistencia_usuario_id)
           VALUES ($1, $2, '07:30', 1, 'regular_1', $3, $4, $5, $6, $7) RETURNING id`,
          [student, FECHA, first.estado, first.enClase ? clase : null, first.tema === null ? null : topics[first.tema], signed || null, signed ? student : null],
        );
        for (const { action, tema } of steps) {
          const before = await read(id);
          const fingerprint = await databaseFingerprint(server.db);
          const response = await server.post(BOOKING_ACTIONS[action].path, bodyOf(action, id, tema), server.adminToken);
          const after = await read(id);
          // The rule's answer; the auto-assigned topic is the server's choice.
          const facts: BookingFacts = { estado: before.estado, tema_id: before.tema_id, clase_id: before.clase_id };
          const predicted = applyBookingAction(action, facts, action === 'asignar_tema_auto' ? after.tema_id : topics[tema]);
          if ('error' in predicted) {
            expect([response.statusCode, response.json().message], `${action} on ${JSON.stringify(before)}`).toEqual([409, predicted.error]);
            expect(await databaseFingerprint(server.db)).toEqual(fingerprint);
            continue;
          }
          expect(response.statusCode, `${action} on ${JSON.stringify(before)}: ${response.body}`).toBe(200);
          accepted.add(action);
          expect({ estado: after.estado, tema_id: after.tema_id, clase_id: after.clase_id }, action).toEqual(predicted.booking);
          expect(before.estado).not.toBe('cancelado');
          if (action === 'asignar_tema_auto') expect(after.tema_id).not.toBeNull();
          if (action === 'anular_firma') expect([after.asistencia, after.asistencia_usuario_id]).toEqual([null, null]);
        }
        const last = await read(id);
        if (first.estado === 'cancelado') expect(last.estado).toBe('cancelado');
        expect(ESTADOS).toContain(last.estado);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The sequences really moved bookings, not only got refused.
    expect([...accepted].sort()).toEqual([...ACCIONES_ESTUDIANTE].sort());
  }, 300_000);
});
