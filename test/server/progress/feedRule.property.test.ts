// Each rule once (issue 41, point 4): the progress feed's SQL (server/progress/sync.ts) — one booking
// at a time as staff sign them, and the bulk path of the demo data and the bench — against the pure
// rule (core/school/students/progressRules.ts feedingBooking, fedRow) over random booking histories: the
// level's reset, 'an absence never overrides attended', the attended booking first, then the latest
// class, and a row signed off or blocked keeping its state. FEED_DEEP_RUNS for `npm run test:deep`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADOS_PROGRESO, type EstadoProgreso, fedRow, type FedRowFacts, feedingBooking, type SignedBooking } from '../../../core/school/students/progressRules';
import { feedRowFromBooking, feedRowsOfStudents } from '../../../server/progress/sync';
import { createRandom, type Random } from '../../../server/seed/prng';
import { createTestServer, type TestServer } from '../helpers';
import { freshStudent, type Student, takeStudent } from './fixture';

const RUNS = Number(process.env.FEED_DEEP_RUNS ?? 40);
const HOURS = ['06:00', '07:30', '09:00', '10:40', '12:10'];
/** Booking states besides the signed ones: they never feed. */
const UNSIGNED = ['solicitado', 'cancelado', 'asignado'];

let server: TestServer;
let student: Student;
let row: { id: number; tema_id: number };
let adminId: number;

beforeAll(async () => {
  server = await createTestServer();
  student = await takeStudent(server.db, 6, 1);
  await freshStudent(server.db, student);
  [row] = await server.db.query<{ id: number; tema_id: number }>(
    "SELECT id, tema_id FROM progreso WHERE estudiante_id = $1 AND curso_id = $2 AND tipo = 'clase' ORDER BY id LIMIT 1",
    [student.id, student.curso_id],
  );
  [{ id: adminId }] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE ad ORDER BY id LIMIT 1');
});
afterAll(async () => {
  await server.close();
});

interface History {
  start: FedRowFacts;
  resetAt: string | null;
  bookings: { estado: string; fecha: string; hora: string; firmado: string }[];
}

const day = (offset: number) => new Date(Date.UTC(2026, 4, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** An instant within 30 hours of `instant`, on the hour; sometimes the instant itself. */
function resetNear(random: Random, instant: string): string {
  const shift = random.chance(0.35) ? 0 : random.int(-30, 30) * 3_600_000;
  return new Date(Date.parse(instant) + shift).toISOString();
}

function randomHistory(random: Random): History {
  const pick = <T,>(items: readonly T[]): T => random.pick(items);
  // Distinct days: a student holds one open booking per slot.
  const days = new Set<number>();
  const count = random.int(0, 5);
  while (days.size < count) days.add(random.int(0, 60));
  const bookings = [...days].map((offset) => {
    const fecha = day(offset);
    // Signed on the class's day or a few days later (a late signature).
    return { estado: pick(['asistido', 'ausencia', 'asistido', 'ausencia', ...UNSIGNED]), fecha, hora: pick(HOURS), firmado: `${day(offset + random.int(0, 3))}T${String(random.int(8, 20)).padStart(2, '0')}:00:00.000Z` };
  });
  const signed = bookings.filter((b) => b.estado === 'asistido' || b.estado === 'ausencia');
  const asistencia = pick([null, true, false]);
  return {
    start: { estado: pick(ESTADOS_PROGRESO), asistencia, agendamiento_id: null },
    // Near a signature when there is one (a reset just before or after it is where a rule slips).
    resetAt: random.int(0, 2) === 0 ? null : resetNear(random, signed.length > 0 ? random.pick(signed).firmado : `${day(random.int(0, 60))}T12:00:00.000Z`),
    bookings,
  };
}

/** The history written: the row as it starts, the reset, the bookings; answers the bookings with their ids. */
async function write(history: History): Promise<(History['bookings'][number] & { id: number })[]> {
  const db = server.db;
  await db.query('UPDATE progreso SET agendamiento_id = NULL WHERE estudiante_id = $1', [student.id]);
  await db.query('DELETE FROM agendamientos WHERE estudiante_id = $1', [student.id]);
  await db.query('UPDATE inscripciones SET reiniciado_at = $2 WHERE id = $1', [student.registro_id, history.resetAt]);
  await db.query('UPDATE progreso SET estado = $2, asistencia = $3, agendamiento_id = NULL, asistencia_fecha = NULL, asistencia_usuario_id = NULL WHERE id = $1', [
    row.id, history.start.estado, history.start.asistencia,
  ]);
  const written = [];
  for (const booking of history.bookings) {
    const signed = booking.estado === 'asistido' || booking.estado === 'ausencia';
    const [{ id }] = await db.query<{ id: number }>(
      `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, tema_id, asistencia, asistencia_fecha, asistencia_usuario_id)
       VALUES ($1, $2, $3, 1, 'regular_1', $4, $5, $6, $7, $8) RETURNING id`,
      [student.id, booking.fecha, booking.hora, booking.estado, row.tema_id, signed ? booking.estado === 'asistido' : null, signed ? booking.firmado : null, signed ? adminId : null],
    );
    written.push({ ...booking, id });
  }
  return written;
}

async function readRow(): Promise<FedRowFacts> {
  const [stored] = await server.db.query<FedRowFacts>('SELECT estado, asistencia, agendamiento_id FROM progreso WHERE id = $1', [row.id]);
  return stored;
}

const resetRow = (start: FedRowFacts) =>
  server.db.query('UPDATE progreso SET estado = $2, asistencia = $3, agendamiento_id = NULL WHERE id = $1', [row.id, start.estado, start.asistencia]);

describe('the progress feed against its pure rule', () => {
  it(`over ${RUNS} random booking histories: one booking at a time and the bulk path both leave the row the rule says`, async () => {
    const random = createRandom(4107);
    for (let run = 0; run < RUNS; run++) {
      const history = randomHistory(random);
      const bookings = await write(history);
      const signed: SignedBooking[] = bookings.flatMap((b) =>
        b.estado === 'asistido' || b.estado === 'ausencia' ? [{ id: b.id, estado: b.estado, fecha: b.fecha, hora: b.hora, firmado: b.firmado }] : [],
      );
      const expected = fedRow(history.start, feedingBooking(signed, history.resetAt));
      const label = JSON.stringify({ run, history, expected });

      // As staff sign them: in the order of the classes.
      const inOrder = [...bookings].sort((a, b) => (a.fecha !== b.fecha ? a.fecha.localeCompare(b.fecha) : a.hora !== b.hora ? a.hora.localeCompare(b.hora) : a.id - b.id));
      for (const booking of inOrder) await feedRowFromBooking(server.db, booking.id);
      expect(await readRow(), `uno a uno ${label}`).toEqual(expected);

      await resetRow(history.start);
      await feedRowsOfStudents(server.db, [student.id]);
      expect(await readRow(), `en bloque ${label}`).toEqual(expected);
    }
  }, 600_000);

  it('the rule itself: attended first, then the latest class; nothing signed at or before the reset', () => {
    const b = (id: number, estado: 'asistido' | 'ausencia', fecha: string, hora = '07:30'): SignedBooking => ({ id, estado, fecha, hora, firmado: `${fecha}T12:00:00.000Z` });
    expect(feedingBooking([b(1, 'ausencia', '2026-05-03'), b(2, 'asistido', '2026-05-01'), b(3, 'asistido', '2026-05-02')], null)?.id).toBe(3);
    expect(feedingBooking([b(1, 'ausencia', '2026-05-03'), b(2, 'ausencia', '2026-05-03', '09:00')], null)?.id).toBe(2);
    expect(feedingBooking([b(1, 'asistido', '2026-05-01')], '2026-05-01T12:00:00.000Z')).toBeNull();
    const start = (estado: EstadoProgreso, asistencia: boolean | null): FedRowFacts => ({ estado, asistencia, agendamiento_id: null });
    expect(fedRow(start('pendiente', true), b(4, 'ausencia', '2026-05-01'))).toEqual(start('pendiente', true));
    expect(fedRow(start('superado', null), b(4, 'asistido', '2026-05-01'))).toEqual({ estado: 'superado', asistencia: true, agendamiento_id: 4 });
    expect(fedRow(start('en_espera', false), b(4, 'asistido', '2026-05-01'))).toEqual({ estado: 'asistido', asistencia: true, agendamiento_id: 4 });
  });
});
