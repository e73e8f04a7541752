// Multi-row INSERT for seed data (one statement per chunk; columns taken from the first row).
import type { Database, SqlParam } from '../db/database';
import { ident } from '../db/sql';

const MAX_PARAMS = 60000;

export async function insertRows<T extends Record<string, SqlParam>>(
  db: Database,
  table: string,
  rows: T[],
  returning?: string,
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const out: Record<string, unknown>[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const params: SqlParam[] = [];
    const tuples = rows.slice(start, start + perStatement).map((row) => {
      const placeholders = columns.map((column) => {
        params.push(row[column] ?? null);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const suffix = returning ? ` RETURNING ${returning}` : '';
    out.push(...(await db.query(`INSERT INTO ${ident(table)} (${columns.map(ident).join(', ')}) VALUES ${tuples.join(', ')}${suffix}`, params)));
  }
  return out;
}
