// npm run bench [-- --sizes 10000,100000] [--seconds 20] [--cpu-profile] [--without-mail] [--only docente/resumen] [--only reorganizar] [--only masivos] [--only importar] [--only rest] [--only ficha] [--only progreso] [--only exportar] [--only reportes] [--only rutas] [--only lighthouse]
// npm run bench -- --check [--seconds 6]: the quick subset at 10k against bench/budgets.json (exit 1 when one is broken)
// npm run bench -- --prepare [--check | --sizes 10000,100000]: only seeds those sizes into the bench's cache (seedCache.ts)
// npm run bench -- --pg [--sizes 100000,1000000] [--workers 1,2] [--clients 10,50] [--seconds 6] (pg/bench.ts)
// The numbers of issue 7 point 3, each beside a baseline measured in the same run (the same SQL on
// the same database, json-server on the same records, the unbuilt files). A script, not a test: it
// prints, and always ends (every loop is bounded in count and in time).
import { readFile } from 'node:fs/promises';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentBuild } from './builtApp';
import { judge, readBudgets, verdictLines } from './check';
import { buildDataset, type BenchDataset, prepareSeed, sizeLabel } from './dataset';
import { backupFigure } from './figures/backup';
import { buscarFigure } from './figures/buscar';
import { detalleFigure } from './figures/detalle';
import { docenteResumenFigure } from './figures/docenteResumen';
import { exportarFigure } from './figures/exportar';
import { exportReadsFigure } from './figures/exportReads';
import { importFileFigure } from './figures/importFile';
import { importReadsRows } from './figures/importReads';
import { lighthouseFigure } from './figures/lighthouse';
import { masivosFigure } from './figures/masivos';
import { profileFigure } from './figures/profile';
import { progressFigure } from './figures/progress';
import { programadorDragFigure, programadorRenderFigure } from './figures/programador';
import { reorganizarFigure } from './figures/reorganizar';
import { reportsFigure } from './figures/reports';
import { restListaFigure } from './figures/restLista';
import { staticFigure } from './figures/static';
import { studentRecordFigure } from './figures/studentRecord';
import { jsonServerVersion } from './jsonServer';
import { benchListRender } from './listRender';
import { startLoadClient } from './load';
import { benchProgressRender, PROGRESS_RENDER } from './progressRender';
import { benchRoutes, ROUTES_FIGURE } from './routes';
import { renderReport } from './table';
import { type BenchEnv, type BenchFigure, type BenchRow, failedRow } from './types';

const log = (line: string) => console.log(line);
/** BENCH_PORTS=4700: another base for the API and json-server ports (two benches on one machine). */
const PORT_BASE = Number(process.env.BENCH_PORTS ?? 4300);

/**
 * Every figure, in the order of the printed table. To plug one in: a module exporting a function
 * that returns BenchRow[] (types.ts), then one line here.
 */
/** --check's subset: the numbers bench/budgets.json guards, on one build of the app (dist/). */
function checkFigures(root: string): BenchFigure[] {
  return [
    detalleFigure,
    buscarFigure,
    restListaFigure,
    progressFigure,
    // After detalle, which reads the first student: this figure gives that student 500 bookings.
    studentRecordFigure,
    staticFigure(log),
    { name: 'lista de 1.000 filas', once: async () => benchListRender(await currentBuild(root, log)) },
  ];
}

const FIGURES: BenchFigure[] = [
  detalleFigure,
  buscarFigure,
  restListaFigure,
  { name: 'lista de 1.000 filas', once: () => benchListRender() },
  { name: 'lecturas durante importación', once: () => importReadsRows() },
  staticFigure(log),
  profileFigure,
  docenteResumenFigure,
  studentRecordFigure,
  progressFigure,
  { name: PROGRESS_RENDER, once: () => benchProgressRender() },
  programadorRenderFigure,
  programadorDragFigure,
  reorganizarFigure,
  masivosFigure,
  importFileFigure(log),
  exportarFigure,
  exportReadsFigure,
  backupFigure,
  reportsFigure,
  // Issue 25 point 6: each menu route and detail page, cold, at the demo's size (its own build and database).
  { name: ROUTES_FIGURE, once: () => benchRoutes(log), budgetSeconds: 420 },
  // Issue 43 point 15: Lighthouse (mobile) on the login page and the students list, beside a plain HTML page.
  lighthouseFigure(log),
];

interface Options {
  /** --check: the quick subset (CHECK_FIGURES) at 10k, judged against bench/budgets.json. */
  check: boolean;
  sizes: number[];
  seconds: number;
  cpuProfile: boolean;
  withoutMail: boolean;
  /** --only <text>: only the figures whose name holds it (no student dataset when none needs one). */
  only: string | undefined;
}

function parseOptions(args: string[]): Options {
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const check = args.includes('--check');
  const sizes = (value('--sizes') ?? (check ? '10000' : '10000,100000')).split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 100 || n > 100_000)) throw new Error('--sizes: enteros entre 100 y 100000');
  const seconds = Number(value('--seconds') ?? (check ? 6 : 20));
  if (!(seconds >= 2 && seconds <= 120)) throw new Error('--seconds: entre 2 y 120');
  return {
    check,
    sizes: [...sizes].sort((a, b) => a - b),
    seconds,
    cpuProfile: args.includes('--cpu-profile'),
    withoutMail: args.includes('--without-mail'),
    only: value('--only'),
  };
}

/** A figure that throws or overruns becomes an 'error' row; the others still run. */
async function guarded(name: string, seconds: number, work: () => Promise<BenchRow[]>, size?: string): Promise<BenchRow[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`superó ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([work(), timeout]);
  } catch (error) {
    return [failedRow(name, '', error, size)];
  } finally {
    clearTimeout(timer);
  }
}

async function engineDescription(data: BenchDataset, root: string): Promise<string> {
  const [{ server_version: version }] = await data.db.query<{ server_version: string }>('SHOW server_version');
  if (data.db.kind === 'postgres') return `PostgreSQL ${version} (BENCH_DATABASE_URL)`;
  const pkg = JSON.parse(await readFile(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version?: string };
  return `PGlite ${pkg.version ?? '?'} (PostgreSQL ${version} en WASM, datos en disco)`;
}

async function main(): Promise<void> {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  // --pg: the PostgreSQL figures (issue 21 point 3), a run of their own (test/bench/pg/bench.ts).
  if (process.argv.includes('--pg')) {
    const { runPgBench } = await import('./pg/bench');
    return runPgBench(process.argv.slice(2), root, log);
  }
  const options = parseOptions(process.argv.slice(2));
  if (process.argv.includes('--prepare')) {
    log(`Aula Admin — bench: la base de datos de ${options.sizes.map(sizeLabel).join(', ')} estudiantes en la caché`);
    for (const size of options.sizes) await prepareSeed(size, log);
    return;
  }
  const cpu = cpus();
  const started = performance.now();
  const loadBefore = loadavg()[0];
  log(
    `Aula Admin — bench (issue 7), tamaños ${options.sizes.map(sizeLabel).join(', ')}, ≤ ${options.seconds} s por cifra` +
      (options.withoutMail ? ', sin el despachador de correo' : '') +
      (options.only ? `, solo las cifras «${options.only}»` : ''),
  );
  const load = await startLoadClient();
  const env: BenchEnv = { maxSeconds: options.seconds, sizes: options.sizes, cpuProfile: options.cpuProfile, check: options.check, load, root };
  const all = options.check ? checkFigures(root) : FIGURES;
  const figures = options.only ? all.filter((f) => f.name.includes(options.only ?? '')) : all;
  const sizes = figures.some((f) => 'perSize' in f) ? options.sizes : [];
  const rows = new Map<BenchFigure, BenchRow[]>(figures.map((f) => [f, []]));
  // Figures that build their own database (docente/resumen: PGlite on disk) say so in their notes.
  let engine = sizes.length > 0 ? '?' : 'la de cada cifra (ver notas)';
  try {
    for (const [i, size] of sizes.entries()) {
      log(`Preparando ${sizeLabel(size)} estudiantes…`);
      let data: BenchDataset;
      try {
        data = await buildDataset(size, { api: PORT_BASE + i, json: PORT_BASE + 20 + i }, { withoutMail: options.withoutMail }, log);
      } catch (error) {
        for (const figure of figures) if ('perSize' in figure) rows.get(figure)?.push(failedRow(figure.name, '', error, sizeLabel(size)));
        continue;
      }
      try {
        engine = await engineDescription(data, root);
        for (const figure of figures) {
          if (!('perSize' in figure)) continue;
          log(`  ${figure.name} (${data.label})…`);
          rows.get(figure)?.push(...(await guarded(figure.name, figure.budgetSeconds ?? options.seconds * 3, () => figure.perSize(data, env), data.label)));
        }
      } finally {
        await data.close();
      }
    }
    for (const figure of figures) {
      if (!('once' in figure)) continue;
      log(`  ${figure.name}…`);
      rows.get(figure)?.push(...(await guarded(figure.name, figure.budgetSeconds ?? options.seconds * 6, () => figure.once(env))));
    }
  } finally {
    await load.close();
  }
  log('');
  log(
    `Máquina: ${cpu[0]?.model ?? '?'} × ${cpu.length} núcleos, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
      `${platform()} ${release()}, Node ${process.version}; carga media (1 min) ${loadBefore.toFixed(1)} al empezar, ${loadavg()[0].toFixed(1)} al terminar`,
  );
  log(`Base de datos: ${engine}; json-server ${jsonServerVersion()} (proceso aparte); clientes HTTP en otro proceso (keep-alive).`);
  log('');
  const measured = figures.flatMap((f) => rows.get(f) ?? []);
  log(renderReport(measured));
  log('');
  log(`Duración total: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (options.check) {
    const verdicts = judge(measured, await readBudgets(root));
    log('');
    log('Presupuestos (bench/budgets.json):');
    for (const line of verdictLines(verdicts)) log(`  ${line}`);
    if (verdicts.some((v) => !v.ok)) throw new Error('un número superó su presupuesto en más de la tolerancia');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('El bench falló:', error);
    process.exit(1);
  },
);
