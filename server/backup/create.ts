// One backup of the database into a directory (docs/operations.md, 'Backups and restore'), packed
// with its manifest into aula-admin-<UTC time>.tar.gz. PGlite: the online copy of the data directory
// (pgliteCopy.ts), opened once in a worker thread to bring it to the backup's end and read its
// tables. PostgreSQL: pg_dump of one snapshot, its tables read in that snapshot (pgDump.ts). The work
// directory beside the file is removed whatever happens. Uploaded files live in the database (table
// archivos, migration 009): the copy holds them.
import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { listParts, writeArchive } from './archive';
import { backupName, backupNameTime, DATA_ENTRY, DUMP_ENTRY, DUMP_FILE, type Manifest, MANIFEST_FORMAT, PRODUCT } from './manifest';
import { BackupAbortedError, copyRunningPglite, type CopyFigures, inspectCopy } from './pgliteCopy';

export interface BackupResult {
  /** The file's name in outDir. */
  nombre: string;
  ruta: string;
  bytes: number;
  manifiesto: Manifest;
  /** Milliseconds: the copy's steps (PGlite: start, files, stop; PostgreSQL: snapshot, pg_dump, end), the verification and the packing. */
  tiempos: CopyFigures & { verifyMs: number; packMs: number; totalMs: number };
}

/** Where the database is: PGlite's data directory (the one `db` runs on), or PostgreSQL's connection string (pg_dump's). */
export type BackupSource = { dataDir: string; databaseUrl?: undefined } | { databaseUrl: string; dataDir?: undefined };

export type CreateBackupOptions = BackupSource & BackupTarget;

interface BackupTarget {
  /** Where the file goes (created if missing). */
  outDir: string;
  /** The product's release (package.json). */
  version: string;
  signal?: AbortSignal;
  now?: () => Date;
}

/** Leftovers of a backup cut short (a killed process): '.aula-admin-…' work directories and partial files. */
const LEFTOVER = /^\.aula-admin-.*\.(copia|parcial)$/;
const LEFTOVER_AGE_MS = 12 * 3600_000;

async function removeOldLeftovers(outDir: string, now: number): Promise<void> {
  for (const name of await readdir(outDir)) {
    if (!LEFTOVER.test(name)) continue;
    const path = join(outDir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > LEFTOVER_AGE_MS) await rm(path, { recursive: true, force: true });
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * A name for this second after every one outDir has for it: a serial freed by BACKUP_KEEP's rotation
 * is not used again, or the newest file would sort as the oldest of its second (and be rotated away).
 */
async function freeName(outDir: string, at: Date): Promise<string> {
  const second = Math.floor(at.getTime() / 1000) * 1000;
  let newest = 0;
  for (const entry of await readdir(outDir)) {
    const named = backupNameTime(entry.replace(/^\.(.*)\.parcial$/, '$1'));
    if (named && named.at.getTime() === second) newest = Math.max(newest, named.serial);
  }
  for (let serial = newest + 1; ; serial++) {
    const name = backupName(at, serial);
    if (!(await exists(join(outDir, name))) && !(await exists(join(outDir, `.${name}.parcial`)))) return name;
  }
}

/** What an engine's copy leaves in the work directory, for the manifest. */
interface Copied {
  fields: Pick<Manifest, 'migracion' | 'base_de_datos' | 'postgres' | 'tablas' | 'huellas'>;
  /** The folder the work directory is inside the file (pgdata, pg_dump). */
  root: string;
  figures: CopyFigures & { verifyMs: number };
}

/** The copy made by `copy` into a work directory beside the file, then packed with its manifest. */
async function packBackup(options: BackupTarget, copy: (work: string) => Promise<Copied>): Promise<BackupResult> {
  const began = performance.now();
  const now = options.now ?? (() => new Date());
  await mkdir(options.outDir, { recursive: true });
  await removeOldLeftovers(options.outDir, now().getTime());
  const work = join(options.outDir, `.aula-admin-${randomBytes(6).toString('hex')}.copia`);
  try {
    const copied = await copy(work);
    const started = performance.now();
    const creado = now();
    const manifest: Manifest = {
      producto: PRODUCT,
      formato: MANIFEST_FORMAT,
      version: options.version,
      migracion: copied.fields.migracion,
      creado: creado.toISOString(),
      base_de_datos: copied.fields.base_de_datos,
      postgres: copied.fields.postgres,
      tablas: copied.fields.tablas,
      huellas: copied.fields.huellas,
      ...(await listParts(work, copied.root)),
    };
    const nombre = await freeName(options.outDir, creado);
    const ruta = join(options.outDir, nombre);
    const bytes = await writeArchive(ruta, manifest, work, options.signal);
    const packMs = performance.now() - started;
    return { nombre, ruta, bytes, manifiesto: manifest, tiempos: { ...copied.figures, packMs, totalMs: performance.now() - began } };
  } catch (error) {
    // Whichever step the stop cut short (the copy, the worker, pg_dump, the compression), it says so.
    if (options.signal?.aborted) throw new BackupAbortedError();
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** PostgreSQL's backup: pg_dump's file of one snapshot (the server's pool is not used: pg_dump has its own connection). */
export function createPostgresBackup(options: BackupTarget & { databaseUrl: string }): Promise<BackupResult> {
  return packBackup(options, async (work) => {
    await mkdir(work, { mode: 0o700 });
    // Loaded when used, as server/db/open.ts loads the driver: a PGlite server never loads pg.
    const { dumpPostgres } = await import('./pgDump');
    const dump = await dumpPostgres(options.databaseUrl, join(work, DUMP_FILE), options.signal);
    const { figures, migracion, postgres, tablas, huellas } = dump;
    return { fields: { migracion, base_de_datos: 'postgres', postgres, tablas, huellas }, root: DUMP_ENTRY, figures };
  });
}

/** One backup of `db`: PGlite's data directory (options.dataDir), or PostgreSQL's database (options.databaseUrl). */
export async function createBackup(db: Database, options: CreateBackupOptions): Promise<BackupResult> {
  if (options.databaseUrl !== undefined) return createPostgresBackup({ ...options, databaseUrl: options.databaseUrl });
  if (db.kind !== 'pglite') throw new Error('La copia de una base de datos PostgreSQL necesita su DATABASE_URL (la hace pg_dump)');
  const { dataDir } = options;
  return packBackup(options, async (work) => {
    const copy = await copyRunningPglite(db, dataDir, work, options.signal);
    const started = performance.now();
    const inspection = await inspectCopy(work, options.signal);
    const { migracion, postgres, tablas, huellas } = inspection;
    return { fields: { migracion, base_de_datos: 'pglite', postgres, tablas, huellas }, root: DATA_ENTRY, figures: { ...copy, verifyMs: performance.now() - started } };
  });
}
