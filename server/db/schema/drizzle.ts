// Table specs as drizzle `pgTable` objects, the input of drizzle-kit's snapshot and diff. drizzle
// only describes tables here: the app keeps running its own SQL.
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  interval,
  json,
  jsonb,
  type PgColumnBuilderBase,
  type PgTable,
  pgTable,
  real,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { isSqlType, sqlTypeSpec } from '../../../core/engine/fields';
import type { SqlBuilder, SqlBuilderOptions } from '../../../core/engine/fields/sqlTypes';
import type { SqlType } from '../sql';
import { type ColumnSpec, constraintName, type TableSpec } from './columns';
import { declarationSpecs } from './tables';

/** What columnBuilder needs of a drizzle builder (each column type has its own builder class). */
interface Modifiable extends PgColumnBuilderBase {
  notNull(): Modifiable;
  default(value: SQL): Modifiable;
  array(): Modifiable;
}

/**
 * Every pg-core builder a SQL type may name (core/engine/fields/sqlTypes.ts), by name: a name the
 * table uses and this map lacks, or one it has and SqlBuilder does not list, fails tsc.
 */
const BUILDERS: { readonly [B in SqlBuilder]: (name: string, options?: SqlBuilderOptions) => Modifiable } = {
  text,
  varchar,
  integer,
  smallint,
  real,
  doublePrecision,
  boolean,
  date,
  time,
  timestamp,
  interval,
  json,
  jsonb,
  uuid,
};

/** A column of `type` as its table entry says: its builder and options, or its element's builder's .array(). */
function typed(name: string, type: SqlType): Modifiable {
  // Only a baseline read from a database can meet another type (a hand-made column).
  if (!isSqlType(type)) throw new Error(`Columna ${name}: tipo ${String(type)} que ninguna declaración produce`);
  const spec = sqlTypeSpec(type);
  if ('arrayOf' in spec) return typed(name, spec.arrayOf).array();
  return BUILDERS[spec.builder](name, spec.options);
}

function columnBuilder(column: ColumnSpec): PgColumnBuilderBase {
  if (column.identity) return integer(column.name).primaryKey().generatedByDefaultAsIdentity();
  // A catalogue's code (columns.ts catalogueSpec): the primary key is NOT NULL by itself.
  if (column.primaryKey) return text(column.name).primaryKey();
  let builder = typed(column.name, column.type);
  if (column.notNull) builder = builder.notNull();
  // The literal as is, so the snapshot and the SQL carry exactly what the declaration says.
  if (column.default !== undefined) builder = builder.default(sql.raw(column.default));
  return builder;
}

/**
 * A referenced table reduced to its key. It only gives foreign keys their target and is never
 * handed to drizzle-kit, so no migration ever creates or drops it.
 */
function referencedTable(cache: Map<string, PgTable>, table: string, column: string, type: SqlType): PgTable {
  const key = `${table}.${column}`;
  const found = cache.get(key);
  if (found) return found;
  const stub = pgTable(table, { [column]: typed(column, type) });
  cache.set(key, stub);
  return stub;
}

/** drizzle's `.on()` wants at least one column; load.ts refuses empty keys before this. */
function nonEmpty<T>(items: T[]): [T, ...T[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('Clave o índice sin columnas');
  return [first, ...rest];
}

/** drizzle tables keyed by table name. */
export function specTables(specs: readonly TableSpec[]): Record<string, PgTable> {
  const referenced = new Map<string, PgTable>();
  const tables: Record<string, PgTable> = {};
  for (const spec of specs) {
    const columns = Object.fromEntries(spec.columns.map((c) => [c.name, columnBuilder(c)]));
    tables[spec.name] = pgTable(spec.name, columns, (t) => [
      ...spec.columns.filter((c) => c.unique).map((c) => unique(constraintName(spec.name, [c.name], 'key')).on(t[c.name])),
      ...spec.uniqueKeys.map((k) => unique(k.name).on(...nonEmpty(k.columns.map((c) => t[c])))),
      ...spec.columns.flatMap((c) => {
        if (!c.references) return [];
        const target = referencedTable(referenced, c.references.table, c.references.column, c.type);
        const foreign = getTableColumns(target)[c.references.column];
        return [foreignKey({ name: constraintName(spec.name, [c.name], 'fkey'), columns: [t[c.name]], foreignColumns: [foreign] })];
      }),
      ...spec.indexes.map((i) => index(i.name).on(...nonEmpty(i.columns.map((c) => t[c])))),
      ...spec.checks.map((c) => check(c.name, sql.raw(c.condition))),
    ]);
  }
  return tables;
}

/** The declarations' tables, as drizzle objects (see tables.ts for how declarations are merged). */
export function declarationTables(declarations: readonly ResourceDeclaration[]): Record<string, PgTable> {
  return specTables(declarationSpecs(declarations));
}
