// PostgreSQL only (bash test/postgres/run.sh): an idle pooled connection the server ends (a restart,
// an administrator) neither ends the process nor the next query — the pool opens another.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../database';

describe('the PostgreSQL pool', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('survives its idle connections being terminated', async () => {
    const test = await openTestDatabase();
    try {
      const [{ name }] = await test.db.query<{ name: string }>('SELECT current_database() AS name');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const [terminated] = (
        await admin.query<{ n: string }>('SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1', [name])
      ).rows;
      await admin.end();
      expect(Number(terminated.n)).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await test.db.query<{ ok: number }>('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    } finally {
      await test.dispose();
    }
  });
});
