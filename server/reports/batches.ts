// Reading a long report: its whole range in one statement for the JSON answer (one plan: the
// year-long case joins best by hashing each table once), and for a download the same statement
// over windows of consecutive days holding about REPORT_BATCH_SIZE rows each, so a file of
// thousands of rows never holds them all at once. The windows come from a light count per day on
// the main table's index; the statement orders each window fully, so the windows in turn are the
// report's order.
import type { Database, SqlParam } from '../db/database';

/** Rows per window (at least, but for the last; a day is never split): big enough to pay a statement, small enough for flat memory. */
export const REPORT_BATCH_SIZE = 5000;

/** A statement and its parameters. */
export interface Statement {
  sql: string;
  params: readonly SqlParam[];
}

/** The rows of the days from `from` to `to` ('YYYY-MM-DD', inclusive), in the report's order. */
export type WindowReader<Row> = (from: string, to: string) => Promise<Row[]>;

/** `perDay` answers {dia: 'YYYY-MM-DD', n} for the days with rows, in order. */
export async function* rowsByWindows<Row>(db: Database, perDay: Statement, read: WindowReader<Row>, size: number = REPORT_BATCH_SIZE): AsyncGenerator<Row[]> {
  const days = await db.query<{ dia: string; n: number }>(perDay.sql, perDay.params);
  let from: string | null = null;
  let count = 0;
  for (const [i, day] of days.entries()) {
    from ??= day.dia;
    count += day.n;
    if (count >= size || i === days.length - 1) {
      yield await read(from, day.dia);
      from = null;
      count = 0;
    }
  }
}

/**
 * A statement whose rows come back as one JSON array (column `filas`), ordered by `order` (over the
 * statement's columns, `f.`): PGlite hands thousands of rows to JavaScript field by field, a JSON
 * array in one parse — about twice as fast for a year's report (docs/domain/reports.md 'Reports').
 */
export const jsonArraySql = (sql: string, order: string): string => `SELECT COALESCE(json_agg(f ORDER BY ${order}), '[]'::json) AS filas FROM (${sql}) f`;

/** The rows of a jsonArraySql statement. */
export async function jsonRows<Row>(db: Database, statement: Statement): Promise<Row[]> {
  const [row] = await db.query<{ filas: Row[] }>(statement.sql, statement.params);
  return row.filas;
}

/** A statement's rows through jsonArraySql. */
export const queryAsJson = <Row>(db: Database, statement: Statement, order: string): Promise<Row[]> =>
  jsonRows<Row>(db, { sql: jsonArraySql(statement.sql, order), params: statement.params });

/** A student's full name as the reports show it (empty parts skipped), for SELECT and ORDER BY. */
export const studentName = (alias: string): string =>
  `concat_ws(' ', NULLIF(btrim(${alias}.primer_nombre), ''), NULLIF(btrim(${alias}.segundo_nombre), ''), NULLIF(btrim(${alias}.primer_apellido), ''), NULLIF(btrim(${alias}.segundo_apellido), ''))`;

/** A date column as 'YYYY-MM-DD' (null stays null). */
export const isoDate = (column: string): string => `to_char(${column}, 'YYYY-MM-DD')`;
