// A consistent copy of the running server's PGlite data directory, taken while it keeps answering:
// PostgreSQL's own online backup (pg_backup_start / pg_backup_stop, what pg_basebackup does). The
// start is a checkpoint (tens of milliseconds); the files are then copied by the thread pool while
// requests go on writing (a page torn by a write during its copy is rewritten by the WAL replay, from
// the full-page image PostgreSQL logs for the first change of each page after that checkpoint); the
// stop writes the backup's end into the WAL, and the WAL from the start to there is copied last, with
// the backup_label the stop returns. The copy is then opened once, in a worker thread so the server's
// thread is never held by it: PostgreSQL replays that WAL (the copy becomes the database as of the
// stop), each table is counted and digested for the manifest, and a checkpoint and a clean close
// leave a data directory any release of the same PGlite opens without replaying anything.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Database } from '../db/database';
import { LOCK_FILE } from '../db/dataDirLock';
import { TABLE_DIGEST_SQL, TABLES_SQL, type TableStats } from './manifest';

/** The local-access file the server writes for npm run backup (server/backup/service.ts): never copied. */
export const ACCESS_FILE = 'aula-admin-copias.json';

/** Directories whose contents a copy leaves out (as pg_basebackup does): runtime state, rebuilt at start. WAL is copied apart. */
const EMPTIED_DIRS = new Set(['pg_wal', 'pg_dynshmem', 'pg_notify', 'pg_replslot', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
/** Files never copied: the running process' own, and a backup's markers. */
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'backup_label.old', 'tablespace_map', LOCK_FILE, ACCESS_FILE]);
const skippedName = (name: string) => name === 'pg_internal.init' || name.startsWith('pgsql_tmp') || name.endsWith('.tmp');

export class BackupAbortedError extends Error {
  constructor() {
    super('La copia de seguridad se interrumpió: el servidor se está deteniendo');
    this.name = 'BackupAbortedError';
  }
}

/** Figures of one copy, for the log and the tests. */
export interface CopyFigures {
  /** pg_backup_start: its checkpoint, a statement that holds the database. */
  startMs: number;
  /** The files, while the server answers. */
  filesMs: number;
  /** pg_backup_stop and the WAL. */
  stopMs: number;
  bytes: number;
}

function check(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BackupAbortedError();
}

/** Copies a tree but what a copy leaves out; pg_control (written by every checkpoint) last. Files gone meanwhile (a dropped table) are skipped. */
async function copyTree(source: string, target: string, signal: AbortSignal | undefined): Promise<number> {
  let bytes = 0;
  const walk = async (relative: string): Promise<void> => {
    await mkdir(join(target, relative), { recursive: true, mode: 0o700 });
    if (EMPTIED_DIRS.has(relative)) return;
    let entries;
    try {
      entries = await readdir(join(source, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      check(signal);
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && !SKIPPED_FILES.has(path) && !skippedName(entry.name) && path !== 'global/pg_control') {
        bytes += await copyOne(source, target, path);
      }
    }
  };
  await walk('');
  bytes += await copyOne(source, target, 'global/pg_control');
  return bytes;
}

async function copyOne(source: string, target: string, path: string): Promise<number> {
  try {
    await copyFile(join(source, path), join(target, path));
    return (await stat(join(target, path))).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

/** An LSN ('0/A0226B8') as a number of bytes. */
function lsnBytes(lsn: string): number {
  const [high, low] = lsn.split('/').map((part) => parseInt(part, 16));
  return high * 0x100000000 + low;
}

/** WAL segment file names from the one holding `from` to the one holding `to` (timeline, then the segment number in two halves). */
export function walSegments(timeline: number, from: string, to: string, segmentBytes: number): string[] {
  const perId = 0x100000000 / segmentBytes;
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');
  const names: string[] = [];
  for (let segment = Math.floor(lsnBytes(from) / segmentBytes); segment <= Math.floor(lsnBytes(to) / segmentBytes); segment++) {
    names.push(`${hex(timeline)}${hex(Math.floor(segment / perId))}${hex(segment % perId)}`);
  }
  return names;
}

/**
 * The online copy of `dataDir` (the directory `db` runs on) into `target`, which must not exist:
 * a directory PostgreSQL starts by replaying the WAL it holds up to the backup's end.
 */
export async function copyRunningPglite(db: Database, dataDir: string, target: string, signal?: AbortSignal): Promise<CopyFigures> {
  if (db.kind !== 'pglite') throw new Error('La copia de la carpeta de datos es de PGlite');
  check(signal);
  const [{ size }] = await db.query<{ size: string }>("SELECT setting AS size FROM pg_settings WHERE name = 'wal_segment_size'");
  let started = performance.now();
  const [{ lsn: startLsn }] = await db.query<{ lsn: string }>("SELECT pg_backup_start('aula-admin', true)::text AS lsn");
  const startMs = performance.now() - started;
  let stopped = false;
  try {
    started = performance.now();
    let bytes = await copyTree(dataDir, target, signal);
    const filesMs = performance.now() - started;
    started = performance.now();
    const [stop] = await db.query<{ lsn: string; labelfile: string }>('SELECT lsn::text AS lsn, labelfile FROM pg_backup_stop(false)');
    stopped = true;
    await writeFile(join(target, 'backup_label'), stop.labelfile, { mode: 0o600 });
    const timeline = Number(/START TIMELINE: (\d+)/.exec(stop.labelfile)?.[1] ?? 1);
    await mkdir(join(target, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
    const walNames = await readdir(join(dataDir, 'pg_wal'));
    for (const name of walNames.filter((n) => n.endsWith('.history'))) bytes += await copyOne(dataDir, target, `pg_wal/${name}`);
    for (const segment of walSegments(timeline, startLsn, stop.lsn, Number(size))) {
      check(signal);
      try {
        await copyFile(join(dataDir, 'pg_wal', segment), join(target, 'pg_wal', segment));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        // Recycled by a checkpoint during the copy (over max_wal_size of writes meanwhile).
        throw new Error(`Falta el segmento de WAL ${segment}: la base de datos escribió demasiado durante la copia. Vuelva a intentarlo.`);
      }
      bytes += (await stat(join(target, 'pg_wal', segment))).size;
    }
    return { startMs, filesMs, stopMs: performance.now() - started, bytes };
  } finally {
    // Whatever failed, the database leaves backup mode (it forces full-page writes meanwhile).
    if (!stopped) await db.query('SELECT pg_backup_stop(false)').catch(() => undefined);
  }
}

/** What opening a copy found: its tables, its newest migration, PostgreSQL's version. */
export interface CopyInspection extends TableStats {
  migracion: string;
  postgres: string;
}

// Plain JavaScript, run by a worker thread (no TypeScript loader there): opens the copy with PGlite,
// reads its tables and migration, checkpoints and closes it.
const INSPECT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { PGlite } = await import(workerData.pglite);
  const { pg_trgm } = await import(workerData.trgm);
  const pg = new PGlite({ dataDir: workerData.dir, extensions: { pg_trgm } });
  await pg.waitReady;
  const result = { tablas: {}, huellas: {} };
  try {
    const rows = async (sql) => (await pg.query(sql)).rows;
    for (const { tabla } of await rows(workerData.tablesSql)) {
      const [row] = await rows(workerData.digestSql.replace('%I', '"' + tabla.replaceAll('"', '""') + '"'));
      result.tablas[tabla] = Number(row.filas);
      result.huellas[tabla] = String(row.huella);
    }
    const [migration] = await rows('SELECT max(version) AS v FROM schema_migrations');
    const [version] = await rows('SHOW server_version');
    result.migracion = migration.v;
    result.postgres = version.server_version;
    await pg.exec('CHECKPOINT');
  } finally {
    await pg.close();
  }
  parentPort.postMessage({ ok: true, result });
})().catch((error) => parentPort.postMessage({ ok: false, error: String((error && error.message) || error) }));
`;

/** The ES module beside a package's CommonJS entry (PGlite ships both: dist/index.cjs and dist/index.js). */
function moduleUrl(specifier: string): string {
  const path = createRequire(import.meta.url).resolve(specifier);
  const esm = path.replace(/\.cjs$/, '.js');
  return pathToFileURL(existsSync(esm) ? esm : path).href;
}

/**
 * Opens the copy in `dir` in a worker thread (PGlite runs on its caller's thread: here, not the
 * server's): replays its WAL, counts and digests every table, checkpoints, closes.
 */
export async function inspectCopy(dir: string, signal?: AbortSignal): Promise<CopyInspection> {
  check(signal);
  const workerData = {
    dir,
    pglite: moduleUrl('@electric-sql/pglite'),
    trgm: moduleUrl('@electric-sql/pglite/contrib/pg_trgm'),
    tablesSql: TABLES_SQL,
    digestSql: TABLE_DIGEST_SQL,
  };
  const answer = await new Promise<{ ok: true; result: CopyInspection } | { ok: false; error: string }>((resolve, reject) => {
    const worker = new Worker(INSPECT_WORKER, { eval: true, workerData });
    const onAbort = () => {
      reject(new BackupAbortedError());
      void worker.terminate();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    // Sent once the copy is closed; the thread then ends by itself.
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', onAbort);
      reject(new Error(`El proceso de verificación terminó (código ${code})`));
    });
  });
  if (!answer.ok) throw new Error(`La copia no se pudo abrir para verificarla: ${answer.error}`);
  // The replay's marker and the closed instance's leftovers: not part of the data.
  await rm(join(dir, 'backup_label.old'), { force: true });
  await rm(join(dir, 'postmaster.pid'), { force: true });
  return answer.result;
}
