// A throw-away PostgreSQL cluster that can be stopped and started again (test/server/db/postgresOutage.test.ts;
// the PostgreSQL bench's, test/bench/pg/cluster.ts, with its own settings and ports): Debian's
// binaries found as test/postgres/run.sh finds them, initdb into a temporary directory, the server
// on 127.0.0.1 only, as the postgres user when run as root (initdb refuses root).
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The ports this helper may use (OUTAGE_PG_PORT names one): run.sh's AULA_PG_PORT is skipped, being taken. */
export const CLUSTER_PORTS = Array.from({ length: 10 }, (_, i) => 55450 + i);

export interface Cluster {
  port: number;
  /** The temporary directory: data, socket and log. */
  dir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust authentication). */
  url(database?: string): string;
  /** pg_ctl stop: 'fast' ends every session at once (what a restart or a failover does to the server's connections). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** pg_ctl start, returning once the server accepts connections. */
  start(): Promise<void>;
  /** Stops the server if running and deletes the directory. */
  destroy(): Promise<void>;
  /** The same, synchronously: usable when the process exits. Safe to call twice. */
  destroySync(): void;
  /** One statement through psql as the postgres user: its output, unaligned. */
  psql(sql: string): Promise<string>;
  /** The postmaster's pid (its children are the backends), for CPU accounting; null when stopped. */
  postmasterPid(): number | null;
}

export interface ClusterOptions {
  /** The ports it may take, the first free one (default CLUSTER_PORTS, or OUTAGE_PG_PORT). */
  ports?: readonly number[];
  /** `-c` settings besides the address, port and socket directory. */
  settings?: readonly string[];
  /** The temporary directory's prefix (default /tmp/outage-). */
  dirPrefix?: string;
}

/** A test's cluster: throw-away data, nothing flushed. */
const TEST_SETTINGS = ['max_connections=100', 'fsync=off', 'full_page_writes=off'];

/** The newest /usr/lib/postgresql/<version>/bin with initdb, as run.sh picks it. */
export async function postgresBin(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root).catch(() => [] as string[])).filter((v) => /^\d+(\.\d+)?$/.test(v)).sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error(`No se encontró PostgreSQL en ${root} (test/postgres/run.sh lo instala)`);
  return join(root, newest, 'bin');
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(ports: readonly number[] | undefined): Promise<number> {
  const named = Number(process.env.OUTAGE_PG_PORT);
  if (named && !ports) return named;
  const range = ports ?? CLUSTER_PORTS;
  const taken = Number(process.env.AULA_PG_PORT);
  for (const port of range) if (port !== taken && (await portIsFree(port))) return port;
  throw new Error(`Ningún puerto libre entre ${range[0]} y ${range.at(-1)}`);
}

/** The postgres user's uid and gid, created like run.sh does when missing (root only). */
async function postgresUser(home: string): Promise<{ uid: number; gid: number }> {
  const id = (flag: string) => run('id', [flag, 'postgres']).then(({ stdout }) => Number(stdout.trim()));
  try {
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    await run('useradd', ['--system', '--home-dir', home, '--shell', '/usr/sbin/nologin', 'postgres']);
    return { uid: await id('-u'), gid: await id('-g') };
  }
}

/** initdb and start a new cluster; `destroy()` it when done. */
export async function startCluster(clusterOptions: ClusterOptions = {}): Promise<Cluster> {
  const bin = await postgresBin();
  const port = await freePort(clusterOptions.ports);
  const dir = await mkdtemp(clusterOptions.dirPrefix ?? '/tmp/outage-');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await postgresUser(dir);
    await chown(dir, uid, gid);
  }
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args]) : run(join(bin, name), args);
  const data = join(dir, 'data');
  const settings = clusterOptions.settings ?? TEST_SETTINGS;
  const options = [`-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`, ...settings.map((setting) => `-c ${setting}`)].join(' ');
  let running = false;
  let destroyed = false;
  const cluster: Cluster = {
    port,
    dir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop(mode = 'fast') {
      await tool('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async start() {
      await tool('pg_ctl', ['-D', data, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', '-o', options, 'start']);
      running = true;
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      if (running) await cluster.stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
    destroySync() {
      if (destroyed) return;
      destroyed = true;
      const stop = [...(asRoot ? ['runuser', '-u', 'postgres', '--'] : []), join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop'];
      try {
        if (running) execFileSync(stop[0], stop.slice(1), { stdio: 'ignore', timeout: 60_000 });
      } catch {
        // Already down: the directory goes anyway.
      }
      rmSync(dir, { recursive: true, force: true });
    },
    async psql(sql) {
      const { stdout } = await tool('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql]);
      return stdout.toString();
    },
    postmasterPid() {
      try {
        return Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
      } catch {
        return null;
      }
    },
  };
  try {
    await tool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
