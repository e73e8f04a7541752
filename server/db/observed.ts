// Times every statement of a Database (query and exec, inside transactions too) for the metrics
// (db_query_duration_seconds, server/routes/metrics.ts). The object is instrumented in place, not
// wrapped: modules keep per-database state keyed by the object itself (the import journal's hidden
// ranges, the count cache), and a batch left journaled at start-up must stay hidden from the app.
import type { Database } from './database';

/** Seconds the statement took (queueing for the connection included) and whether it failed. */
export type QueryObserver = (seconds: number, failed: boolean) => void;

const OBSERVERS = Symbol('observadoresDeConsultas');

type Observed = Database & { [OBSERVERS]?: Set<QueryObserver> };

function timed<A extends unknown[], R>(run: (...args: A) => Promise<R>, observers: Set<QueryObserver>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    const start = performance.now();
    let failed = true;
    try {
      const result = await run(...args);
      failed = false;
      return result;
    } finally {
      const seconds = (performance.now() - start) / 1000;
      for (const observe of observers) observe(seconds, failed);
    }
  };
}

/** A transaction's scope: its statements timed too (its savepoints run through its own query). */
function instrumentScope(tx: Database, observers: Set<QueryObserver>): Database {
  tx.query = timed(tx.query.bind(tx), observers) as Database['query'];
  tx.exec = timed(tx.exec.bind(tx), observers);
  return tx;
}

/**
 * Calls `observer` after each statement run through `db` from now on; returns the function that
 * stops it (buildApp's, at the app's close). Several observers may watch one database (tests build
 * several apps over one).
 */
export function observeQueries(db: Database, observer: QueryObserver): () => void {
  const observed = db as Observed;
  let observers = observed[OBSERVERS];
  if (!observers) {
    const set = (observers = new Set<QueryObserver>());
    observed[OBSERVERS] = set;
    instrumentScope(db, set);
    const transaction = db.transaction.bind(db);
    db.transaction = (fn) => transaction((tx) => fn(instrumentScope(tx, set)));
  }
  observers.add(observer);
  return () => observers.delete(observer);
}
