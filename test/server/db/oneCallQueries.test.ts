// server/db/oneCallQueries.ts: a statement run again takes one call into PGlite instead of six, and
// gives what PGlite's own query() gives — rows, types, errors, transactions, a changed schema.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OneCallQueries } from '../../../server/db/oneCallQueries';

let pg: PGlite;
let queries: OneCallQueries;

beforeAll(async () => {
  pg = new PGlite();
  await pg.exec(`CREATE TABLE t (id int PRIMARY KEY, nombre text UNIQUE, nacido date, datos jsonb, notas int[], saldo numeric, visto timestamptz)`);
  queries = new OneCallQueries(pg);
});
afterAll(async () => {
  await pg.close();
});

const calls = () => vi.spyOn(pg, 'execProtocolStream');

describe('one call per statement', () => {
  it('gives the rows PGlite query() gives, on the first run and the next ones', async () => {
    await pg.query(`INSERT INTO t VALUES (1, 'Ana', '2001-02-03', '{"a": [1, 2]}', '{4,5}', 4.5, '2026-11-30 10:00:00+00'), (2, 'Luis', NULL, NULL, NULL, NULL, NULL)`);
    const sql = 'SELECT id, nombre, nacido, datos, notas, saldo, visto, $2::text AS eco FROM t WHERE id >= $1 ORDER BY id';
    const expected = (await pg.query(sql, [1, 'x'])).rows;
    expect(expected).toHaveLength(2);
    expect(await queries.query(sql, [1, 'x'])).toEqual(expected);
    expect(await queries.query(sql, [1, 'x'])).toEqual(expected);
    expect(await queries.query(sql, [2, null])).toEqual((await pg.query(sql, [2, null])).rows);
  });

  it('serialises parameters by their type as query() does: json, arrays, dates', async () => {
    const sql = 'SELECT $1::jsonb AS j, $2::int[] AS a, $3::timestamptz AS ts, $4::date AS d, $5::boolean AS b';
    const params = [{ x: [1, 'dos'] }, [3, 4], new Date('2026-11-30T12:00:00Z'), '2026-11-30', false];
    const expected = (await pg.query(sql, params)).rows;
    await queries.query(sql, params);
    expect(await queries.query(sql, params)).toEqual(expected);
  });

  it('takes two calls the first time a text runs and one call after', async () => {
    const spy = calls();
    try {
      const sql = 'SELECT nombre FROM t WHERE id = $1';
      await queries.query(sql, [1]);
      expect(spy).toHaveBeenCalledTimes(2);
      expect(await queries.query(sql, [2])).toEqual([{ nombre: 'Luis' }]);
      expect(spy).toHaveBeenCalledTimes(3);
    } finally {
      spy.mockRestore();
    }
  });

  it('throws the database error with its statement, and the next statements run', async () => {
    const insert = 'INSERT INTO t (id, nombre) VALUES ($1, $2)';
    await queries.query(insert, [3, 'Eva']);
    const error = await queries.query(insert, [4, 'Eva']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 't_nombre_key', query: insert, params: [4, 'Eva'] });
    const syntax = await queries.query('SELEC nombre FROM t', []).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect(await queries.query('SELECT count(*)::int AS n FROM t', [])).toEqual([{ n: 3 }]);
    // A failed text is not kept: fixed, it runs.
    expect(await queries.query(insert, [4, 'Iván'])).toEqual([]);
  });

  it('runs inside a transaction, whose rollback undoes it, and makes statements outside wait for it', async () => {
    const insert = 'INSERT INTO t (id, nombre) VALUES ($1, $2)';
    const count = 'SELECT count(*)::int AS n FROM t';
    const before = (await queries.query<{ n: number }>(count, []))[0].n;
    let outside: Promise<{ n: number }[]> | undefined;
    await pg
      .transaction(async (tx) => {
        await queries.query(insert, [10, 'Tomás'], tx);
        await queries.query(insert, [11, 'Sara'], tx);
        outside = queries.query<{ n: number }>(count, []);
        expect((await queries.query<{ n: number }>(count, [], tx))[0].n).toBe(before + 2);
        await tx.rollback();
      })
      .catch(() => undefined);
    // Run after the transaction ended: the rolled-back rows are not there.
    expect((await outside!)[0].n).toBe(before);
  });

  it('describes a text again after the schema changes', async () => {
    const sql = 'SELECT saldo FROM t WHERE id = $1';
    expect(await queries.query(sql, [1])).toEqual([{ saldo: '4.5' }]);
    await queries.exec('ALTER TABLE t ALTER COLUMN saldo TYPE float8');
    expect(await queries.query(sql, [1])).toEqual([{ saldo: 4.5 }]);
    // Through query() too: any statement that is not a read or write of rows forgets every description.
    await queries.query('ALTER TABLE t ALTER COLUMN saldo TYPE text', []);
    expect(await queries.query(sql, [1])).toEqual([{ saldo: '4.5' }]);
  });
});
