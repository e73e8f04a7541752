// The stop's last resort for writes still running when SHUTDOWN_SECONDS is over (server/shutdown.ts,
// docs/operations.md 'Stopping the server'): once interrupted, every statement of a
// transaction fails with a 503 'El servidor se está deteniendo…', so the transaction rolls back and
// its request answers. A bulk import is therefore whole or absent: PostgreSQL's one transaction
// rolls back; on PGlite the next slice fails and the import deletes the slices already written
// (bulkWrite.ts: its undo runs plain statements, which go on). Statements outside transactions go on
// too (a read finishes; the connection close cuts its answer). Work that restores a journal inside a
// transaction runs through evenWhileStopping. Like observed.ts, the object is instrumented in place:
// modules keep per-database state keyed by the object itself.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database';
import { ApiError } from '../errors/apiError';

/** What an interrupted transaction's request answers (503): its transaction rolled back (a bulk load adds that nothing was kept). */
export const INTERRUPTED_MESSAGE = 'El servidor se está deteniendo: la operación se interrumpió. Vuelva a intentarlo en unos minutos.';

class InterruptedError extends ApiError {
  constructor() {
    super(503, 'ServiceUnavailable', INTERRUPTED_MESSAGE);
  }
}

/** Whether `error` is a statement refused by a stop (interruptibleTransactions). */
export function isInterruption(error: unknown): error is ApiError {
  return error instanceof InterruptedError;
}

const exempt = new AsyncLocalStorage<true>();

/** Runs `work` (an undo that puts a journal back) with its transactions spared by an interruption. */
export function evenWhileStopping<T>(work: () => Promise<T>): Promise<T> {
  return exempt.run(true, work);
}

const INTERRUPTIBLE = Symbol('transaccionesInterrumpibles');

type Interruptible = Database & { [INTERRUPTIBLE]?: { interrupted: boolean } };

function guardScope(tx: Database, check: () => void): Database {
  const query = tx.query.bind(tx);
  const exec = tx.exec.bind(tx);
  tx.query = ((sql, params) => {
    check();
    return query(sql, params);
  }) as Database['query'];
  tx.exec = (sql) => {
    check();
    return exec(sql);
  };
  return tx;
}

/**
 * Makes `db`'s transactions interruptible (once per database; before any request runs) and returns
 * the function that interrupts them: from then on, each statement of a transaction — open already or
 * opened later — throws instead of running, unless it runs inside evenWhileStopping.
 */
export function interruptibleTransactions(db: Database): () => void {
  const target = db as Interruptible;
  let state = target[INTERRUPTIBLE];
  if (!state) {
    const flag = (state = { interrupted: false });
    target[INTERRUPTIBLE] = flag;
    const check = () => {
      if (flag.interrupted && !exempt.getStore()) throw new InterruptedError();
    };
    const transaction = db.transaction.bind(db);
    db.transaction = (fn) => transaction((tx) => fn(guardScope(tx, check)));
  }
  const flag = state;
  return () => {
    flag.interrupted = true;
  };
}
