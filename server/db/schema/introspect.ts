// What a database holds of the declared tables, read from information_schema and pg_catalog, in the
// shape of a TableSpec: drift.ts compares the two, and the generator's baseline snapshot is made of it.
// Only what the specs name is read: hand-written columns and constraints are none of its business.
import type { Database } from '../database';
import { sqlTypeOfCatalogue } from '../../../core/engine/fields';
import type { SqlType } from '../sql';
import type { ColumnSpec, TableSpec } from './columns';

interface ColumnRow {
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
}

interface ConstraintRow {
  name: string;
  type: 'p' | 'u' | 'f' | 'c';
  columns: string[];
  foreign_table: string | null;
  foreign_columns: string[];
}

interface IndexRow {
  name: string;
  columns: string[];
}

const COLUMNS_SQL = `SELECT column_name, data_type, udt_name, is_nullable, column_default, is_identity
  FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`;

const KEY_COLUMNS = (key: string, rel: string) =>
  `ARRAY(SELECT a.attname::text FROM unnest(con.${key}) WITH ORDINALITY k(n, i)
    JOIN pg_attribute a ON a.attrelid = con.${rel} AND a.attnum = k.n ORDER BY k.i)`;

const CONSTRAINTS_SQL = `SELECT con.conname::text AS name, con.contype::text AS type,
    ${KEY_COLUMNS('conkey', 'conrelid')} AS columns, ft.relname::text AS foreign_table,
    ${KEY_COLUMNS('confkey', 'confrelid')} AS foreign_columns
  FROM pg_constraint con
  JOIN pg_class t ON t.oid = con.conrelid
  LEFT JOIN pg_class ft ON ft.oid = con.confrelid
  WHERE t.relname = $1 AND t.relnamespace = current_schema()::regnamespace AND con.contype IN ('p', 'u', 'f', 'c')`;

// Constraint-backed indexes (primary and unique keys) are constraints, not declared indexes.
const INDEXES_SQL = `SELECT i.relname::text AS name,
    ARRAY(SELECT a.attname::text FROM unnest(ix.indkey::int2[]) WITH ORDINALITY k(n, o)
      JOIN pg_attribute a ON a.attrelid = ix.indrelid AND a.attnum = k.n ORDER BY k.o) AS columns
  FROM pg_index ix
  JOIN pg_class i ON i.oid = ix.indexrelid
  JOIN pg_class t ON t.oid = ix.indrelid
  WHERE t.relname = $1 AND t.relnamespace = current_schema()::regnamespace
    AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = ix.indexrelid)`;

/** A default as PostgreSQL shows it (`'regular'::text`, `(-1)`) in the declaration's spelling (`'regular'`, `-1`). */
export function canonicalDefault(value: string | null, type: string): string | undefined {
  if (value === null) return undefined;
  let text = value.trim();
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/::[a-z ]+(\[\])?$/, '').replace(/^\((.*)\)$/, '$1');
  }
  const quotedNumber = /^'(-?\d+(\.\d+)?)'$/.exec(text);
  if (quotedNumber && (type === 'integer' || type === 'double precision')) return quotedNumber[1];
  return text;
}

/** The column's type in the declarations' spelling (SQL_TYPES, core/engine/fields/index.ts); another type (a hand-made column) as the catalogue spells it. */
function observedType(row: ColumnRow): SqlType {
  return sqlTypeOfCatalogue(row.data_type, row.udt_name) ?? ((row.data_type === 'ARRAY' ? `${row.udt_name}[]` : row.data_type) as SqlType);
}

function observedColumn(row: ColumnRow, constraints: ConstraintRow[]): ColumnSpec {
  const only = (type: ConstraintRow['type']) => constraints.find((c) => c.type === type && c.columns.length === 1 && c.columns[0] === row.column_name);
  const foreign = only('f');
  const defaultLiteral = canonicalDefault(row.column_default, row.data_type);
  return {
    name: row.column_name,
    type: observedType(row),
    notNull: row.is_nullable === 'NO',
    ...(defaultLiteral !== undefined ? { default: defaultLiteral } : {}),
    unique: only('u') !== undefined,
    ...(foreign?.foreign_table ? { references: { table: foreign.foreign_table, column: foreign.foreign_columns[0] } } : {}),
    ...(row.is_identity === 'YES' && only('p') ? { identity: true } : {}),
    ...(row.is_identity !== 'YES' && only('p') ? { primaryKey: true } : {}),
  };
}

/** The database's version of each spec, restricted to what the spec names; absent tables are left out. */
export async function observedSpecs(db: Database, specs: readonly TableSpec[]): Promise<TableSpec[]> {
  const observed: TableSpec[] = [];
  for (const spec of specs) {
    const rows = await db.query<ColumnRow>(COLUMNS_SQL, [spec.name]);
    if (rows.length === 0) continue;
    const constraints = await db.query<ConstraintRow>(CONSTRAINTS_SQL, [spec.name]);
    const indexes = await db.query<IndexRow>(INDEXES_SQL, [spec.name]);
    const byName = new Map(rows.map((r) => [r.column_name, r]));
    observed.push({
      name: spec.name,
      from: spec.from,
      columns: spec.columns.flatMap((c) => {
        const row = byName.get(c.name);
        return row ? [observedColumn(row, constraints)] : [];
      }),
      uniqueKeys: spec.uniqueKeys.flatMap((k) => constraints.filter((c) => c.type === 'u' && c.name === k.name).map((c) => ({ name: c.name, columns: c.columns }))),
      indexes: spec.indexes.flatMap((i) => indexes.filter((x) => x.name === i.name).map((x) => ({ name: x.name, columns: x.columns }))),
      // PostgreSQL rewrites a condition's text, so a check is known by its name only.
      checks: spec.checks.filter((k) => constraints.some((c) => c.type === 'c' && c.name === k.name)),
    });
  }
  return observed;
}
