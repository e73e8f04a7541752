// Embedded PostgreSQL (WASM): a data directory on disk, or memory for tests.
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
// Trigram indexes serve the folded search column's LIKE '%word%' (migration 004).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Database, driverParams, transactionScope } from './database';
import { OneCallQueries } from './oneCallQueries';

/** Dates stay 'YYYY-MM-DD' text (never JS Dates shifted by time zones); counts become numbers. */
const PARSERS = {
  [types.DATE]: (value: string) => value,
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

function transactionDatabase(tx: Transaction, queries: OneCallQueries): Database {
  return transactionScope('pglite', {
    query: <T>(sql: string, params?: Parameters<Database['query']>[1]) => queries.query<T>(sql, driverParams(params), tx),
    exec: (sql: string) => queries.exec(sql, tx),
  });
}

/**
 * The data directory initdb made for this process's first empty in-memory database: the next ones
 * start from a copy of it (as PGlite's own clone() does), a fraction of initdb's second or more.
 */
let emptyCluster: Promise<Blob> | undefined;

/** `loadDataDir`: start from a dump (dumpDataDir) instead of an empty cluster (tests' seeded template). */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
  const empty = dataDir === undefined && options.loadDataDir === undefined;
  const loadDataDir = options.loadDataDir ?? (empty ? await emptyCluster?.catch(() => undefined) : undefined);
  const pg = new PGlite({ dataDir, parsers: PARSERS, loadDataDir, extensions: { pg_trgm } });
  await pg.waitReady;
  if (empty && !loadDataDir) {
    // Taken before anything is written to it: exactly what initdb left.
    emptyCluster = pg.dumpDataDir('none');
    await emptyCluster.catch(() => (emptyCluster = undefined));
  }
  const queries = new OneCallQueries(pg);
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: Parameters<Database['query']>[1]) => queries.query<T>(sql, driverParams(params)),
    exec: (sql: string) => queries.exec(sql),
    transaction: (fn) => pg.transaction((tx) => fn(transactionDatabase(tx, queries))),
    async listen(channel: string, onPayload: (payload: string) => void) {
      const stop = await pg.listen(channel, onPayload);
      return () => stop();
    },
    close: () => pg.close(),
    async dump() {
      return pg.dumpDataDir('none');
    },
  };
}

export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball (see openPglite's loadDataDir). */
  dump(): Promise<Blob>;
}
