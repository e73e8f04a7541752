// npm run bench -- --pg [--sizes 100000,1000000] [--workers 1,2] [--clients 10,50] [--seconds 6]
// estudiante/detalle, buscar and lista on PostgreSQL as a school that outgrows one machine runs it:
// a throw-away cluster, the demo school grown to each size inside the database, the real server as
// child processes (WORKERS=N) over real HTTP, each figure beside the same SQL through a pool at the
// same concurrency. Every loop is bounded; the cluster and the servers go whatever happens.
import { readFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, startServerProcess } from '../../serverProcess';
import { sizeLabel } from '../dataset';
import { startLoadClient } from '../load';
import { renderReport } from '../table';
import { failedRow, type BenchRow } from '../types';
import { startPgCluster } from './cluster';
import { explainEndpoints } from './explain';
import { httpLogin } from '../dataset';
import { apiLoad, childPids, cpuPerOp, directPool, rssMiB, sqlLoad, warmup } from './measure';
import { type Measured, type MemoryFigure, pgRows } from './report';
import { growStudents, prepareSchool } from './students';
import { benchEndpoints, captureFresh, type CapturedEndpoint, statementsOf } from './targets';

interface PgOptions {
  sizes: number[];
  workers: number[];
  clients: number[];
  seconds: number;
}

function list(args: string[], name: string, fallback: string, min: number, max: number): number[] {
  const i = args.indexOf(name);
  const values = (i >= 0 ? (args[i + 1] ?? '') : fallback).split(',').map(Number);
  if (values.some((n) => !Number.isInteger(n) || n < min || n > max)) throw new Error(`${name}: enteros entre ${min} y ${max}`);
  return [...new Set(values)].sort((a, b) => a - b);
}

export function parsePgOptions(args: string[]): PgOptions {
  const [seconds] = list(args, '--seconds', '6', 2, 60);
  return {
    sizes: list(args, '--sizes', '100000,1000000', 3000, 2_000_000),
    workers: list(args, '--workers', '1,2', 1, 8),
    clients: list(args, '--clients', '10,50', 1, 150),
    seconds,
  };
}

const version = (root: string, pkg: string) => (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version?: string }).version ?? '?';
/** The server's own pool size, read from its source so that the report cannot drift from it. */
const serverPool = (root: string) => /max:\s*(\d+)/.exec(readFileSync(join(root, 'server/db/postgres.ts'), 'utf8'))?.[1] ?? '?';

export async function runPgBench(args: string[], root: string, log: (line: string) => void): Promise<void> {
  const options = parsePgOptions(args);
  const started = performance.now();
  const loadBefore = loadavg()[0];
  log(`Aula Admin — bench PostgreSQL (issue 21): ${options.sizes.map(sizeLabel).join(', ')} estudiantes; procesos ${options.workers.join(', ')}; clientes ${options.clients.join(', ')}; ${options.seconds} s por medida`);
  const servers = new Set<ServerProcess>();
  // A signal becomes an exit, whose handlers stop the cluster (cluster.ts) and the servers (here).
  const onSignal = () => process.exit(130);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', () => servers.forEach((s) => s.child.kill('SIGKILL')));
  const cluster = await startPgCluster('aula_bench', log);
  const load = await startLoadClient();
  const measured: Measured[] = [];
  const memory: MemoryFigure[] = [];
  const failed: BenchRow[] = [];
  const notes: string[] = [];
  const seen = new Set<string>();
  try {
    log(`  migraciones + semilla de demostración (server/start.ts prepareDatabase): ${(await prepareSchool(cluster.url)).toFixed(1)} s`);
    for (const size of options.sizes) {
      log(`Creciendo hasta ${sizeLabel(size)} estudiantes (INSERT … SELECT generate_series, luego VACUUM ANALYZE)…`);
      notes.push(`PG ${sizeLabel(size)}: carga hasta ${size.toLocaleString('en-US')} estudiantes en ${(await growStudents(cluster.url, size, log)).toFixed(0)} s.`);
      const bodies = await benchEndpoints(cluster.url);
      const pool = directPool(cluster.url, Math.max(...options.clients));
      try {
        for (const workers of options.workers) {
          try {
            // Recorded anew beside each server start: both load the server's code as it is now.
            const endpoints = await captureFresh(cluster.url, bodies);
            if (workers === options.workers[0]) {
              notes.push(...(await explainEndpoints(cluster.url, endpoints)).map((line) => `PG ${sizeLabel(size)} EXPLAIN ANALYZE ${line}.`));
            }
            // Each endpoint's statements once, and again whenever they change (the tree may change meanwhile).
            for (const e of endpoints) {
              const key = `${e.name}|${statementsOf(e).join(' | ')}`;
              if (seen.has(key)) continue;
              seen.add(key);
              notes.push(`PG ${e.name} (desde ${sizeLabel(size)}, ${workers} proc.): ${e.describe}; por petición: ${statementsOf(e).join(' | ')}.`);
            }
            await measureServer({ size, workers, endpoints, pool, servers, memory, measured, options, url: cluster.url, postmaster: cluster.postmasterPid, load, log, first: size === options.sizes[0] && workers === 1 });
          } catch (error) {
            failed.push(failedRow(`PG ${sizeLabel(size)} con ${workers} procesos`, '', error, sizeLabel(size)));
          }
        }
      } finally {
        await pool.end();
      }
    }
  } finally {
    await load.close();
    for (const server of servers) await server.stop();
    cluster.stop();
  }
  const cpu = cpus();
  log('');
  log(
    `Máquina: ${cpu[0]?.model ?? '?'} × ${cpu.length} núcleos, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${platform()} ${release()}, Node ${process.version}; ` +
      `carga media (1 min) ${loadBefore.toFixed(1)} al empezar, ${loadavg()[0].toFixed(1)} al terminar (máquina compartida: la API, PostgreSQL, el cliente de carga y el SQL directo en los mismos núcleos).`,
  );
  log(
    `Base de datos: ${cluster.version} (Debian, clúster temporal en 127.0.0.1, ${cluster.settings.join(' ')}); driver pg ${version(root, 'pg')}; ` +
      `pool del servidor ${serverPool(root)} conexiones por proceso (server/db/postgres.ts); SQL directo: un pg.Pool de ${Math.max(...options.clients)} en este proceso; clientes HTTP keep-alive en otro proceso.`,
  );
  log('');
  log(renderReport([...pgRows(measured, memory), ...failed]));
  if (notes.length > 0) log(['', 'Notas de PostgreSQL:', ...notes.map((n) => `- ${n}`)].join('\n'));
  log('');
  log(`Duración total: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

interface ServerRun {
  size: number;
  workers: number;
  endpoints: CapturedEndpoint[];
  pool: ReturnType<typeof directPool>;
  servers: Set<ServerProcess>;
  memory: MemoryFigure[];
  measured: Measured[];
  options: PgOptions;
  url: string;
  load: Awaited<ReturnType<typeof startLoadClient>>;
  log: (line: string) => void;
  /** The database server's postmaster (CPU accounting). */
  postmaster: () => number | null;
  /** The one whose memory is reported (1 process, first size). */
  first: boolean;
}

/** The real server with WORKERS=N: each endpoint at each concurrency, API then the same SQL directly. */
async function measureServer(run: ServerRun): Promise<void> {
  run.log(`  ${sizeLabel(run.size)}: servidor con WORKERS=${run.workers}…`);
  const server = await startServerProcess({ DATABASE_URL: run.url, WORKERS: String(run.workers) }, 180_000);
  run.servers.add(server);
  try {
    const pid = server.child.pid ?? 0;
    // With WORKERS > 1 the process started is the primary; its children serve.
    const servingPids = () => (run.workers > 1 ? childPids(pid) : [pid]);
    if (run.first) run.memory.push({ label: 'RSS tras arrancar (WORKERS=1, en reposo)', mib: rssMiB(pid) });
    const token = await httpLogin(server.url);
    // Where each side's CPU goes, per request: the 2 cores are shared by all of them.
    const apiGroups = { servidor: () => pid, PostgreSQL: run.postmaster, 'generador HTTP': () => childPids(process.pid, 'loadClient.ts')[0] ?? null };
    for (const endpoint of run.endpoints) {
      for (const clients of run.options.clients) {
        const api = await cpuPerOp(apiGroups, warmup(clients), () => apiLoad(run.load, server.url, token, endpoint, clients, run.options.seconds));
        const sql = await cpuPerOp({ PostgreSQL: run.postmaster }, warmup(clients), () => sqlLoad(run.pool, endpoint, clients, run.options.seconds));
        run.measured.push({
          size: run.size, workers: run.workers, endpoint: endpoint.name, clients, api: api.result, sql: sql.result, load: loadavg()[0],
          cpu: { api: api.perOp, sql: sql.perOp },
        });
        run.log(`    ${endpoint.name} ${clients} cl.: API ${api.result.rps.toFixed(0)} req/s p99 ${api.result.p99.toFixed(1)} ms; SQL ${sql.result.rps.toFixed(0)} req/s p99 ${sql.result.p99.toFixed(1)} ms`);
      }
    }
    const after = servingPids().map((p) => rssMiB(p));
    if (run.first) run.memory.push({ label: `RSS tras la carga de ${sizeLabel(run.size)} (WORKERS=1)`, mib: after[0] ?? null });
    else if (run.workers > 1) {
      run.memory.push({
        label: `RSS tras la carga de ${sizeLabel(run.size)} (WORKERS=${run.workers}, el mayor de los trabajadores)`,
        mib: Math.max(...after.map((m) => m ?? 0)),
        note: `PG memoria ${sizeLabel(run.size)} WORKERS=${run.workers}: trabajadores ${after.map((m) => `${(m ?? 0).toFixed(0)} MiB`).join(', ')}; primario ${(rssMiB(pid) ?? 0).toFixed(0)} MiB.`,
      });
    }
  } finally {
    await server.stop();
    run.servers.delete(server);
  }
}
