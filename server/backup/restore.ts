// npm run restore's work (docs/operations.md, 'Backups and restore'): a backup file into a stopped
// server's PGlite DATA_DIR. Nothing is touched before the file is known good and the directory free:
//   1. the manifest (the file's first entry): this product's, PGlite's, of this release or an older one;
//   2. no live process holds DATA_DIR (server/db/dataDirLock.ts), which this process then holds;
//   3. the database is extracted beside DATA_DIR, every part held to its size and SHA-256, nothing
//      unlisted; opened, every table's rows held to the manifest's counts and digests; the code's
//      later migrations applied; a checkpoint and a clean close;
//   4. only then the swap: DATA_DIR is renamed DATA_DIR.anterior-<time> (kept, not deleted) and the
//      restored directory takes its name. A failure before the swap removes what it extracted and
//      leaves DATA_DIR as it was.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { claimDataDir, DataDirBusyError, dataDirHolder, holderText, LOCK_FILE } from '../db/dataDirLock';
import { migrate, migrationVersions } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { extractArchive, InvalidBackupError, readManifest } from './archive';
import { compareVersions, type Manifest, tableDifferences, tableStats } from './manifest';

/** The restore will not run: a newer release's file, another engine's, or DATA_DIR in use. Nothing was changed. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreOptions {
  file: string;
  /** The PGlite data directory to restore into (absolute). */
  dataDir: string;
  /** This code's release (package.json). */
  version: string;
  /** Each step, for the command's output. */
  log?: (line: string) => void;
  now?: () => Date;
}

export interface RestoreResult {
  manifest: Manifest;
  /** The migrations applied after the copy's (an older release's backup). */
  applied: string[];
  /** Where the data DATA_DIR held before went, or null when it held none. */
  previous: string | null;
}

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const OTHER_ENGINE: Record<Manifest['base_de_datos'], string> = {
  postgres:
    'La copia es de PostgreSQL (pg_dump): restáurela en una base de datos PostgreSQL con npm run restore -- ARCHIVO --database-url URL (o con DATABASE_URL), que la carga con pg_restore. No se modificó nada.',
  pglite: 'La copia es de PGlite (una carpeta de datos): restáurela sin DATABASE_URL, en DATA_DIR o con --data-dir CARPETA. No se modificó nada.',
};

/** Step 1: the file's manifest against this code and the engine it is restored into (PGlite here; PostgreSQL in pgRestore.ts). */
export async function checkedManifest(file: string, version: string, engine: Manifest['base_de_datos'] = 'pglite'): Promise<Manifest> {
  const manifest = await readManifest(file);
  if (manifest.base_de_datos !== engine) throw new RestoreRefusedError(OTHER_ENGINE[manifest.base_de_datos]);
  const newest = (await migrationVersions()).at(-1) ?? '000';
  if (manifest.migracion > newest || compareVersions(manifest.version, version) > 0) {
    throw new RestoreRefusedError(
      `La copia es de una versión más reciente (${manifest.version}, migración ${manifest.migracion}) que este servidor (${version}, migración ${newest}): ` +
        'restáurela con esa versión o una posterior. No se modificó nada.',
    );
  }
  return manifest;
}

function refuseIfHeld(dataDir: string): void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new RestoreRefusedError(`Hay un proceso usando ${dataDir}: ${holderText(holder)}. Detenga el servidor antes de restaurar. No se modificó nada.`);
}

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/** Step 3 on the extracted copy: its tables as the manifest says, then the code's later migrations. */
async function verifyAndMigrate(dir: string, manifest: Manifest, log: (line: string) => void): Promise<string[]> {
  let db;
  try {
    db = await openPglite(dir);
  } catch (error) {
    throw new InvalidBackupError(`La base de datos de la copia no se pudo abrir con esta versión (PostgreSQL ${manifest.postgres} en la copia): ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const differences = tableDifferences(manifest, await tableStats((sql) => db.query(sql)));
    if (differences.length > 0) throw new InvalidBackupError(`Las tablas restauradas no coinciden con el manifiesto de la copia: ${differences.slice(0, 5).join(', ')}`);
    log(`Tablas comprobadas: ${Object.keys(manifest.tablas).length}, con las filas y el contenido que dice el manifiesto`);
    const applied = await migrate(db);
    await db.exec('CHECKPOINT');
    return applied;
  } finally {
    await db.close();
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const { dataDir } = options;
  const manifest = await checkedManifest(options.file, options.version);
  log(`Copia de ${manifest.creado} (versión ${manifest.version}, migración ${manifest.migracion}, ${manifest.archivos.length} archivos)`);

  const existed = await isDirectory(dataDir);
  if (existed) refuseIfHeld(dataDir);
  else await mkdir(dataDir, { recursive: true });
  let lock;
  try {
    lock = claimDataDir(dataDir, 'npm run restore');
  } catch (error) {
    if (error instanceof DataDirBusyError) throw new RestoreRefusedError(`${error.message} No se modificó nada.`);
    throw error;
  }
  const fresh = join(dirname(dataDir), `.${basename(dataDir)}.restaurando-${randomBytes(4).toString('hex')}`);
  let swapped = false;
  try {
    await extractArchive(options.file, manifest, fresh);
    log('Archivos comprobados: tamaño y SHA-256 de cada uno');
    const applied = await verifyAndMigrate(fresh, manifest, log);
    if (applied.length > 0) log(`Migraciones aplicadas después de la copia: ${applied.join(', ')}`);

    const held = (await readdir(dataDir)).filter((name) => name !== LOCK_FILE);
    const previous = held.length > 0 ? `${dataDir}.anterior-${stamp(now())}` : null;
    if (previous) await rename(dataDir, previous);
    else {
      lock.release();
      await rmdir(dataDir);
    }
    try {
      await rename(fresh, dataDir);
    } catch (error) {
      // DATA_DIR back as it was.
      if (previous) await rename(previous, dataDir);
      else await mkdir(dataDir);
      throw error;
    }
    swapped = true;
    // This process' lock went with the old data; the restored directory is free for the server.
    if (previous) await rm(join(previous, LOCK_FILE), { force: true });
    lock.release();
    return { manifest, applied, previous };
  } finally {
    if (!swapped) {
      await rm(fresh, { recursive: true, force: true });
      lock.release();
      if (!existed) await rmdir(dataDir).catch(() => undefined);
    }
  }
}
