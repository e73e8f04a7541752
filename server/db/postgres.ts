// PostgreSQL through a pg Pool (DATABASE_URL). Same SQL and same value shapes as PGlite.
import pg from 'pg';
import { type Database, driverParams, LISTEN_LOST, transactionScope } from './database';

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
/** Connections per server process (docs/operations.md: PostgreSQL's max_connections must allow 10 × WORKERS). */
const POOL_SIZE = 10;

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
  const pool = new pg.Pool({ connectionString, types: typeParsers, max: POOL_SIZE });
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
      try {
        await client.query('BEGIN');
        const result = await fn(clientDatabase(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    // A dedicated connection: LISTEN belongs to a session, and pooled clients come and go.
    async listen(channel: string, onPayload: (payload: string) => void) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      // A lost listener means missed notifications: LISTEN_LOST tells the subscriber to stop trusting them.
      client.on('error', () => onPayload(LISTEN_LOST));
      client.on('end', () => onPayload(LISTEN_LOST));
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.query(`LISTEN ${channel.replace(/[^a-z_]/g, '')}`);
      return () => client.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_SIZE }),
    close: () => pool.end(),
  };
}
