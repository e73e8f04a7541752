// estudiante/progreso (issue 23) for a student with 3 courses × 40 topics and 300 bookings
// (progressFixture.ts), through the API (real HTTP, one client) beside the rows' statement the
// handler runs (PROGRESS_ROWS_SQL, server/progress/rows.ts), replayed on the same Database object
// with the request's own parameters; and, not judged, every statement of the request replayed in turn.
import type { StudentProgress } from '../../../core/school/students/progress';
import { PROGRESS_ROWS_SQL } from '../../../server/progress/rows';
import type { BenchDataset } from '../dataset';
import { ms, rate } from '../format';
import { fillProgressStudent, prepareProgressPlan, PROGRESS_FIXTURE } from '../progressFixture';
import type { RecordedQuery } from '../recording';
import { boundedLoop, type LoadSummary } from '../stats';
import type { BenchEnv, BenchFigure, BenchRow } from '../types';
import { apiHeaders, recordRequest } from './detalle';

export const PROGRESS_PATH = 'estudiante/progreso';
const GOAL = 0.6;
/** Turns per side, alternating (API, SQL, API, SQL…): the machine's drift weighs on both sides alike. */
const TURNS = 4;

/** The answer's shape as the bench checks it: the current course's rows and their bookings. */
function answerSize(answer: StudentProgress): { rows: number; bookings: number } {
  return { rows: answer.registros.length, bookings: answer.registros.reduce((sum, row) => sum + row.agendamientos.length, 0) };
}

function replay(data: BenchDataset, statements: readonly RecordedQuery[], seconds: number, check: (rows: unknown[]) => string | null): Promise<LoadSummary> {
  return boundedLoop(
    async () => {
      let error: string | null = null;
      for (const statement of statements) error ??= check(await data.db.query(statement.sql, statement.params));
      return error === null ? { ok: true, bytes: 0 } : { ok: false, error };
    },
    { concurrency: 1, maxOps: 100_000, maxSeconds: seconds, warmupOps: 5 },
  );
}

/** Turns of one side as one: counts added, p50 the turns' median, p99 the worst. */
function merged(turns: readonly LoadSummary[]): LoadSummary {
  const sum = (pick: (s: LoadSummary) => number) => turns.reduce((total, s) => total + pick(s), 0);
  const seconds = sum((s) => s.seconds);
  const requests = sum((s) => s.requests);
  return {
    requests,
    errors: sum((s) => s.errors),
    seconds,
    rps: seconds > 0 ? requests / seconds : 0,
    p50: median(turns.map((s) => s.p50)),
    p90: Math.max(...turns.map((s) => s.p90)),
    p99: Math.max(...turns.map((s) => s.p99)),
    max: Math.max(...turns.map((s) => s.max)),
    mean: requests > 0 ? sum((s) => s.mean * s.requests) / requests : Number.NaN,
    bytes: sum((s) => s.bytes),
    firstError: turns.find((s) => s.firstError)?.firstError,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const errorsNote = (label: string, s: LoadSummary) => (s.errors > 0 ? ` ${label}: ${s.errors} errores (${s.firstError}).` : '');

async function run(data: BenchDataset, env: BenchEnv): Promise<BenchRow[]> {
  // ids[0] is the student record figure's (500 bookings of its own).
  const studentId = data.ids[1];
  const filling = performance.now();
  const plan = await prepareProgressPlan(data.db);
  const courseId = await fillProgressStudent(data.db, plan, studentId);
  const filled = (performance.now() - filling) / 1000;
  const body = JSON.stringify({ estudiante_id: studentId });
  const inject = () =>
    data.app.inject({ method: 'POST', url: `/api/${PROGRESS_PATH}`, headers: { 'content-type': 'application/json', ...apiHeaders(data) }, payload: body });
  const first = await inject();
  if (first.statusCode !== 200) throw new Error(`${PROGRESS_PATH}: HTTP ${first.statusCode} ${first.body.slice(0, 200)}`);
  const size = answerSize(first.json<StudentProgress>());
  if (size.rows !== PROGRESS_FIXTURE.topicsPerCourse) throw new Error(`${PROGRESS_PATH}: ${size.rows} filas, se esperaban ${PROGRESS_FIXTURE.topicsPerCourse}`);
  const { own } = await recordRequest(data, inject);
  const statement = own.find((q) => q.sql === PROGRESS_ROWS_SQL);
  if (!statement) throw new Error(`${PROGRESS_PATH}: no se vio PROGRESS_ROWS_SQL`);
  if (statement.params[0] !== studentId || statement.params[1] !== courseId) throw new Error(`${PROGRESS_PATH}: parámetros inesperados ${JSON.stringify(statement.params)}`);

  const turn = (env.maxSeconds * 0.8) / (2 * TURNS);
  const apiTurn = () =>
    env.load.run({
      baseUrl: data.apiUrl,
      headers: apiHeaders(data),
      targets: [{ method: 'POST', path: `/api/${PROGRESS_PATH}`, body }],
      concurrency: 1,
      maxRequests: 100_000,
      maxSeconds: turn,
      warmupRequests: 5,
      timeoutMs: 10_000,
    });
  const rawTurn = () => replay(data, [statement], turn, (rows) => (rows.length === size.rows ? null : `SQL directo: ${rows.length} filas`));
  const turns: { api: LoadSummary; raw: LoadSummary }[] = [];
  for (let i = 0; i < TURNS; i++) turns.push({ api: await apiTurn(), raw: await rawTurn() });
  const api = merged(turns.map((t) => t.api));
  const raw = merged(turns.map((t) => t.raw));
  // Where the rest goes: the request's every statement (session, student, head, rows) in turn.
  const all = await replay(data, own, env.maxSeconds * 0.1, () => null);
  // Each API turn against the SQL turn right after it; the median of those ratios.
  const ratio = median(turns.map((t) => (t.api.p50 > 0 ? t.raw.p50 / t.api.p50 : 0)));
  const ok = api.errors === 0 && raw.errors === 0;
  return [
    {
      figure: `${PROGRESS_PATH} (${size.rows} filas, ${size.bookings} agendamientos, 1 cliente)`,
      size: data.label,
      value: `${rate(api.rps)} · p50 ${ms(api.p50)} · p99 ${ms(api.p99)}`,
      baseline: `${rate(raw.rps)} · p50 ${ms(raw.p50)} · p99 ${ms(raw.p99)} (SQL)`,
      ratio: ratio.toFixed(2),
      goal: `≥ ${GOAL} (p50 SQL ÷ p50 API)`,
      met: ok && ratio >= GOAL,
      metric: { key: 'progreso/sql', value: ok ? ratio : 0 },
      note:
        `${PROGRESS_PATH} ${data.label}: un estudiante con ${PROGRESS_FIXTURE.courses} cursos × ${PROGRESS_FIXTURE.topicsPerCourse} temas ` +
        `(${PROGRESS_FIXTURE.courses * PROGRESS_FIXTURE.topicsPerCourse} filas de progreso) y ${PROGRESS_FIXTURE.bookings} agendamientos ` +
        `(${size.bookings} de su curso actual; preparado en ${filled.toFixed(1)} s); la cifra: p50 de PROGRESS_ROWS_SQL directa ÷ p50 de la API, ` +
        `en ${TURNS} pares de turnos alternos de ${turn.toFixed(1)} s (API, SQL…), la mediana de las razones de cada par ` +
        `(${turns.map((t) => `${ms(t.api.p50)}/${ms(t.raw.p50)}`).join(', ')} API/SQL); p50: la mediana de los turnos, p99: el peor turno; ` +
        `req/s: ${(api.rps > 0 ? raw.rps / api.rps : 0).toFixed(2)}× a favor de la SQL). La petición ejecuta ${own.length} consultas; ` +
        `todas seguidas y directas: p50 ${ms(all.p50)}, p99 ${ms(all.p99)}.` +
        errorsNote('API', api) +
        errorsNote('SQL', raw),
    },
  ];
}

/** `--only progreso` runs it with the render (progressRender.ts); `--only 'progreso: API'` alone. */
export const progressFigure: BenchFigure = { name: `${PROGRESS_PATH}: API`, perSize: run };
