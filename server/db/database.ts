// The one database seam of the server. PGlite (embedded) and PostgreSQL (pg Pool) both implement it
// with the same SQL, so every repository function works unchanged on either.
import { setImmediate } from 'node:timers/promises';

/** Uint8Array: bytea (uploaded files); both drivers take it as is. */
export type SqlParam = string | number | boolean | null | Date | Uint8Array | readonly SqlParam[];

export interface Database {
  /** Runs one statement with $1.. parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Nested calls use savepoints. */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel` (after the notifying transaction commits); resolves
   * to a function that stops listening. Absent on a transaction's scope. PostgreSQL: LISTEN_LOST when
   * its connection goes, LISTEN_RESUMED once it listens again (server/db/listener.ts).
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The pool's connections now (PostgreSQL; PGlite has one connection and no pool): the metrics read it. */
  poolStats?(): PoolStats;
  /** Releases the connection(s); the object is unusable afterwards. */
  close(): Promise<void>;
  /** Which engine answers, for logs. */
  readonly kind: 'pglite' | 'postgres';
}

export interface PoolStats {
  /** Open connections, idle or in use. */
  total: number;
  idle: number;
  /** Statements and transactions waiting for a connection. */
  waiting: number;
  /** The pool's size. */
  max: number;
}

/**
 * Lets the event loop turn before a long reader's next statement (an export's), so requests waiting
 * on the network start and queue theirs first: PGlite runs statements on this thread and answers
 * through promises only, so statements chained one after another would hold every request off.
 */
export const otherRequestsFirst = (): Promise<void> => setImmediate();

/** Payload a listener receives when its connection is gone (notifications may have been missed). */
export const LISTEN_LOST = '\u0000perdido';
/** Payload a listener receives when it listens again after LISTEN_LOST: what was missed meanwhile is unknown. */
export const LISTEN_RESUMED = '\u0000reanudado';

/**
 * A Database bound to one open transaction of either driver: nested transactions become
 * savepoints, and it cannot be closed (its owner commits or rolls back).
 */
export function transactionScope(kind: Database['kind'], ops: Pick<Database, 'query' | 'exec'>): Database {
  const db: Database = {
    kind,
    query: ops.query,
    exec: ops.exec,
    transaction: (fn) => withSavepoint(db, fn),
    async close() {
      throw new Error('No se puede cerrar una transacción');
    },
  };
  return db;
}

let savepointCounter = 0;

/** Nested transaction through a savepoint on an already open transaction. */
export async function withSavepoint<T>(tx: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  const name = `sp_${++savepointCounter}`;
  await tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await fn(tx);
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}

/** Parameters as the drivers expect them: Dates as ISO text, arrays kept (both drivers serialise them as SQL arrays). */
export function driverParams(params: readonly SqlParam[] | undefined): unknown[] {
  return (params ?? []).map((p) => (p instanceof Date ? p.toISOString() : p));
}
