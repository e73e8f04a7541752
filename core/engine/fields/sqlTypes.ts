// What a SQL type of the engine's is (docs/adding-a-resource.md, 'Field types'): its name as
// declarations and SQL casts spell it (a key of SqlTypes: 'integer', 'timestamptz', 'integer[]'), how
// information_schema spells it (read back by server/db/schema/introspect.ts for the drift check) and
// the drizzle pg-core builder that writes it in a migration (server/db/schema/drizzle.ts); and the
// engine's own types. The whole table, these and those field types bring, is SQL_TYPES
// (core/engine/fields/index.ts). Pure data, no drizzle import: core is shared with the browser.

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
export interface ArraySqlType<Element extends ScalarSqlTypeName> {
  readonly arrayOf: Element;
  /** information_schema's udt_name (its data_type is 'ARRAY'): the element's, behind '_'. */
  readonly udtName: string;
}

/**
 * Every SQL type a column may have, by the name declarations and SQL casts spell it, with its kind
 * (a scalar, or an array of a scalar named here). These are the engine's own (its columns, a scope's,
 * those several field types share); a field type that needs another declares it in its module,
 * `declare module './sqlTypes' { interface SqlTypes { time: ScalarSqlType } }`, and gives its entry in
 * its rules (FieldTypeRules.ownSqlTypes). core/engine/fields/index.ts builds the whole table, SQL_TYPES,
 * from both, typed so that tsc names a type declared here that no entry gives.
 */
export interface SqlTypes {
  text: ScalarSqlType;
  integer: ScalarSqlType;
  'double precision': ScalarSqlType;
  boolean: ScalarSqlType;
  date: ScalarSqlType;
  jsonb: ScalarSqlType;
  'integer[]': ArraySqlType<'integer'>;
  'text[]': ArraySqlType<'text'>;
}

/** A column's SQL type, as declarations and SQL casts spell it: a key of SqlTypes. */
export type SqlType = keyof SqlTypes;
export type ScalarSqlTypeName = { [K in SqlType]: SqlTypes[K] extends ScalarSqlType ? K : never }[SqlType];
export type SqlTypeSpec = ScalarSqlType | ArraySqlType<ScalarSqlTypeName>;
/** Entries of the table, each of the kind SqlTypes gives its name. */
export type SqlTypeEntries = { readonly [K in SqlType]?: SqlTypes[K] };

/** The engine's entries, those of SqlTypes above; a field type's own are in its rules. */
export const BASE_SQL_TYPES = {
  text: { dataType: 'text', builder: 'text' },
  integer: { dataType: 'integer', builder: 'integer' },
  'double precision': { dataType: 'double precision', builder: 'doublePrecision' },
  boolean: { dataType: 'boolean', builder: 'boolean' },
  date: { dataType: 'date', builder: 'date' },
  jsonb: { dataType: 'jsonb', builder: 'jsonb' },
  'integer[]': { arrayOf: 'integer', udtName: '_int4' },
  'text[]': { arrayOf: 'text', udtName: '_text' },
} satisfies SqlTypeEntries;
