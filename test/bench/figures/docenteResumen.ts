// docente/resumen (the teachers' summary under #/docentes) at 120 and at 2,000 teachers: the
// endpoint (guard, one SQL statement, template filtering, index, JSON) through app.inject, one
// request at a time, beside one plain SELECT of the same rows and columns on the same database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { availabilityKeys } from '../../../core/school/availability';
import { roomSlotKeys } from '../../../core/school/preassignments';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { seed } from '../../../server/seed';
import { STAFF } from '../../../server/seed/catalog';
import { createRandom, type Random } from '../../../server/seed/prng';
import { ms, times } from '../format';
import { boundedLoop } from '../stats';
import type { BenchEnv, BenchFigure, BenchRow } from '../types';
import { servedResources } from '../../../resources/served';

const FIGURE = 'docente/resumen: API vs un SELECT de las mismas filas';
const SIZES = [120, 2000];
const GOAL_RATIO = 3;
const PLAIN_SELECT = `SELECT id, primer_nombre, primer_apellido, tutor, tipos_permitidos, disponibilidad
  FROM usuarios WHERE pr AND activo AND deleted_at IS NULL ORDER BY primer_apellido, primer_nombre, id`;

/** Teachers up to `total` active ones: regular or tutor, a realistic availability, a few pre-assignments each. */
async function growTeachers(db: Database, total: number, random: Random): Promise<void> {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM usuarios WHERE pr AND activo AND deleted_at IS NULL');
  const rows = Array.from({ length: Math.max(0, total - n) }, (_, i) => {
    const tutor = random.chance(0.15);
    const keys = availabilityKeys(tutor).filter(() => random.chance(0.6));
    const tag = `${total}-${i}`;
    return {
      primer_nombre: `Docente${i}`, primer_apellido: `Bench${String(random.int(0, 9999)).padStart(4, '0')}`, numero_documento: `9${tag}`,
      email: `docente.bench.${tag}@escuela.test`, tutor, tipos_permitidos: tutor ? ['tutoria'] : ['regular_1', 'regular_2', 'regular_16'], disponibilidad: keys,
    };
  });
  const added = await db.query<{ id: number; tutor: boolean; disponibilidad: string[] }>(
    `INSERT INTO usuarios (primer_nombre, primer_apellido, numero_documento, email, pr, tutor, tipos_permitidos, disponibilidad)
     SELECT x.primer_nombre, x.primer_apellido, x.numero_documento, x.email, true, x.tutor, x.tipos_permitidos, x.disponibilidad
     FROM jsonb_to_recordset($1::jsonb) AS x(primer_nombre text, primer_apellido text, numero_documento text, email text, tutor boolean, tipos_permitidos text[], disponibilidad text[])
     RETURNING id, tutor, disponibilidad`,
    [JSON.stringify(rows)],
  );
  // Up to 3 pre-assignments per new teacher, in rooms of its kind still free at that slot.
  const rooms = await db.query<{ id: number; tipos_permitidos: string[] }>('SELECT id, tipos_permitidos FROM salones WHERE activo');
  const taken = new Set((await db.query<{ k: string }>(`SELECT salon_id || ':' || dia || 'T' || hora AS k FROM preasignaciones`)).map((r) => r.k));
  const slots: { dia: number; hora: string; salon_id: number; docente_id: number; tipos: string[] }[] = [];
  for (const teacher of added) {
    const mine = rooms.filter((room) => room.tipos_permitidos.includes(teacher.tutor ? 'tutoria' : 'regular_1'));
    for (const key of teacher.disponibilidad.filter(() => random.chance(0.1)).slice(0, 3)) {
      const room = mine.find((r) => !taken.has(`${r.id}:${key}`) && roomSlotKeys(r.tipos_permitidos).includes(key));
      if (!room) continue;
      taken.add(`${room.id}:${key}`);
      const [dia, hora] = key.split('T');
      slots.push({ dia: Number(dia), hora, salon_id: room.id, docente_id: teacher.id, tipos: teacher.tutor ? ['tutoria'] : ['regular_1'] });
    }
  }
  await db.query(
    `INSERT INTO preasignaciones (dia, hora, salon_id, docente_id, tipos)
     SELECT x.dia, x.hora, x.salon_id, x.docente_id, x.tipos FROM jsonb_to_recordset($1::jsonb) AS x(dia smallint, hora text, salon_id integer, docente_id integer, tipos text[])`,
    [JSON.stringify(slots)],
  );
  await db.exec('ANALYZE usuarios; ANALYZE preasignaciones;');
}

/** p50 (ms) of `op`, one call at a time, within `seconds`. */
async function p50(op: () => Promise<boolean>, seconds: number): Promise<{ p50: number; errors: number; firstError?: string }> {
  const summary = await boundedLoop(
    async () => ((await op()) ? { ok: true, bytes: 0 } : { ok: false, error: 'respuesta inesperada' }),
    { concurrency: 1, maxOps: 400, maxSeconds: seconds, warmupOps: 10 },
  );
  return { p50: summary.p50, errors: summary.errors, firstError: summary.firstError };
}

async function run(env: BenchEnv): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'aula-bench-resumen-'));
  const db = await openPglite(join(dir, 'pgdata'));
  try {
    await migrate(db);
    await seed(db, { students: 100, served: await servedResources() });
    const app = await buildApp({ ...(await servedResources()), db, jwtSecret: 'bench-resumen-docentes-secreto-de-32-bytes' });
    const rows: BenchRow[] = [];
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: STAFF.admin.email, password: STAFF.admin.password } });
      const token = (login.json() as { token: string }).token;
      const random = createRandom(2000);
      for (const size of SIZES) {
        await growTeachers(db, size, random);
        const budget = env.maxSeconds / (2 * SIZES.length);
        const api = await p50(async () => {
          const response = await app.inject({ method: 'POST', url: '/api/docente/resumen', headers: { authorization: `Bearer ${token}` }, payload: {} });
          return response.statusCode === 200 && (response.json() as { total: number }).total === size;
        }, budget);
        const raw = await p50(async () => (await db.query(PLAIN_SELECT)).length === size, budget);
        const ratio = api.p50 / raw.p50;
        const judged = size === SIZES[SIZES.length - 1];
        rows.push({
          figure: FIGURE,
          size: `${size.toLocaleString('es-CO')} docentes`,
          value: `${ms(api.p50)} (p50)`,
          baseline: `${ms(raw.p50)} (SELECT)`,
          ratio: times(ratio),
          goal: judged ? `≤ ${GOAL_RATIO}×` : 'informativo',
          met: judged ? api.errors === 0 && ratio <= GOAL_RATIO : null,
          note: judged
            ? `docente/resumen: app.inject en el mismo proceso (guardia, una consulta con el conteo de preasignaciones, filtro por plantilla, índice, JSON), una petición a la vez, frente a "${PLAIN_SELECT.replace(/\s+/g, ' ')}" en la misma base (PGlite en disco).` +
              (api.errors + raw.errors > 0 ? ` Errores: ${api.firstError ?? raw.firstError}.` : '')
            : undefined,
        });
      }
    } finally {
      await app.close();
    }
    return rows;
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export const docenteResumenFigure: BenchFigure = { name: 'docente/resumen', once: run };
