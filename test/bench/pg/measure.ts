// The two sides of each PostgreSQL figure at one concurrency: the API over real HTTP (keep-alive
// clients in the load process) and the same statements straight through a pg Pool in this process;
// and the memory (RSS) of the server's processes, read from /proc.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { driverParams } from '../../../server/db/database';
import type { LoadClient } from '../load';
import { boundedLoop, type LoadSummary } from '../stats';
import type { CapturedEndpoint } from './targets';

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** The server's value shapes (server/db/postgres.ts): dates as text, counts and numerics as numbers. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** As many connections as the most clients measured: the direct side never waits for one. */
export function directPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, types, max });
  pool.on('error', () => undefined); // an idle connection lost at the cluster's stop
  return pool;
}

/** Two operations per client before measuring (connections open, plans cached): bounded in count, as the slowest page at 1M takes ~0.5 s. */
export const warmup = (clients: number) => 2 * clients;

/** Each operation replays one request's statements in order, as the handler ran them. */
export function sqlLoad(pool: pg.Pool, endpoint: CapturedEndpoint, clients: number, seconds: number): Promise<LoadSummary> {
  return boundedLoop(
    async (n) => {
      try {
        for (const q of endpoint.queries[n % endpoint.queries.length]) await pool.query(q.sql, driverParams(q.params));
        return { ok: true, bytes: 0 };
      } catch (error) {
        return { ok: false, error: `SQL directo: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
    { concurrency: clients, maxOps: 2_000_000, maxSeconds: seconds, warmupOps: warmup(clients) },
  );
}

export function apiLoad(load: LoadClient, baseUrl: string, token: string, endpoint: CapturedEndpoint, clients: number, seconds: number): Promise<LoadSummary> {
  return load.run({
    baseUrl,
    headers: { authorization: `Bearer ${token}` },
    targets: endpoint.bodies.map((body) => ({ method: 'POST', path: endpoint.path, body })),
    concurrency: clients,
    maxRequests: 2_000_000,
    maxSeconds: seconds,
    warmupRequests: warmup(clients),
    timeoutMs: 30_000,
  });
}

/** Resident memory of one process, MiB (null when it is gone). */
export function rssMiB(pid: number): number | null {
  try {
    const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/** The direct children of `pid` that run `script` (the cluster's workers under its primary; not tsx's esbuild). */
export function childPids(pid: number, script = 'server/main.ts'): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the name (field 2) is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(script)) out.push(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
}

const CLOCK_TICKS = 100; // USER_HZ: /proc's CPU times are in 1/100 s on Linux

/** Fields of /proc/<pid>/stat after the name: [11] utime, [12] stime, [13] cutime, [14] cstime (ticks). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // ended meanwhile
  }
}

/**
 * CPU seconds used so far by `root` and its children: its own time, the time of its children that
 * ended (cutime: PostgreSQL's parallel workers and closed backends, which it reaps) and that of the
 * live ones, so that a child ending between two samples neither vanishes nor counts twice.
 */
export function treeCpuSeconds(root: number): number {
  const own = statFields(root);
  if (!own) return 0;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const child of childPids(root, '')) {
    const fields = statFields(child);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

/** name → the root pid of a group of processes (read at each sample), or null when absent. */
export type CpuGroups = Record<string, () => number | null>;

/** CPU ms per operation of each group while `work` runs (what each side of a figure costs the 2 cores). */
export async function cpuPerOp<T extends { requests: number; errors: number }>(
  groups: CpuGroups,
  warmupOps: number,
  work: () => Promise<T>,
): Promise<{ result: T; perOp: Record<string, number> }> {
  const roots = Object.fromEntries(Object.entries(groups).map(([name, root]) => [name, root()]));
  const before = Object.fromEntries(Object.entries(roots).map(([name, root]) => [name, root === null ? 0 : treeCpuSeconds(root)]));
  const self = process.cpuUsage();
  const result = await work();
  const selfUsed = process.cpuUsage(self);
  // The warm-up's operations used CPU in the same interval.
  const ops = Math.max(1, result.requests + result.errors + warmupOps);
  const perOp: Record<string, number> = { 'este proceso': (selfUsed.user + selfUsed.system) / 1000 / ops };
  for (const [name, root] of Object.entries(roots)) {
    perOp[name] = root === null ? Number.NaN : ((treeCpuSeconds(root) - before[name]) * 1000) / ops;
  }
  return { result, perOp };
}
