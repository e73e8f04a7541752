// Exact list totals, counted once per change of the tables they read (migration 031): a list page
// then costs its LIMIT query, not a count of the whole table. A total is remembered with the change
// counters of its tables, read in the same statement as the count (one snapshot), and reused while
// they have not moved. PGlite notifies each change as its commit returns, so there the counters are
// followed in memory; PostgreSQL's notifications arrive late (and other processes write), so there
// the counters are read, one small query instead of a count.
import { type Database, LISTEN_LOST, type SqlParam } from '../db/database';

/** Totals remembered per database; the oldest makes room (a search's words make many keys). */
export const COUNTS_KEPT = 2000;

interface Remembered {
  version: string;
  total: number;
}

interface CountCache {
  /** Tables carrying the counter triggers (a table without them is always counted). */
  tracked: Set<string>;
  /** PGlite: changes seen per table since the cache started; null on PostgreSQL or once notifications are lost. */
  local: Map<string, number> | null;
  totals: Map<string, Remembered>;
}

const caches = new WeakMap<Database, Promise<CountCache>>();

async function openCache(db: Database): Promise<CountCache> {
  const rows = await db.query<{ tabla: string }>(
    `SELECT DISTINCT c.relname AS tabla FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname = 'contar_cambios'`,
  );
  const cache: CountCache = { tracked: new Set(rows.map((r) => r.tabla)), local: null, totals: new Map() };
  if (db.kind === 'pglite' && db.listen) {
    const local = new Map<string, number>();
    await db.listen('cambios', (payload) => {
      if (payload === LISTEN_LOST) cache.local = null;
      else local.set(payload, (local.get(payload) ?? 0) + 1);
    });
    cache.local = local;
  }
  return cache;
}

function cacheFor(db: Database): Promise<CountCache> {
  let cache = caches.get(db);
  if (!cache) {
    cache = openCache(db);
    // A failed start (a database without migration 031) is retried, not remembered.
    cache.catch(() => caches.delete(db));
    caches.set(db, cache);
  }
  return cache;
}

const VERSION_SQL = (param: string) =>
  `SELECT coalesce(string_agg(tabla || '=' || n, ',' ORDER BY tabla), '') FROM cambios_tablas WHERE tabla = ANY(${param}::text[])`;

/**
 * `SELECT count(*) FROM <from>` (from: the table and its WHERE, with `params`), remembered while
 * `tables` (every table the WHERE reads) are unchanged. Never inside a transaction: its own
 * uncommitted writes are not in the counters.
 */
export async function countRows(db: Database, tables: readonly string[], from: string, params: readonly SqlParam[]): Promise<number> {
  const cache = await cacheFor(db);
  if (!tables.every((t) => cache.tracked.has(t))) {
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::integer AS total FROM ${from}`, params);
    return total;
  }
  const sorted = [...new Set(tables)].sort();
  const key = `${from}\u0000${JSON.stringify(params)}`;
  const local = cache.local;
  let version: string;
  if (local) {
    version = sorted.map((t) => `${t}=${local.get(t) ?? 0}`).join(',');
  } else {
    const [row] = await db.query<{ v: string }>(`SELECT (${VERSION_SQL('$1')}) AS v`, [sorted]);
    version = row.v;
  }
  const known = cache.totals.get(key);
  if (known && known.version === version) return known.total;
  const tablesParam = `$${params.length + 1}`;
  const [row] = await db.query<{ v: string; total: number }>(
    `SELECT (${VERSION_SQL(tablesParam)}) AS v, count(*)::integer AS total FROM ${from}`,
    [...params, sorted],
  );
  // In memory, the version read before counting: a change committed meanwhile only makes the next read count again.
  const counted = local ? version : row.v;
  if (cache.totals.size >= COUNTS_KEPT) cache.totals.delete(cache.totals.keys().next().value as string);
  cache.totals.delete(key);
  cache.totals.set(key, { version: counted, total: row.total });
  return row.total;
}
