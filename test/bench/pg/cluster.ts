// A throw-away PostgreSQL cluster for `npm run bench -- --pg`, as test/postgres/run.sh makes one:
// Debian's postgresql (installed with apt-get when missing), initdb in a temporary directory owned by
// the postgres user when run as root, 127.0.0.1 only, on its own port; stopped and deleted by stop().
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** 55500 and up (test/postgres/run.sh keeps 55432): the first free one of 100. */
async function freePort(): Promise<number> {
  for (let port = 55500; port < 55600; port++) if (await portFree(port)) return port;
  throw new Error('ningún puerto libre entre 55500 y 55599');
}

export async function startPgCluster(database: string, log: (line: string) => void): Promise<PgCluster> {
  const bin = installedBinDir(log);
  const port = await freePort();
  const work = mkdtempSync(join(tmpdir(), 'aula-bench-pg-'));
  const runAs: string[] = [];
  if (process.getuid?.() === 0) {
    // initdb refuses to run as root: the cluster belongs to the postgres user.
    if (spawnSync('id', ['postgres'], { stdio: 'ignore' }).status !== 0) {
      execFileSync('useradd', ['--system', '--home-dir', work, '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
    }
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(work, uid, -1);
    runAs.push('runuser', '-u', 'postgres', '--');
  }
  const run = (file: string, args: string[], timeout = 120_000) => {
    const command = [...runAs, join(bin, file), ...args];
    return execFileSync(command[0], command.slice(1), { stdio: 'pipe', timeout });
  };
  const data = join(work, 'data');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], 60_000);
    } catch {
      // Not started, or already down: the directory goes anyway.
    }
    rmSync(work, { recursive: true, force: true });
  };
  // Whatever ends this process (an error, a signal turned into exit, a broken pipe), the cluster goes with it.
  process.once('exit', stop);
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const options = [`-c listen_addresses=127.0.0.1 -p ${port} -k ${work}`, ...SETTINGS.map((s) => `-c ${s}`)].join(' ');
    run('pg_ctl', ['-D', data, '-l', join(work, 'postgres.log'), '-w', '-o', options, 'start']);
    const psql = (sql: string) => run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql]);
    psql(`CREATE DATABASE ${database}`);
    const version = psql('SELECT version()').toString().trim().replace(/ on .*$/, '').replace(/\s*\(Debian.*$/, '');
    log(`PostgreSQL temporal en 127.0.0.1:${port} (${work})`);
    const postmasterPid = () => {
      try {
        return Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
      } catch {
        return null;
      }
    };
    return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, port, version, settings: SETTINGS, postmasterPid, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
