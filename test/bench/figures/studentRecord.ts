// The sections of a student's detail (issue 22): estudiante/ver_agendamientos and ver_tutorias for a
// student with 500 bookings and 100 tutoring sessions, through the API (real HTTP, one client)
// beside the very statement the handler runs, replayed on the same Database object.
import type { BenchDataset } from '../dataset';
import { ms, rate } from '../format';
import { boundedLoop } from '../stats';
import type { BenchEnv, BenchFigure, BenchRow } from '../types';
import { apiHeaders, recordRequest } from './detalle';

const BOOKINGS = 500;
const SESSIONS = 100;
const CLOSED_STATES = ['asistido', 'ausencia', 'cancelado', 'asistente'];

/** Gives the student BOOKINGS bookings and SESSIONS sessions, one a day into the future (no slot collides). */
async function fillRecord(data: BenchDataset, studentId: number): Promise<void> {
  const [place] = await data.db.query<{ sede_id: number; salon_id: number; profesor_id: number; tema_id: number }>(
    `SELECT s.sede_id, s.id AS salon_id, (SELECT id FROM usuarios WHERE pr ORDER BY id LIMIT 1) AS profesor_id, (SELECT id FROM temas ORDER BY id LIMIT 1) AS tema_id
     FROM salones s ORDER BY s.id LIMIT 1`,
  );
  await data.db.query(
    `INSERT INTO agendamientos (estudiante_id, fecha, hora, sede_id, tipo_clase, estado, tema_id)
     SELECT $1, DATE '2097-01-01' + i, '07:30', $2, 'regular_1', ($3::text[])[1 + i % cardinality($3::text[])], CASE WHEN i % 3 = 0 THEN NULL ELSE $4::integer END
     FROM generate_series(0, $5::integer - 1) i`,
    [studentId, place.sede_id, CLOSED_STATES, place.tema_id, BOOKINGS],
  );
  await data.db.query(
    `INSERT INTO tutorias (fecha, hora, sede_id, salon_id, profesor_id, estudiante_id, tema_id, estado)
     SELECT DATE '2097-01-01' + i, '07:15', $1, $2, $3, $4, $5, (ARRAY['programada', 'asistida', 'ausencia', 'cancelada'])[1 + i % 4]
     FROM generate_series(0, $6::integer - 1) i`,
    [place.sede_id, place.salon_id, place.profesor_id, studentId, place.tema_id, SESSIONS],
  );
}

async function measure(data: BenchDataset, env: BenchEnv, path: string, table: string, rows: number, studentId: number): Promise<BenchRow[]> {
  const body = JSON.stringify({ id: studentId });
  const inject = () => data.app.inject({ method: 'POST', url: `/api/${path}`, headers: { 'content-type': 'application/json', ...apiHeaders(data) }, payload: body });
  const answered = (await inject()).json() as unknown[];
  if (answered.length < rows) throw new Error(`${path}: ${answered.length} filas, se esperaban ${rows}`);
  const statement = (await recordRequest(data, inject)).own.find((q) => q.sql.includes(`FROM ${table}`));
  if (!statement) throw new Error(`${path}: no se vio la consulta sobre ${table}`);
  const seconds = env.maxSeconds * 0.25;
  const api = await env.load.run({
    baseUrl: data.apiUrl,
    headers: apiHeaders(data),
    targets: [{ method: 'POST', path: `/api/${path}`, body }],
    concurrency: 1,
    maxRequests: 100_000,
    maxSeconds: seconds,
    warmupRequests: 20,
    timeoutMs: 10_000,
  });
  const raw = await boundedLoop(
    async () => {
      const found = await data.db.query(statement.sql, statement.params);
      return found.length === answered.length ? { ok: true, bytes: 0 } : { ok: false, error: `SQL directo: ${found.length} filas` };
    },
    { concurrency: 1, maxOps: 100_000, maxSeconds: seconds, warmupOps: 20 },
  );
  const ratio = raw.rps > 0 ? api.rps / raw.rps : 0;
  const ok = api.errors === 0 && raw.errors === 0;
  return [
    {
      figure: `${path} (${answered.length} filas, 1 cliente)`,
      size: data.label,
      value: `${rate(api.rps)} · p50 ${ms(api.p50)} · p99 ${ms(api.p99)}`,
      baseline: `${rate(raw.rps)} · p50 ${ms(raw.p50)} (SQL)`,
      ratio: ratio.toFixed(2),
      goal: '≥ 0.6 y p99 < 50 ms',
      met: ok && ratio >= 0.6 && api.p99 < 50,
      note:
        `${path} ${data.label}: un estudiante con ${BOOKINGS} agendamientos y ${SESSIONS} tutorías; la SQL: ${statement.sql.replace(/\s+/g, ' ').slice(0, 90)}…` +
        (api.errors > 0 ? ` API: ${api.errors} errores (${api.firstError}).` : '') +
        (raw.errors > 0 ? ` SQL: ${raw.errors} errores (${raw.firstError}).` : ''),
    },
  ];
}

async function run(data: BenchDataset, env: BenchEnv): Promise<BenchRow[]> {
  const studentId = data.ids[0];
  await fillRecord(data, studentId);
  return [
    ...(await measure(data, env, 'estudiante/ver_agendamientos', 'agendamientos', BOOKINGS, studentId)),
    ...(await measure(data, env, 'estudiante/ver_tutorias', 'tutorias', SESSIONS, studentId)),
  ];
}

export const studentRecordFigure: BenchFigure = { name: 'ficha del estudiante', perSize: run };
