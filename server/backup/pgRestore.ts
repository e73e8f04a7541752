// npm run restore on PostgreSQL (docs/operations.md, 'Backups and restore'): a backup file pgDump.ts
// made, into DATABASE_URL's database. Nothing is touched before the file is known good and no server
// is on the database, and then it is all or nothing:
//   1. the manifest: this product's, PostgreSQL's, of this release or an older one (restore.ts);
//   2. the dump extracted into a temporary directory, its size and SHA-256 held to the manifest;
//   3. no Aula Admin server connected to the database (pg_stat_activity, application_name 'aula-admin');
//   4. one transaction in one psql session that stops at the first error (pgRestoreSql.ts): the check
//      of step 3 again, the schema public dropped and created, pg_restore's script of the dump, every
//      table's rows held to the manifest's counts and digests, COMMIT. A failure anywhere never
//      reaches the COMMIT: the database is as it was;
//   5. the code's later migrations, for an older release's backup (each its own transaction, as a
//      start applies them: one that fails leaves the restored data at the migration before it).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { extractArchive, InvalidBackupError } from './archive';
import { DUMP_ENTRY, DUMP_FILE, type Manifest } from './manifest';
import { psqlError, restorePostamble, restorePreamble, SERVER_CONNECTED, serverConnectedMessage, TABLES_DIFFER } from './pgRestoreSql';
import {
  exited, hideSecret, installedMajor, libpqConnection, RESTORE_APPLICATION, SERVER_APPLICATION, serverMajor, stderrTail, toolVersionProblem, withApplicationName,
} from './pgTools';
import { checkedManifest, RestoreRefusedError } from './restore';

/** The copy is restored (committed), but a later migration failed: the server's next start tries again. */
export class RestoredUnmigratedError extends Error {
  constructor(cause: unknown) {
    super(
      `La copia quedó restaurada, pero no se pudo llevar a la versión de este servidor: ${cause instanceof Error ? cause.message : String(cause)} ` +
        'El servidor vuelve a intentar las migraciones al iniciar.',
      { cause },
    );
    this.name = 'RestoredUnmigratedError';
  }
}

export interface PgRestoreOptions {
  file: string;
  /** The database to restore into (it must exist; its schema public is replaced). */
  databaseUrl: string;
  /** This code's release (package.json). */
  version: string;
  log?: (line: string) => void;
}

export interface PgRestoreResult {
  manifest: Manifest;
  /** The migrations applied after the copy's (an older release's backup). */
  applied: string[];
  /** Milliseconds: extraction and checksums, the load with its verification, the migrations. */
  tiempos: { extractMs: number; loadMs: number; migrateMs: number };
}

/** Step 3, and what step 4 needs of the server: its major version (for the tools' message). */
async function checkServer(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: RESTORE_APPLICATION });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const [row] = (
      await client.query<{ n: number; num: string }>(
        `SELECT (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()) AS n,
          current_setting('server_version_num') AS num`,
        [SERVER_APPLICATION],
      )
    ).rows;
    if (row.n > 0) throw new RestoreRefusedError(serverConnectedMessage(row.n));
    return serverMajor(row.num);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Step 4: pg_restore's script of `dumpFile` between the preamble and the postamble, into psql; throws what stopped it. */
async function load(dumpFile: string, databaseUrl: string, manifest: Manifest): Promise<void> {
  const connection = libpqConnection(databaseUrl, RESTORE_APPLICATION);
  const psql = spawn('psql', ['-X', '-q', '-w', '-v', 'ON_ERROR_STOP=1', '-f', '-', `--dbname=${connection.dbname}`], {
    env: connection.env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dumpFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  const psqlTail = stderrTail(psql);
  const restoreTail = stderrTail(restore);
  // psql gone (an error): its stdin refuses writes, and pg_restore, unread, is stopped.
  psql.stdin.on('error', () => undefined);
  const psqlEnd = exited(psql).finally(() => {
    if (restore.exitCode === null) restore.kill('SIGTERM');
  });
  psql.stdin.write(restorePreamble(SERVER_APPLICATION));
  restore.stdout.pipe(psql.stdin, { end: false });
  const restored = await exited(restore).catch((error: unknown) => {
    // pg_restore could not start: psql's input ends without the COMMIT.
    psql.stdin.end();
    throw error;
  });
  // Only a whole script is followed by the verification and its COMMIT; otherwise psql reaches the
  // end of its input inside the transaction, which PostgreSQL rolls back.
  psql.stdin.end(restored.code === 0 ? restorePostamble(manifest) : undefined);
  const loaded = await psqlEnd;
  if (loaded.code !== 0) {
    const message = hideSecret(psqlError(psqlTail()), connection.secret);
    if (message.startsWith(SERVER_CONNECTED)) throw new RestoreRefusedError(message);
    if (message.startsWith(TABLES_DIFFER)) throw new InvalidBackupError(message);
    // psql's error is the cause even when pg_restore ended too (stopped here, unread).
    throw new Error(`la carga se detuvo y se deshizo entera: ${message || `psql terminó con ${loaded.code ?? loaded.signal}`}`);
  }
  if (restored.code !== 0) throw new Error(`pg_restore terminó con ${restored.code ?? restored.signal} y la carga se deshizo entera: ${restoreTail() || 'sin mensaje'}`);
}

export async function restorePostgres(options: PgRestoreOptions): Promise<PgRestoreResult> {
  const log = options.log ?? (() => undefined);
  const manifest = await checkedManifest(options.file, options.version, 'postgres');
  const dumpPart = `${DUMP_ENTRY}/${DUMP_FILE}`;
  if (!manifest.archivos.some((part) => part.ruta === dumpPart)) throw new InvalidBackupError(`La copia no tiene el volcado de PostgreSQL que su formato lleva (${dumpPart})`);
  log(`Copia de ${manifest.creado} (versión ${manifest.version}, migración ${manifest.migracion}, PostgreSQL ${manifest.postgres})`);

  const work = await mkdtemp(join(tmpdir(), 'aula-admin-restaurar-'));
  try {
    let started = performance.now();
    const dir = join(work, 'copia');
    await extractArchive(options.file, manifest, dir);
    const extractMs = performance.now() - started;
    log('Archivos comprobados: tamaño y SHA-256 de cada uno');

    const server = await checkServer(options.databaseUrl);
    for (const tool of ['pg_restore', 'psql']) {
      if ((await installedMajor(tool)) === null) throw new Error(toolVersionProblem(tool, null, server) ?? tool);
    }
    started = performance.now();
    await load(join(dir, DUMP_FILE), options.databaseUrl, manifest);
    const loadMs = performance.now() - started;
    log(`Tablas comprobadas: ${Object.keys(manifest.tablas).length}, con las filas y el contenido que dice el manifiesto`);

    started = performance.now();
    let applied: string[];
    try {
      const db = await openPostgres(withApplicationName(options.databaseUrl, RESTORE_APPLICATION));
      try {
        applied = await migrate(db);
      } finally {
        await db.close();
      }
    } catch (error) {
      throw new RestoredUnmigratedError(error);
    }
    if (applied.length > 0) log(`Migraciones aplicadas después de la copia: ${applied.join(', ')}`);
    return { manifest, applied, tiempos: { extractMs, loadMs, migrateMs: performance.now() - started } };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
