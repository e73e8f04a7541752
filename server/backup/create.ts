// One backup of the PGlite database into a directory (docs/operations.md, 'Backups and restore'):
// the online copy of the data directory (pgliteCopy.ts), opened once in a worker thread to bring it
// to the backup's end and read its tables, then packed with its manifest into
// aula-admin-<UTC time>.tar.gz. The work directory beside the file is removed whatever happens.
// Uploaded files live in the database (table archivos, migration 009): the copy holds them.
import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { listParts, writeArchive } from './archive';
import { backupName, type Manifest, MANIFEST_FORMAT, PRODUCT } from './manifest';
import { BackupAbortedError, copyRunningPglite, type CopyFigures, inspectCopy } from './pgliteCopy';

export interface BackupResult {
  /** The file's name in outDir. */
  nombre: string;
  ruta: string;
  bytes: number;
  manifiesto: Manifest;
  /** Milliseconds: the copy's steps, the worker's opening and the packing. */
  tiempos: CopyFigures & { verifyMs: number; packMs: number; totalMs: number };
}

export interface CreateBackupOptions {
  /** The PGlite data directory `db` runs on. */
  dataDir: string;
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

/** A name not taken yet in outDir for this second. */
async function freeName(outDir: string, at: Date): Promise<string> {
  for (let serial = 1; ; serial++) {
    const name = backupName(at, serial);
    if (!(await exists(join(outDir, name))) && !(await exists(join(outDir, `.${name}.parcial`)))) return name;
  }
}

export async function createBackup(db: Database, options: CreateBackupOptions): Promise<BackupResult> {
  if (db.kind !== 'pglite') throw new Error('Las copias de seguridad integradas son de PGlite; con PostgreSQL use pg_dump (docs/operations.md)');
  const began = performance.now();
  const now = options.now ?? (() => new Date());
  await mkdir(options.outDir, { recursive: true });
  await removeOldLeftovers(options.outDir, now().getTime());
  const work = join(options.outDir, `.aula-admin-${randomBytes(6).toString('hex')}.copia`);
  try {
    const copy = await copyRunningPglite(db, options.dataDir, work, options.signal);
    let started = performance.now();
    const inspection = await inspectCopy(work, options.signal);
    const verifyMs = performance.now() - started;
    started = performance.now();
    const creado = now();
    const manifest: Manifest = {
      producto: PRODUCT,
      formato: MANIFEST_FORMAT,
      version: options.version,
      migracion: inspection.migracion,
      creado: creado.toISOString(),
      base_de_datos: 'pglite',
      postgres: inspection.postgres,
      tablas: inspection.tablas,
      huellas: inspection.huellas,
      ...(await listParts(work)),
    };
    const nombre = await freeName(options.outDir, creado);
    const ruta = join(options.outDir, nombre);
    const bytes = await writeArchive(ruta, manifest, work, options.signal);
    const packMs = performance.now() - started;
    return { nombre, ruta, bytes, manifiesto: manifest, tiempos: { ...copy, verifyMs, packMs, totalMs: performance.now() - began } };
  } catch (error) {
    // Whichever step the stop cut short (the copy, the worker, the compression), it says so.
    if (options.signal?.aborted) throw new BackupAbortedError();
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
