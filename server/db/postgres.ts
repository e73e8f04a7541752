// PostgreSQL through a pg Pool (DATABASE_URL). Same SQL and same value shapes as PGlite.
import pg from 'pg';
import { type Database, driverParams, transactionScope } from './database';
import { listenResiliently } from './listener';
import { isDatabaseUnavailable } from './unavailable';

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
/** Connections per server process (docs/operations.md: PostgreSQL's max_connections must allow 10 × WORKERS). */
const POOL_SIZE = 10;
/**
 * The longest a statement waits for a connection, a new one or a free one of the pool: a host that
 * is gone or silent answers 503 within it (server/db/unavailable.ts) instead of holding the request.
 */
export const CONNECT_TIMEOUT_MS = 3000;
/** How the server's connections are named in pg_stat_activity: tools tell a running server's sessions by it. */
export const APPLICATION_NAME = 'aula-admin';

/** Every connection's settings: keepalive so a connection to a vanished host is found dead, not waited on for ever. */
const connectionSettings = (connectionString: string) => ({
  connectionString,
  connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  application_name: APPLICATION_NAME,
});

/** Dates stay 'YYYY-MM-DD' text; counts and numerics become numbers (as in pglite.ts). */
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

function clientDatabase(client: pg.PoolClient): Database {
  return transactionScope('postgres', {
    async query<T>(sql: string, params?: Parameters<Database['query']>[1]) {
      return (await client.query(sql, driverParams(params))).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ ...connectionSettings(connectionString), types: typeParsers, max: POOL_SIZE });
  // An idle pooled connection the server ends (a restart, a dropped database) is reported here; the
  // pool discards it and opens another on demand. Unheard, the error would end the whole process.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL cerró una conexión inactiva: ${error.message}`);
  });
  // Fail at start (not at the first request) when the server cannot be reached.
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: Parameters<Database['query']>[1]) {
      return (await pool.query(sql, driverParams(params))).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // A checked-out client is not heard by the pool: its connection dying between two statements
      // would be an 'error' event nobody listens to, which ends the process.
      let broken: unknown;
      const onError = (error: Error) => {
        broken ??= error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(clientDatabase(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken ??= error;
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken ??= rollbackError;
        });
        throw error;
      } finally {
        client.off('error', onError);
        // With an error the pool discards the connection instead of handing a dead one to the next request.
        client.release(broken === undefined ? undefined : broken instanceof Error ? broken : new Error(String(broken)));
      }
    },
    // A dedicated connection that reconnects by itself (listener.ts): LISTEN_LOST, then LISTEN_RESUMED.
    listen: (channel: string, onPayload: (payload: string) => void) =>
      listenResiliently({ newClient: () => new pg.Client(connectionSettings(connectionString)), channel, onPayload, log: (line) => console.warn(line) }),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_SIZE }),
    close: () => pool.end(),
  };
}
