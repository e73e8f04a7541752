// A throw-away PostgreSQL cluster for `npm run bench -- --pg` (test/postgres/cluster.ts with a dedicated
// server's settings): Debian's postgresql (installed with apt-get when missing), 127.0.0.1 only, on its
// own port; stopped and deleted by stop(), or when the process exits.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../../postgres/cluster';

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: string;
  port: number;
  /** 'PostgreSQL 15.x (Debian …)' */
  version: string;
  /** The settings it was started with, for the report. */
  settings: string[];
  /** The postmaster's pid (its children are the backends), for CPU accounting; null once stopped. */
  postmasterPid(): number | null;
  /** Stops it and deletes its directory; safe to call twice, and synchronous (usable on a signal). */
  stop(): void;
}

/** Settings of a dedicated database server (a part of this 23 GiB machine), stated in the report. */
const SETTINGS = [
  'max_connections=200',
  'shared_buffers=1GB',
  'effective_cache_size=4GB',
  'maintenance_work_mem=512MB',
  'work_mem=16MB',
  // Throw-away data: no flush to disk (only the bulk load writes; the figures only read).
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
];

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(a) - Number(b));
  const last = versions.at(-1);
  return last ? join(root, last, 'bin') : undefined;
}

function installedBinDir(log: (line: string) => void): string {
  const found = binDir();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('PostgreSQL no está instalado y solo root puede instalarlo (apt-get install postgresql)');
  log('Instalando PostgreSQL (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore', timeout: 300_000 });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { env, stdio: 'ignore', timeout: 600_000 });
  const bin = binDir();
  if (!bin) throw new Error('apt-get instaló postgresql pero no se encontró initdb');
  return bin;
}

/** 55500 and up (test/postgres/run.sh keeps 55432–55449, the outage test 55450–55459); BENCH_PG_PORT: that port only. */
const BENCH_PORTS = process.env.BENCH_PG_PORT ? [Number(process.env.BENCH_PG_PORT)] : Array.from({ length: 100 }, (_, i) => 55500 + i);

export async function startPgCluster(database: string, log: (line: string) => void): Promise<PgCluster> {
  installedBinDir(log);
  const cluster = await startCluster({ ports: BENCH_PORTS, settings: SETTINGS, dirPrefix: join(tmpdir(), 'aula-bench-pg-') });
  // Whatever ends this process (an error, a signal turned into exit, a broken pipe), the cluster goes with it.
  process.once('exit', cluster.destroySync);
  try {
    await cluster.psql(`CREATE DATABASE ${database}`);
    const version = (await cluster.psql('SELECT version()')).trim().replace(/ on .*$/, '').replace(/\s*\(Debian.*$/, '');
    log(`PostgreSQL temporal en 127.0.0.1:${cluster.port} (${cluster.dir})`);
    return { url: cluster.url(database), port: cluster.port, version, settings: SETTINGS, postmasterPid: cluster.postmasterPid, stop: cluster.destroySync };
  } catch (error) {
    cluster.destroySync();
    throw error;
  }
}
