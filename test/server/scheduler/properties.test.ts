// The scheduler's hard rules through the real API and database (fast-check): random sequences of
// class creations, bookings, moves, unassigns, cancellations, class deletions, Reorganizar, novedades
// and closures on a far-future Monday of sede 1. Every answer is 200, 400, 404 or 409 — never a 500
// — a refused write changes nothing, and after each step no room or teacher holds two classes of a
// slot, no class is over capacity, of a forbidden combination, under a closure or over its teacher's
// novedad, every booking in a class fits it and a student has one open booking per slot.
// 100 sequences in the normal run, always the same ones (a fixed seed: a failure reproduces as is);
// `npm run test:deep` runs SCHEDULER_DEEP_DB_RUNS of them from a new seed each time (fast-check prints
// it on a failure; SCHEDULER_SEED replays one).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinationProblem } from '../../../core/school/classTypeCombinations';
import { createTestServer, type TestServer } from '../helpers';

const RUNS = Number(process.env.SCHEDULER_DEEP_DB_RUNS ?? 100);
const SEED = process.env.SCHEDULER_SEED ?? (process.env.SCHEDULER_DEEP_DB_RUNS === undefined ? '20990105' : undefined);
const FECHA = '2099-01-05';
const SLOTS = ['07:30', '09:00'];
const TYPES = ['regular_7', 'regular_8', 'lab'];
const CLASS_TYPES = [['regular_7'], ['regular_8'], ['lab'], ['regular_7', 'regular_8'], ['regular_7', 'lab']];
const REASON = 'Ajuste de la programación solicitado por la coordinación académica de la sede';

let server: TestServer;
let rooms: number[];
let teachers: number[];
let students: number[];

beforeAll(async () => {
  server = await createTestServer({ students: 40 });
  await server.db.query('UPDATE usuarios SET sede_id = 1 WHERE ad AND grupo_id IS NOT NULL');
  rooms = (
    await server.db.query<{ id: number }>(
      `INSERT INTO salones (nombre, numero, capacidad, tipo_salon, sede_id, activo, tipos_permitidos)
       SELECT 'Salón de prueba ' || n, '9' || n, n, 'regular', 1, true, $1::text[] FROM generate_series(1, 3) n RETURNING id`,
      [TYPES],
    )
  ).map((r) => r.id);
  teachers = (
    await server.db.query<{ id: number }>(
      `UPDATE usuarios SET tipos_permitidos = $1::text[], disponibilidad = ARRAY['1T07:30', '1T09:00']
       WHERE id IN (SELECT id FROM usuarios WHERE pr AND NOT tutor AND activo AND deleted_at IS NULL ORDER BY id LIMIT 3) RETURNING id`,
      [TYPES],
    )
  ).map((r) => r.id);
  students = (await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE es AND NOT pr AND grupo_id IS NULL AND deleted_at IS NULL ORDER BY id LIMIT 4')).map((r) => r.id);
  // The slot's pre-assignments Reorganizar may open: one per room, with its teacher (theirs only).
  await server.db.query('DELETE FROM preasignaciones WHERE dia = 1 AND (docente_id = ANY($1::int[]) OR salon_id = ANY($2::int[]))', [teachers, rooms]);
  await server.db.query(
    `INSERT INTO preasignaciones (dia, hora, salon_id, docente_id, tipos, modo)
     SELECT 1, h, r.id, t.id, $3::text[], 'or' FROM unnest($1::int[], $2::int[]) AS p(sid, tid) JOIN salones r ON r.id = p.sid JOIN usuarios t ON t.id = p.tid, unnest($4::text[]) h`,
    [rooms, teachers, TYPES, SLOTS],
  );
}, 120_000);
afterAll(async () => {
  await server.close();
});

type Op =
  | { op: 'crear'; salon: number; docente: number; tipos: string[]; slot: number }
  | { op: 'agendar'; estudiante: number; slot: number; tipo: string }
  | { op: 'mover'; booking: number; clase: number; pendiente: boolean }
  | { op: 'cancelar'; booking: number }
  | { op: 'eliminar'; clase: number }
  | { op: 'reorganizar'; slot: number }
  | { op: 'novedad'; docente: number; slot: number }
  | { op: 'cierre'; slot: number };

const crear = fc.record({ op: fc.constant('crear' as const), salon: fc.nat(2), docente: fc.nat(2), tipos: fc.constantFrom(...CLASS_TYPES), slot: fc.nat(1) });
const agendar = fc.record({ op: fc.constant('agendar' as const), estudiante: fc.nat(3), slot: fc.nat(1), tipo: fc.constantFrom(...TYPES) });
const mover = fc.record({ op: fc.constant('mover' as const), booking: fc.nat(7), clase: fc.nat(3), pendiente: fc.nat(3).map((n) => n === 0) });
const op: fc.Arbitrary<Op> = fc.oneof(
  crear,
  agendar,
  agendar,
  // Moves twice as often and mostly into a class: a move needs a booking and a class of its slot first.
  mover,
  mover,
  fc.record({ op: fc.constant('cancelar' as const), booking: fc.nat(7) }),
  fc.record({ op: fc.constant('eliminar' as const), clase: fc.nat(3) }),
  fc.record({ op: fc.constant('reorganizar' as const), slot: fc.nat(1) }),
  fc.record({ op: fc.constant('novedad' as const), docente: fc.nat(2), slot: fc.nat(1) }),
  fc.record({ op: fc.constant('cierre' as const), slot: fc.nat(1) }),
);

const rowsOf = async <T,>(sql: string) => server.db.query<T>(sql, [FECHA]);
const fingerprint = async () =>
  JSON.stringify([
    await rowsOf('SELECT id, version, salon_id, profesor_id, tipos FROM clases WHERE fecha = $1::date ORDER BY id'),
    await rowsOf('SELECT id, version, estado, clase_id FROM agendamientos WHERE fecha = $1::date ORDER BY id'),
  ]);

/** Writes that succeeded, per path: the sequences must really move things, not only be refused. */
const accepted = new Map<string, number>();

async function send(path: string, body: unknown): Promise<void> {
  const before = await fingerprint();
  const response = await server.post(path, body, server.adminToken);
  if (response.statusCode === 200) accepted.set(path, (accepted.get(path) ?? 0) + 1);
  expect([200, 400, 404, 409], `${path} ${JSON.stringify(body)}: ${response.body}`).toContain(response.statusCode);
  if (response.statusCode !== 200) expect(await fingerprint(), `${path} refused but wrote`).toBe(before);
}

async function apply(o: Op): Promise<void> {
  const clases = await rowsOf<{ id: number; hora: string; profesor_id: number }>('SELECT id, hora, profesor_id FROM clases WHERE fecha = $1::date ORDER BY id');
  const bookings = await rowsOf<{ id: number; version: number; hora: string }>('SELECT id, version, hora FROM agendamientos WHERE fecha = $1::date ORDER BY id');
  const booking = 'booking' in o ? bookings[o.booking % Math.max(1, bookings.length)] : undefined;
  switch (o.op) {
    case 'crear':
      return send('clase/crear', { fecha: FECHA, hora: SLOTS[o.slot], salon_id: rooms[o.salon], profesor_id: teachers[o.docente], tipos: o.tipos, motivo: REASON });
    case 'agendar':
      return send('agendamiento/crear_manual', { id: students[o.estudiante], dia: FECHA, hora: SLOTS[o.slot], tipo_clase: o.tipo, tipo_solicitud: 'normal', motivo: REASON });
    case 'mover': {
      if (o.pendiente) return booking ? send('agendamiento/set_clase', { agendamiento_id: booking.id, clase_id: null, version: booking.version, motivo: REASON }) : undefined;
      // Into a class of the booking's own slot (any other is refused, and the path would go untested).
      const movable = bookings.filter((b) => clases.some((c) => c.hora === b.hora));
      const chosen = movable[o.booking % Math.max(1, movable.length)];
      const pool = clases.filter((c) => c.hora === chosen?.hora);
      const clase = pool[o.clase % Math.max(1, pool.length)];
      if (!chosen || !clase) return;
      return send('agendamiento/set_clase', { agendamiento_id: chosen.id, clase_id: clase.id, version: chosen.version, motivo: REASON });
    }
    case 'cancelar':
      return booking ? send('agendamiento/cancelar', { agendamiento_id: booking.id, motivo: REASON }) : undefined;
    case 'eliminar': {
      const clase = clases[o.clase % Math.max(1, clases.length)];
      return clase ? send('clase/eliminar', { id: clase.id, motivo: REASON }) : undefined;
    }
    case 'reorganizar':
      return send('agendamientos/reorganizar', { fecha: FECHA, hora: SLOTS[o.slot] });
    case 'novedad': {
      // Another area's write (the teacher's absences): straight into its table, over a teacher free then.
      const [docente, hora] = [teachers[o.docente], SLOTS[o.slot]];
      if (clases.some((c) => c.hora === hora && c.profesor_id === docente)) return;
      await server.db.query(`INSERT INTO novedades_docente (docente_id, fecha, hora, motivo_codigo, observaciones) VALUES ($1, $2, $3, 1, 'Cita médica') ON CONFLICT DO NOTHING`, [docente, FECHA, hora]);
      return;
    }
    case 'cierre': {
      // Closures (another area's) are created over slots without classes.
      if (clases.some((c) => c.hora === SLOTS[o.slot])) return;
      await server.db.query(`INSERT INTO cierres (fecha, horas, sedes, mensaje) VALUES ($1, ARRAY[$2], ARRAY[1], 'Jornada institucional')`, [FECHA, SLOTS[o.slot]]);
    }
  }
}

async function assertInvariants(): Promise<void> {
  const [broken] = await server.db.query<Record<string, number>>(
    `SELECT
      (SELECT count(*) FROM (SELECT salon_id, hora FROM clases WHERE fecha = $1::date GROUP BY 1, 2 HAVING count(*) > 1) x)::int AS salon_doble,
      (SELECT count(*) FROM (SELECT profesor_id, hora FROM clases WHERE fecha = $1::date GROUP BY 1, 2 HAVING count(*) > 1) x)::int AS docente_doble,
      (SELECT count(*) FROM clases c JOIN salones s ON s.id = c.salon_id WHERE c.fecha = $1::date
         AND (SELECT count(*) FROM agendamientos a WHERE a.clase_id = c.id AND a.estado NOT IN ('cancelado', 'bloqueado')) > s.capacidad)::int AS sobrecupo,
      (SELECT count(*) FROM clases c JOIN cierres x ON x.fecha = c.fecha AND c.hora = ANY(x.horas) AND c.sede_id = ANY(x.sedes) WHERE c.fecha = $1::date)::int AS bajo_cierre,
      (SELECT count(*) FROM clases c JOIN novedades_docente n ON n.docente_id = c.profesor_id AND n.fecha = c.fecha AND n.hora = c.hora WHERE c.fecha = $1::date)::int AS sobre_novedad,
      (SELECT count(*) FROM agendamientos a JOIN clases c ON c.id = a.clase_id WHERE a.fecha = $1::date AND a.estado IN ('solicitado', 'notificado', 'asignado')
         AND NOT (a.tipo_clase = ANY(c.tipos) AND a.hora = c.hora AND a.fecha = c.fecha))::int AS no_corresponde,
      (SELECT count(*) FROM (SELECT estudiante_id, hora FROM agendamientos WHERE fecha = $1::date AND estado IN ('solicitado', 'notificado', 'asignado') GROUP BY 1, 2 HAVING count(*) > 1) x)::int AS doble_abierto`,
    [FECHA],
  );
  expect(broken).toEqual({ salon_doble: 0, docente_doble: 0, sobrecupo: 0, bajo_cierre: 0, sobre_novedad: 0, no_corresponde: 0, doble_abierto: 0 });
  const clases = await rowsOf<{ tipos: string[] }>('SELECT tipos FROM clases WHERE fecha = $1::date');
  expect(clases.filter((c) => combinationProblem(c.tipos) !== null)).toEqual([]);
}

async function reset(): Promise<void> {
  for (const table of ['agendamientos', 'clases', 'novedades_docente', 'cierres']) await server.db.query(`DELETE FROM ${table} WHERE fecha = $1::date`, [FECHA]);
}

describe('the scheduler through the database under random sequences', () => {
  it(`keeps every hard rule over ${RUNS} sequences, never answering 500 nor writing on a refusal`, async () => {
    let sequences = 0;
    await fc.assert(
      // Each sequence opens with a class and a request (else most moves find nothing to move).
      fc.asyncProperty(fc.tuple(crear, agendar, fc.array(op, { minLength: 0, maxLength: 5 })).map(([c, a, rest]): Op[] => [c, a, ...rest]), async (ops) => {
        await reset();
        for (const o of ops) {
          await apply(o);
          await assertInvariants();
        }
        sequences++;
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: Number(SEED) }) },
    );
    expect(sequences).toBe(RUNS);
    for (const path of ['clase/crear', 'agendamiento/crear_manual', 'agendamiento/set_clase', 'agendamiento/cancelar', 'clase/eliminar']) {
      expect(accepted.get(path) ?? 0, path).toBeGreaterThan(0);
    }
    expect(accepted.get('agendamientos/reorganizar') ?? 0).toBeGreaterThan(0);
  }, 600_000);
});
