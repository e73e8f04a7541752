// reportes/* (issue 24): each of the six reports over a year of a 25-sede school (reportsFixture.ts:
// 357,000 bookings, 31,000 tutoring sessions, 3,000 level changes, 9,000 surveys) as the demo
// administrator (every sede), through the real endpoint (app.inject: guard, body, handler, JSON)
// beside the report's main statement run directly on the same database. The statement is the
// server's own, as the request ran it (recorded): for ocupacion and consumo the statement built on
// the SQL they export (occupancySql, consumptionSql), for the others the slowest the request ran.
// Turns alternate (API, SQL, API…) so the machine's drift weighs on both alike.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ActivityRow, ConsumptionReport, EncuestaBody, LevelChangeRow, OccupancyDay, RangeBody, SurveyRow,
} from '../../../core/school/reports/contract';
import { REPORTS, type ReportKey } from '../../../core/school/reports/contract';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { consumptionSql } from '../../../server/reports/consumo';
import { occupancySql } from '../../../server/reports/ocupacion';
import { seed } from '../../../server/seed';
import { STAFF } from '../../../server/seed/catalog';
import { ms, times } from '../format';
import { type RecordedQuery, recordingDatabase } from '../recording';
import { fillReportsFixture, REPORTS_FIXTURE, type ReportsFixtureCounts } from '../reportsFixture';
import type { BenchFigure, BenchRow } from '../types';
import { failedRow } from '../types';
import { servedResources } from '../../../resources/served';

export const REPORTS_FIGURE = 'reportes';
const GOAL_MS = 2000;
/** Runs per side (API and SQL), alternating, after one unmeasured warm-up request. */
const RUNS = 5;
const GOAL = `< ${GOAL_MS / 1000} s (p50 API)`;

interface ReportCase {
  key: ReportKey;
  /** Shown after the path: which body. */
  label: string;
  body: Record<string, unknown>;
  /** The server's exported statement, when it has one. */
  exported?: RecordedQuery;
  /** What the answer holds, for the note. */
  answered: (answer: unknown) => string;
  /** What the range holds (the data the report reads), for the note. */
  data: string;
}

const n = (value: number) => value.toLocaleString('en-US');

function cases(counts: ReportsFixtureCounts): ReportCase[] {
  const range: RangeBody = { fecha_inicio: REPORTS_FIXTURE.from, fecha_fin: REPORTS_FIXTURE.to };
  const year = `${range.fecha_inicio} a ${range.fecha_fin}`;
  const levelChangeRows = (answer: unknown) => `${n((answer as LevelChangeRow[]).length)} filas`;
  const survey = (tipo: EncuestaBody['tipo']): ReportCase => ({
    key: 'encuesta',
    label: `${tipo}, el año`,
    body: { ...range, tipo },
    answered: (answer) => `${n((answer as SurveyRow[]).length)} filas`,
    data: `${n(counts.surveys[tipo] ?? 0)} encuestas de tipo ${tipo} en ${year}`,
  });
  const toQuery = ({ sql, params }: { sql: string; params: { values: RecordedQuery['params'] } }): RecordedQuery => ({ sql, params: params.values });
  return [
    {
      key: 'ocupacion',
      label: 'el año',
      body: range,
      exported: toQuery(occupancySql(range, null)),
      answered: (answer) => {
        const days = answer as OccupancyDay[];
        return `${n(days.length)} días, ${n(days.reduce((sum, d) => sum + d.horas.length, 0))} franjas`;
      },
      data: `${n(counts.bookings)} agendamientos en ${year}`,
    },
    {
      key: 'actividad',
      label: `día más lleno, ${counts.busiestDay.fecha}`,
      body: { fecha: counts.busiestDay.fecha },
      answered: (answer) => `${n((answer as ActivityRow[]).length)} filas`,
      data: `${n(counts.busiestDay.bookings)} agendamientos ese día`,
    },
    {
      key: 'consumo',
      label: 'el año',
      body: range,
      exported: toQuery(consumptionSql(range, null)),
      answered: (answer) => {
        const report = answer as ConsumptionReport;
        return `${n(report.y_labels.length)} sedes × ${n(report.x_labels.length)} fechas`;
      },
      data: `${n((counts.bookingsByState.asistido ?? 0) + (counts.bookingsByState.ausencia ?? 0))} agendamientos consumidos de ${n(counts.bookings)} y ${n(counts.tutoring)} tutorías en ${year}`,
    },
    {
      key: 'siet',
      label: 'el año',
      body: range,
      answered: levelChangeRows,
      data: `${n(counts.finishedLevelChanges)} cambios de nivel finalizados con avance en ${year}`,
    },
    {
      key: 'solicitudAvance',
      label: 'el año',
      body: range,
      answered: levelChangeRows,
      data: `${n(counts.levelChanges)} cambios de nivel solicitados en ${year}`,
    },
    survey('clase'),
    survey('tutoria'),
  ];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

interface Setup {
  db: Database;
  app: Awaited<ReturnType<typeof buildApp>>;
  record: (fn: () => Promise<unknown>) => Promise<RecordedQuery[]>;
  token: string;
}

/**
 * The request's main statement as the request ran it: the one built on the server's exported SQL
 * (as is, or wrapped: the server may aggregate it into one JSON value) with its parameters, else
 * the slowest statement the request ran.
 */
async function mainStatement(setup: Setup, report: ReportCase, request: () => Promise<unknown>): Promise<{ main: RecordedQuery; statements: number }> {
  const idle = new Set((await setup.record(() => new Promise((resolve) => setTimeout(resolve, 300)))).map((q) => q.sql));
  const own = (await setup.record(request)).filter((q) => !idle.has(q.sql));
  if (report.exported) {
    const { sql, params } = report.exported;
    const main = own.find((q) => q.sql.includes(sql) && JSON.stringify(q.params) === JSON.stringify(params));
    if (!main) throw new Error(`${REPORTS[report.key].path}: la petición no ejecutó la consulta exportada por el servidor`);
    return { main, statements: own.length };
  }
  let slowest: { query: RecordedQuery; ms: number } | null = null;
  for (const query of own) {
    const { ms: took } = await timed(() => setup.db.query(query.sql, query.params));
    if (!slowest || took > slowest.ms) slowest = { query, ms: took };
  }
  if (!slowest) throw new Error(`${REPORTS[report.key].path}: la petición no ejecutó ninguna consulta`);
  return { main: slowest.query, statements: own.length };
}

/** What a statement answered: its rows, or the rows aggregated into its one JSON value (json_agg). */
function rowsOf(rows: readonly Record<string, unknown>[]): string {
  const values = rows.length === 1 ? Object.values(rows[0]) : [];
  if (values.length === 1 && Array.isArray(values[0])) return `1 fila con ${n(values[0].length)} filas en JSON (json_agg)`;
  return `${n(rows.length)} filas`;
}

async function measureReport(setup: Setup, report: ReportCase): Promise<BenchRow> {
  const path = REPORTS[report.key].path;
  const figure = `${path} (${report.label})`;
  const payload = JSON.stringify(report.body);
  const request = async () => {
    const response = await setup.app.inject({
      method: 'POST', url: `/api/${path}`, headers: { 'content-type': 'application/json', authorization: `Bearer ${setup.token}` }, payload,
    });
    if (response.statusCode !== 200) throw new Error(`${path}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };
  const first = await request();
  const answered = report.answered(first.json());
  const bytes = first.rawPayload.length;
  const { main, statements } = await mainStatement(setup, report, request);
  const api: number[] = [];
  const sql: number[] = [];
  let sqlRows = '';
  for (let i = 0; i < RUNS; i++) {
    api.push((await timed(request)).ms);
    const run = await timed(() => setup.db.query(main.sql, main.params));
    sql.push(run.ms);
    sqlRows = rowsOf(run.value);
  }
  const apiP50 = median(api);
  const sqlP50 = median(sql);
  const shortSql = main.sql.replace(/\s+/g, ' ').trim().slice(0, 70);
  return {
    figure,
    size: `${REPORTS_FIXTURE.from.slice(0, 4)}, 25 sedes`,
    value: `p50 ${ms(apiP50)} · máx ${ms(Math.max(...api))}`,
    baseline: `p50 ${ms(sqlP50)} · máx ${ms(Math.max(...sql))} (SQL)`,
    ratio: times(apiP50 / sqlP50),
    goal: GOAL,
    met: apiP50 < GOAL_MS,
    note:
      `${path} (${report.label}): ${report.data}; respuesta ${answered} (${n(Math.round(bytes / 1024))} KB de JSON); ` +
      `la consulta principal ${report.exported ? '(exportada por el servidor)' : `(la más lenta de las ${statements} de la petición)`} ` +
      `devuelve ${sqlRows}: «${shortSql}…»; ${RUNS} pares API/SQL alternos tras una petición de calentamiento.`,
  };
}

/** Progress lines while the year is built (minutes on a shared machine). */
const log = (line: string) => console.log(line);

async function run(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'aula-bench-reportes-'));
  const raw = await openPglite(join(dir, 'pgdata'));
  try {
    const building = performance.now();
    await migrate(raw);
    await seed(raw, { students: REPORTS_FIXTURE.students, week: false, served: await servedResources() });
    const seeded = (performance.now() - building) / 1000;
    // The app before the year: a start-up refusal (the declarations' checks) shows in seconds, not minutes.
    const recorder = recordingDatabase(raw);
    const app = await buildApp({ ...(await servedResources()), db: recorder.db, jwtSecret: randomBytes(32).toString('hex') });
    try {
      log(`    base migrada y sembrada en ${seeded.toFixed(1)} s; el año de datos (reportsFixture.ts):`);
      const counts = await fillReportsFixture(raw, log);
      log(`    año listo en ${counts.seconds.toFixed(1)} s: ${n(counts.bookings)} agendamientos`);
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: STAFF.admin.email, password: STAFF.admin.password } });
      const token = (login.json() as { token?: string }).token;
      if (!token) throw new Error(`login: HTTP ${login.statusCode}`);
      const setup: Setup = { db: raw, app, record: recorder.record, token };
      const rows: BenchRow[] = [];
      for (const report of cases(counts)) {
        try {
          rows.push(await measureReport(setup, report));
        } catch (error) {
          rows.push(failedRow(`${REPORTS[report.key].path} (${report.label})`, GOAL, error));
        }
      }
      const states = Object.entries(counts.bookingsByState).map(([estado, count]) => `${estado} ${n(count)}`).join(', ');
      rows[0].note =
        `reportes: PGlite en disco, migrada y sembrada (${n(REPORTS_FIXTURE.students)} estudiantes) en ${seeded.toFixed(0)} s, más el año ${REPORTS_FIXTURE.from.slice(0, 4)} ` +
        `(reportsFixture.ts) en ${counts.seconds.toFixed(0)} s: ${counts.sedes} sedes, ${n(counts.classes)} clases, ${n(counts.bookings)} agendamientos (${states}), ` +
        `${n(counts.tutoring)} tutorías, ${n(counts.levelChanges)} cambios de nivel (${n(counts.finishedLevelChanges)} finalizados), ` +
        `${Object.entries(counts.surveys).map(([tipo, count]) => `${n(count)} encuestas de ${tipo}`).join(' y ')}; ` +
        `como el administrador (todas las sedes; sin 'sedes' en el cuerpo: las permitidas), app.inject en el mismo proceso. ` +
        (rows[0].note ?? '');
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await raw.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Builds its own database (a year of data: minutes on a shared machine), so its own time bound. */
export const reportsFigure: BenchFigure = { name: REPORTS_FIGURE, once: () => run(), budgetSeconds: 1200 };
