// The sections of a student's detail (issue 22) — bookings, tutoring, level changes, enrolments,
// book deliveries, observations — and the tutoring register, for a student with 500 bookings and 100
// tutoring sessions, through the API (real HTTP, one client) beside the very statement the handler
// runs, replayed on the same Database object.
import type { BenchDataset } from '../dataset';
import { ms, rate } from '../format';
import { boundedLoop } from '../stats';
import type { BenchEnv, BenchFigure, BenchRow } from '../types';
import { apiHeaders, recordRequest } from './detalle';

const BOOKINGS = 500;
const SESSIONS = 100;
const CHANGES = 20;
const NOTES = 50;
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
  const courses = await data.db.query<{ id: number }>('SELECT id FROM cursos ORDER BY id LIMIT 10');
  const ids = courses.map((c) => c.id);
  await data.db.query('DELETE FROM inscripciones WHERE estudiante_id = $1', [studentId]);
  await data.db.query(
    `INSERT INTO inscripciones (estudiante_id, curso_id, fecha_matricula, sede_id) SELECT $1, c, DATE '2097-01-01' + k::integer, $2 FROM unnest($3::int[]) WITH ORDINALITY AS u(c, k)`,
    [studentId, place.sede_id, ids],
  );
  await data.db.query(
    `INSERT INTO entrega_libros (estudiante_id, curso_id, libro, fecha_entrega, sede_id) SELECT $1, c, 'Libro ' || k, DATE '2097-01-01' + k::integer, $2 FROM unnest($3::int[]) WITH ORDINALITY AS u(c, k)`,
    [studentId, place.sede_id, ids],
  );
  await data.db.query(
    `INSERT INTO cambios_nivel (estudiante_id, solicitante_id, administrador_id, curso_anterior_id, curso_nuevo_id, fecha_avance_nivel, finalizado, sede_id)
     SELECT $1, $2, $2, $3, $4, DATE '2097-01-01' + i, i % 2 = 0, $5 FROM generate_series(0, $6::integer - 1) i`,
    [studentId, place.profesor_id, ids[0], ids[1], place.sede_id, CHANGES],
  );
  await data.db.query(
    `INSERT INTO estudiante_observaciones (estudiante_id, observacion, usuario_id) SELECT $1, 'Nota ' || i, $2 FROM generate_series(1, $3::integer) i`,
    [studentId, place.profesor_id, NOTES],
  );
}

interface Section {
  path: string;
  /** The table the handler's main statement reads (the one replayed). */
  table: string;
  rows: number;
  /** The body's key for the student (the spec names it id or estudiante_id). */
  key: 'id' | 'estudiante_id';
  /** The rows of the answer (the register answers {nombres, registros}). */
  rowsOf?: (answer: unknown) => unknown[];
}

/** One section's SQL p50 ÷ API p50, and whether both loops ran without errors. */
export interface SectionRatio {
  path: string;
  ratio: number;
  ok: boolean;
}

/**
 * The section furthest below its own SQL — what --check's 'secciones/sql' judges: one number for
 * all of them, so a slow section is not averaged away. A section with errors counts as 0.
 */
export function worstSection(sections: readonly SectionRatio[]): { path: string; value: number } | undefined {
  const scored = sections.map((s) => ({ path: s.path, value: s.ok && Number.isFinite(s.ratio) ? s.ratio : 0 }));
  return scored.reduce<{ path: string; value: number } | undefined>((worst, s) => (worst === undefined || s.value < worst.value ? s : worst), undefined);
}

async function measure(data: BenchDataset, env: BenchEnv, section: Section, studentId: number, share: number): Promise<{ row: BenchRow; ratio: SectionRatio }> {
  const { path, table, rows } = section;
  const body = JSON.stringify({ [section.key]: studentId });
  const inject = () => data.app.inject({ method: 'POST', url: `/api/${path}`, headers: { 'content-type': 'application/json', ...apiHeaders(data) }, payload: body });
  const answer: unknown = (await inject()).json();
  const answered = section.rowsOf ? section.rowsOf(answer) : (answer as unknown[]);
  if (answered.length < rows) throw new Error(`${path}: ${answered.length} filas, se esperaban ${rows}`);
  const statement = (await recordRequest(data, inject)).own.find((q) => q.sql.includes(`FROM ${table}`));
  if (!statement) throw new Error(`${path}: no se vio la consulta sobre ${table}`);
  const seconds = env.maxSeconds * share;
  // Both loops warmed alike, about 0.3 s each: with 20 requests the API's loop was still compiling
  // the section's code through much of a small section's 0.4 s (its p50 1.20 ms cold, 0.79 ms warm)
  // while the SQL loop after it ran on a driver already warm.
  const warmup = rows >= SESSIONS ? 50 : 300;
  const api = await env.load.run({
    baseUrl: data.apiUrl,
    headers: apiHeaders(data),
    targets: [{ method: 'POST', path: `/api/${path}`, body }],
    concurrency: 1,
    maxRequests: 100_000,
    maxSeconds: seconds,
    warmupRequests: warmup,
    timeoutMs: 10_000,
  });
  const raw = await boundedLoop(
    async () => {
      const found = await data.db.query(statement.sql, statement.params);
      return found.length === answered.length ? { ok: true, bytes: 0 } : { ok: false, error: `SQL directo: ${found.length} filas` };
    },
    { concurrency: 1, maxOps: 100_000, maxSeconds: seconds, warmupOps: warmup },
  );
  const ratio = raw.rps > 0 ? api.rps / raw.rps : 0;
  const ok = api.errors === 0 && raw.errors === 0;
  const row: BenchRow = {
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
  };
  return { row, ratio: { path, ratio: raw.p50 / api.p50, ok } };
}

async function run(data: BenchDataset, env: BenchEnv): Promise<BenchRow[]> {
  const studentId = data.ids[0];
  await fillRecord(data, studentId);
  const sections: Section[] = [
    { path: 'estudiante/ver_agendamientos', table: 'agendamientos', rows: BOOKINGS, key: 'id' },
    { path: 'estudiante/ver_tutorias', table: 'tutorias', rows: SESSIONS, key: 'id' },
    { path: 'estudiante/ver_cambio_nivel', table: 'cambios_nivel', rows: CHANGES, key: 'id' },
    { path: 'estudiante/ver_inscripciones', table: 'inscripciones', rows: 10, key: 'id' },
    { path: 'estudiante/ver_entrega_libros', table: 'entrega_libros', rows: 10, key: 'id' },
    { path: 'estudiante_observaciones/lista', table: 'estudiante_observaciones', rows: NOTES, key: 'estudiante_id' },
    { path: 'estudiante/tutoria/progreso', table: 'tutorias', rows: SESSIONS, key: 'estudiante_id', rowsOf: (answer) => (answer as { registros: unknown[] }).registros },
  ];
  const rows: BenchRow[] = [];
  const ratios: SectionRatio[] = [];
  // The two big sections get most of the time; the small ones a tenth each.
  for (const section of sections) {
    const { row, ratio } = await measure(data, env, section, studentId, section.rows >= SESSIONS ? 0.2 : 0.06);
    rows.push(row);
    ratios.push(ratio);
  }
  const worst = worstSection(ratios);
  if (worst) {
    const { value } = worst;
    rows.push({
      figure: 'ficha: la sección más lejos de su SQL (p50 SQL ÷ p50 API)',
      size: data.label,
      value: worst.path,
      baseline: `las ${ratios.length} secciones: ${ratios.map((r) => (r.ok ? r.ratio.toFixed(2) : 'error')).join(', ')}`,
      ratio: value.toFixed(2),
      goal: '≥ 0.6 cada sección',
      met: value >= 0.6,
      // p50, not req/s: one stall of the shared machine in a 0.4 s loop moved a small section's req/s
      // ratio 0.35–0.47 over four checks, its p50 ratio 0.45–0.48.
      note: `ficha ${data.label}: la sección más lejos de su SQL por p50 de la SQL directa ÷ p50 de la API (lo que juzga --check como secciones/sql).`,
      metric: { key: 'secciones/sql', value },
    });
  }
  return rows;
}

export const studentRecordFigure: BenchFigure = { name: 'ficha del estudiante', perSize: run };
