// PGlite's query() takes six calls into the database for every statement: parse, describe the
// statement (for its parameters' types), bind, describe the portal, execute, sync. The types of a
// statement's parameters are the same every time its text runs, so they are kept per text: its first
// run takes two calls (parse and describe; bind, execute, sync), the next ones one (parse with those
// types, bind, execute, sync); the rows' description, also the same every time, is kept beside them.
// Still an unnamed statement, parsed and planned for its values each time, exactly as before: only
// the calls go (a named, prepared statement would also skip the parse, but its cached plans are not
// PGlite's query()'s, and the planner's per-session setting that would keep them per value also
// replans every statement of every PL/pgSQL trigger: the demo seed took twice as long).
// Measured on PGlite 0.5.16 (20,000 rows, 3,000 runs each): a primary-key read 99–161 → 47–49 µs,
// a join 137–141 → 78–83 µs; a statement of a millisecond or more gains nothing measurable.
import { type PGlite, type Transaction, parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Texts described at most; beyond, all are forgotten at once (a seed's one-off texts). */
const LIMIT = 2000;

/** Texts described and kept: reads and writes of rows. After anything else (DDL, SET) every kept description is dropped. */
const ROW_STATEMENT = /^\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH|VALUES)\b/i;

/** A database error as PGlite's query() throws it: with the statement and its parameters. */
function withQuery(error: unknown, sql: string, params: unknown[]): unknown {
  if (error instanceof Error && 'code' in error) Object.assign(error, { query: sql, params, queryOptions: undefined });
  return error;
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Described {
  /** The parameters' types. */
  types: number[];
  /** The rows' names and types (a statement returning none has none). */
  rows?: BackendMessage;
}

function description(messages: BackendMessage[]): Described {
  return { types: parse.parseDescribeStatementResults(messages), rows: messages.find((m) => m.name === 'rowDescription') };
}

export class OneCallQueries {
  /** Statement text → its parameters' types and its rows' description, as PostgreSQL gave them when it was first parsed. */
  private readonly described = new Map<string, Described>();

  constructor(private readonly pg: PGlite) {}

  /**
   * The rows of `sql` with `params`, as pg.query (or `tx`.query, inside pg.transaction, whose lock
   * the caller then holds) gives them.
   */
  async query<T>(sql: string, params: unknown[], tx?: Transaction): Promise<T[]> {
    // As query() does: 'PGlite is closed' (or closing) rather than a call into a stopped database.
    await this.pg._checkReady();
    const run = () =>
      this.pg._runExclusiveQuery(async () => {
        const rows = await this.execute<T>(sql, params);
        // As query() does: a statement outside a transaction is flushed to the data directory.
        if (!tx) await this.pg.syncToFs();
        return rows;
      });
    return tx ? run() : this.pg._runExclusiveTransaction(run);
  }

  /**
   * `sql` through PGlite's exec (or `tx`'s), which may change the schema: every kept description is
   * dropped after it, since a parameter's or a column's type could have changed.
   */
  async exec(sql: string, tx?: Transaction): Promise<void> {
    await (tx ?? this.pg).exec(sql);
    this.described.clear();
  }

  private stream(message: Uint8Array) {
    return this.pg.execProtocolStream(message, { syncToFs: false });
  }

  private async execute<T>(sql: string, params: unknown[]): Promise<T[]> {
    try {
      let statement = this.described.get(sql);
      const parts: Uint8Array[] = [];
      if (statement) parts.push(serialize.parse({ text: sql, types: statement.types }));
      else {
        // First run of the text: parsed and described in a call of its own, as query() does.
        try {
          statement = description(await this.stream(Buffer.concat([serialize.parse({ text: sql, types: [] }), serialize.describe({ type: 'S' })])));
        } catch (error) {
          // The error waits for a sync, which ends it.
          await this.stream(serialize.sync()).catch(() => undefined);
          throw error;
        }
        if (!ROW_STATEMENT.test(sql)) this.described.clear();
        else {
          if (this.described.size >= LIMIT) this.described.clear();
          this.described.set(sql, statement);
        }
      }
      const { types, rows } = statement;
      // Serialised as query() does, by each parameter's type.
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = this.pg.serializers[types[i]];
        return serializer ? serializer(value) : String(value);
      });
      parts.push(serialize.bind({ values }), serialize.execute({}), serialize.sync());
      const messages = await this.stream(Buffer.concat(parts));
      // The rows' description first, as the portal's describe would have put it.
      return (parse.parseResults(rows ? [rows, ...messages] : messages, this.pg.parsers)[0]?.rows ?? []) as T[];
    } catch (error) {
      throw withQuery(error, sql, params);
    }
  }
}
