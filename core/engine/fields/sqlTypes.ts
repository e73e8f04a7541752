// Every SQL type a column of the engine's may have, in one table (docs/adding-a-resource.md, 'Field
// types'): its name as declarations and SQL casts spell it (the key: 'integer', 'timestamptz',
// 'integer[]'), how information_schema spells it (read back by server/db/schema/introspect.ts for the
// drift check) and the drizzle pg-core builder that writes it in a migration
// (server/db/schema/drizzle.ts). Pure data, no drizzle import: core is shared with the browser.

/**
 * The drizzle-orm/pg-core column builders a SQL type may name. server/db/schema/drizzle.ts maps each
 * name to its function in one typed map, so a name missing there, or one not listed here, fails tsc.
 */
export type SqlBuilder =
  | 'text'
  | 'varchar'
  | 'integer'
  | 'smallint'
  | 'real'
  | 'doublePrecision'
  | 'boolean'
  | 'date'
  | 'time'
  | 'timestamp'
  | 'interval'
  | 'json'
  | 'jsonb'
  | 'uuid';

/** A builder's options (drizzle's config object), those that change the column's SQL. */
export interface SqlBuilderOptions {
  readonly withTimezone?: boolean;
  readonly precision?: number;
  readonly length?: number;
}

/** A type of its own: information_schema's data_type, and the builder (and options) that writes it. */
export interface ScalarSqlType {
  readonly dataType: string;
  readonly builder: SqlBuilder;
  readonly options?: SqlBuilderOptions;
}

/** An array of a scalar type of the table: drizzle writes it as the element's builder's .array(). */
export interface ArraySqlType<Element extends string = string> {
  readonly arrayOf: Element;
  /** information_schema's udt_name (its data_type is 'ARRAY'): the element's, behind '_'. */
  readonly udtName: string;
}

type ScalarNames<T> = { [K in keyof T]: T[K] extends ScalarSqlType ? K : never }[keyof T] & string;

/** The table as written, checked: an array's element must be a scalar type of the same table. */
function sqlTypeTable<const T extends { readonly [K in keyof T]: ScalarSqlType | ArraySqlType<ScalarNames<T>> }>(table: T): T {
  return table;
}

export const SQL_TYPES = sqlTypeTable({
  text: { dataType: 'text', builder: 'text' },
  integer: { dataType: 'integer', builder: 'integer' },
  'double precision': { dataType: 'double precision', builder: 'doublePrecision' },
  boolean: { dataType: 'boolean', builder: 'boolean' },
  date: { dataType: 'date', builder: 'date' },
  timestamptz: { dataType: 'timestamp with time zone', builder: 'timestamp', options: { withTimezone: true } },
  jsonb: { dataType: 'jsonb', builder: 'jsonb' },
  'integer[]': { arrayOf: 'integer', udtName: '_int4' },
  'text[]': { arrayOf: 'text', udtName: '_text' },
});

/** A column's SQL type, as declarations and SQL casts spell it: a key of SQL_TYPES. */
export type SqlType = keyof typeof SQL_TYPES;
export type ScalarSqlTypeName = ScalarNames<typeof SQL_TYPES>;
export type SqlTypeSpec = ScalarSqlType | ArraySqlType<ScalarSqlTypeName>;

/** Whether `name` is a type of the table (a database's hand-made column may have another). */
export function isSqlType(name: string): name is SqlType {
  return Object.hasOwn(SQL_TYPES, name);
}

export function sqlTypeSpec(type: SqlType): SqlTypeSpec {
  return SQL_TYPES[type];
}

/** An array type (its empty value is '{}'). */
export function isArraySqlType(type: SqlType): boolean {
  return 'arrayOf' in sqlTypeSpec(type);
}

/** How information_schema.columns spells the type: data_type, and udt_name for an array. */
export function catalogueSpelling(type: SqlType): { dataType: string; udtName?: string } {
  const spec = sqlTypeSpec(type);
  return 'arrayOf' in spec ? { dataType: 'ARRAY', udtName: spec.udtName } : { dataType: spec.dataType };
}

const byCatalogueSpelling = new Map(
  (Object.keys(SQL_TYPES) as SqlType[]).map((type) => {
    const { dataType, udtName } = catalogueSpelling(type);
    return [`${dataType}/${udtName ?? ''}`, type] as const;
  }),
);

/** The type information_schema spells so (data_type, udt_name), or undefined when the table has none. */
export function sqlTypeOfCatalogue(dataType: string, udtName: string): SqlType | undefined {
  return byCatalogueSpelling.get(`${dataType}/${dataType === 'ARRAY' ? udtName : ''}`);
}
