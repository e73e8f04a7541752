// Versioned migrations: server/db/migrations/NNN_*.sql, applied in order, each in its own
// transaction, and recorded in schema_migrations so each runs once per database.
import { readdir, readFile } from 'node:fs/promises';
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
 * Applies the pending migrations; returns the names applied now. Run with the app's own migrations
 * (no list given), it then brings the catalogue lookups' rows in line with their declaration
 * (catalogues.ts): every start, every seeded or test database.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations ?? (await readMigrations())) {
    const done = await db.transaction(async (tx) => {
      // Serialises concurrent starts against one PostgreSQL server.
      await tx.query('SELECT pg_advisory_xact_lock(724519)');
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  if (!migrations) await syncCatalogues(db);
  return applied;
}
