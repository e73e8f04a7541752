// Versioned migrations: server/db/migrations/NNN_*.sql, applied in order, each in its own
// transaction, and recorded in schema_migrations so each runs once per database. A migration that
// fails is rolled back whole and stops the start; a database that holds a migration the code does
// not have (written by a newer release) is refused before anything is written to it (docs/operations.md
// 'Upgrades'; test/server/db/upgrade.test.ts opens a database of an earlier release).
import { readdir, readFile } from 'node:fs/promises';
import { inspect } from 'node:util';
import { syncCatalogues } from './catalogues';
import type { Database } from './database';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_PATTERN = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => FILE_PATTERN.test(f)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: FILE_PATTERN.exec(file)![1],
      name: file,
      sql: await readFile(new URL(file, dir), 'utf8'),
    })),
  );
}

/** The versions of the code's migration files ('001'…), in order, without reading them. */
export async function migrationVersions(dir: URL = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((f) => FILE_PATTERN.test(f)).sort().map((f) => FILE_PATTERN.exec(f)![1]);
}

/**
 * Which of `versions` the database has not applied (GET /api/health/ready): every one while
 * schema_migrations does not exist yet. Any other failure (the database not answering) is thrown.
 */
export async function unappliedMigrations(db: Database, versions: readonly string[]): Promise<string[]> {
  let applied: Set<string>;
  try {
    applied = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '42P01') return [...versions];
    throw error;
  }
  return versions.filter((version) => !applied.has(version));
}

/**
 * Why the database cannot be brought to the code's migrations: a migration failed (its transaction
 * rolled back, the database as it was before it), or the database is of a newer release. An
 * operator's problem, not the code's: console.error shows its message alone, without a stack, so a
 * start that fails on it (npm start, npm run dev, npm run seed) prints that sentence and exits 1.
 */
export class MigrationError extends Error {
  override name = 'MigrationError';

  [inspect.custom](): string {
    return this.message;
  }
}

/**
 * The driver's reason, with its detail and SQLSTATE when it has them: 'relation "x" does not exist (42P01)',
 * 'duplicate key value violates unique constraint "config_pkey": Key (clave)=(a) already exists (23505)'.
 */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  const text = typeof detail === 'string' && detail !== '' ? `${error.message}: ${detail.replace(/\.$/, '')}` : error.message;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? `${text} (${code})` : text;
}

/**
 * Read only, before anything is written: refuses a database whose schema_migrations holds a version
 * the code does not have. Above the code's newest, it is a newer release's; below it (the code's own
 * list only: a test's partial list leaves out versions on purpose), one the code never had.
 */
async function refuseUnknownMigrations(db: Database, migrations: readonly Migration[], ownList: boolean): Promise<void> {
  let recorded: { version: string; name: string }[];
  try {
    recorded = await db.query<{ version: string; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '42P01') return; // a new database
    throw error;
  }
  const newest = migrations.at(-1);
  if (!newest) return; // nothing to apply: nothing to compare either
  const known = new Set(migrations.map((m) => m.version));
  const newer = recorded.filter((row) => row.version > newest.version).at(-1);
  if (newer) {
    throw new MigrationError(
      `La base de datos es de una versión más reciente (migración ${newer.name}) que este servidor (migración ${newest.name}): ` +
        'actualice el servidor a esa versión o restaure una copia de la base de datos hecha con esta versión. No se modificó nada.',
    );
  }
  const unknown = ownList ? recorded.find((row) => !known.has(row.version)) : undefined;
  if (unknown) {
    throw new MigrationError(
      `La base de datos tiene la migración ${unknown.name}, que este servidor no conoce (su última es ${newest.name}): ` +
        'la escribió otra versión del servidor; use esa versión o restaure una copia de la base de datos hecha con esta. No se modificó nada.',
    );
  }
}

/**
 * Applies the pending migrations; returns the names applied now. Run with the app's own migrations
 * (no list given), it then brings the catalogue lookups' rows in line with their declaration
 * (catalogues.ts): every start, every seeded or test database. Throws a MigrationError, in Spanish,
 * for a database of a newer release (nothing written) or a migration that failed (rolled back whole;
 * those before it in this run stay applied).
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const list = migrations ?? (await readMigrations());
  await refuseUnknownMigrations(db, list, !migrations);
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of list) {
    let done: boolean;
    try {
      done = await db.transaction(async (tx) => {
        // Serialises concurrent starts against one PostgreSQL server.
        await tx.query('SELECT pg_advisory_xact_lock(724519)');
        const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
        if (rows.length > 0) return false;
        await tx.exec(migration.sql);
        await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
        return true;
      });
    } catch (error) {
      const before = applied.at(-1) ?? (await lastRecorded(db));
      throw new MigrationError(
        `La migración ${migration.name} falló: ${failureReason(error)}. Se deshizo entera: la base de datos quedó como estaba antes de ella` +
          (before === undefined ? '.' : ` (última migración aplicada: ${before ?? 'ninguna'}).`),
        { cause: error },
      );
    }
    if (done) applied.push(migration.name);
  }
  if (!migrations) await syncCatalogues(db);
  return applied;
}

/** The newest migration schema_migrations records (for a failure's message): null when none, undefined when it cannot be read. */
async function lastRecorded(db: Database): Promise<string | null | undefined> {
  try {
    const [row] = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version DESC LIMIT 1');
    return row?.name ?? null;
  } catch {
    return undefined;
  }
}
