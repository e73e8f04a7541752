// Opening the database: PostgreSQL when a URL is given, otherwise PGlite. Apart from database.ts,
// which both drivers import: the driver modules are loaded only when chosen (pg is not loaded for PGlite).
import type { Database } from './database';

export interface OpenDatabaseOptions {
  /** PGlite data directory (persisted). Ignored when databaseUrl is given. */
  dataDir?: string;
  /** PostgreSQL connection string: uses the pg Pool instead of PGlite. */
  databaseUrl?: string;
  /** PGlite in memory (tests). */
  memory?: boolean;
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite on disk (dataDir) or in memory. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  if (options.memory || !options.dataDir) return openPglite(undefined);
  return openPglite(options.dataDir);
}
