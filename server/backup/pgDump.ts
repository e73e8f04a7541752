// A consistent copy of a live PostgreSQL database (DATABASE_URL) while the server goes on answering:
// one connection opens a REPEATABLE READ, READ ONLY transaction and exports its snapshot; pg_dump
// (custom format) dumps that very snapshot while the same transaction counts and digests every table
// for the manifest, so the file and its manifest describe one instant. Neither blocks writers (MVCC).
// The connection also holds an advisory lock for the whole backup: one at a time across every server
// process (WORKERS) and npm run backup on this database.
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import pg from 'pg';
import { BackupBusyError } from './busy';
import { type TableStats, tableStats } from './manifest';
import { BackupAbortedError, type CopyFigures } from './pgliteCopy';
import { BACKUP_APPLICATION, exited, hideSecret, installedMajor, libpqConnection, serverMajor, stderrTail, toolVersionProblem } from './pgTools';

/** The backups' advisory lock (migrate.ts holds 724519 for migrations). */
export const BACKUP_LOCK = 724520;

/**
 * A row's text depends on these settings (timestamptz on TimeZone, floats on extra_float_digits…):
 * the digests are taken under them at backup and at restore, whatever the server's defaults.
 */
export const DIGEST_SETTINGS_SQL =
  "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, MDY'; SET IntervalStyle = 'postgres'; SET extra_float_digits = 1; SET bytea_output = 'hex';";

export interface DumpResult extends TableStats {
  migracion: string;
  /** server_version, as the manifest records it. */
  postgres: string;
  /** startMs: lock and snapshot; filesMs: pg_dump; stopMs: the transaction's end; verifyMs: the tables' counts and digests (beside pg_dump). */
  figures: CopyFigures & { verifyMs: number };
}

function check(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BackupAbortedError();
}

/** pg_dump of the snapshot `snapshot` into `file`; rejects with its message (password hidden). */
async function runPgDump(databaseUrl: string, snapshot: string, file: string, signal: AbortSignal | undefined): Promise<void> {
  const connection = libpqConnection(databaseUrl, BACKUP_APPLICATION);
  const child = spawn(
    'pg_dump',
    ['--format=custom', `--snapshot=${snapshot}`, '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${connection.dbname}`],
    { env: connection.env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const tail = stderrTail(child);
  const onAbort = () => child.kill('SIGTERM');
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const { code, signal: killed } = await exited(child);
    if (code !== 0) throw new Error(`pg_dump terminó con ${code ?? killed}: ${hideSecret(tail(), connection.secret) || 'sin mensaje'}`);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Dumps the database of `databaseUrl` into `file` (pg_dump's custom format) as of one snapshot, and
 * reads in that snapshot what the manifest says of it. BackupBusyError while another backup holds the lock.
 */
export async function dumpPostgres(databaseUrl: string, file: string, signal?: AbortSignal): Promise<DumpResult> {
  check(signal);
  const client = new pg.Client({ connectionString: databaseUrl, application_name: BACKUP_APPLICATION });
  // A failure of the connection surfaces in the query under way; unheard, it would end the process.
  client.on('error', () => undefined);
  const onAbort = () => void client.end().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await client.connect();
    const rows = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
    let started = performance.now();
    // A session lock, released when this connection ends whatever happens.
    const [{ locked }] = await rows<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [BACKUP_LOCK]);
    if (!locked) throw new BackupBusyError();
    const [server] = await rows<{ num: string; version: string; schema: string | null }>(
      "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version, current_schema() AS schema",
    );
    // restore empties and reloads the schema public: the one the app's tables are in.
    if (server.schema !== 'public') throw new Error(`Las tablas de Aula Admin deben estar en el esquema public (la conexión usa ${server.schema ?? 'ninguno'})`);
    const problem = toolVersionProblem('pg_dump', await installedMajor('pg_dump'), serverMajor(server.num));
    if (problem) throw new Error(problem);
    await client.query(DIGEST_SETTINGS_SQL);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [{ snapshot }] = await rows<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const [migration] = await rows<{ v: string | null }>('SELECT max(version) AS v FROM schema_migrations');
    if (!migration.v) throw new Error('La base de datos no tiene migraciones aplicadas: no es de Aula Admin o está vacía');
    const startMs = performance.now() - started;
    check(signal);

    started = performance.now();
    const dump = runPgDump(databaseUrl, snapshot, file, signal).then(() => performance.now() - started);
    const stats = tableStats((sql) => rows(sql)).then((found) => ({ found, verifyMs: performance.now() - started }));
    // Both to their end before the transaction does (the snapshot lives as long as it).
    const [dumped, counted] = await Promise.allSettled([dump, stats]);
    if (dumped.status === 'rejected') throw dumped.reason;
    if (counted.status === 'rejected') throw counted.reason;
    check(signal);

    started = performance.now();
    await client.query('COMMIT');
    const stopMs = performance.now() - started;
    const { size } = await stat(file);
    return {
      ...counted.value.found,
      migracion: migration.v,
      postgres: server.version.slice(0, 100),
      figures: { startMs, filesMs: dumped.value, stopMs, bytes: size, verifyMs: counted.value.verifyMs },
    };
  } catch (error) {
    if (signal?.aborted) throw new BackupAbortedError();
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await client.end().catch(() => undefined);
  }
}
