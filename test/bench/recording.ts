// A Database that records the statements run through it (while recording is on): which queries an
// endpoint runs, and the exact SQL to replay as the raw baseline.
import type { Database, SqlParam } from '../../server/db/database';

export interface RecordedQuery {
  sql: string;
  params: readonly SqlParam[];
}

export interface RecordingDatabase {
  db: Database;
  /** Records the queries run while `fn` runs (transactions' inner queries are not seen). */
  record(fn: () => Promise<unknown>): Promise<RecordedQuery[]>;
}

export function recordingDatabase(inner: Database): RecordingDatabase {
  let log: RecordedQuery[] | null = null;
  const innerQuery = inner.query.bind(inner);
  const query: Database['query'] = (sql, params) => {
    // A copy: callers may push to the same array afterwards (a page's LIMIT after its count).
    log?.push({ sql, params: [...(params ?? [])] });
    return innerQuery(sql, params);
  };
  // A Proxy, so members other engineers add to Database (listen…) keep working. What the app sets on
  // it (the metrics' timing, server/db/observed.ts) stays on the proxy: the inner database is left as is.
  const own = new Map<PropertyKey, unknown>();
  const db = new Proxy(inner, {
    get(target, prop, receiver) {
      if (own.has(prop)) return own.get(prop);
      if (prop === 'query') return query;
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(_target, prop, value) {
      own.set(prop, value);
      return true;
    },
  });
  return {
    db,
    async record(fn) {
      log = [];
      try {
        await fn();
        return log;
      } finally {
        log = null;
      }
    },
  };
}
