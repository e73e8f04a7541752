// Every field type, by name: the engine (validation, SQL, OpenAPI, examples, exports) reads a
// type's rules here. A new type is its module beside these and one line below (docs/adding-a-resource.md, 'Field types').
// And every SQL type a column may have, SQL_TYPES: the engine's and those the types bring.
import type { FieldDeclaration, FieldType } from '../declaration/field';
import { boolean } from './boolean';
import { date } from './date';
import { datetime } from './datetime';
import { document } from './document';
import { email } from './email';
import type { FieldTypeRules } from './fieldType';
import { file } from './file';
import { integer } from './integer';
import { json } from './json';
import { jsonList } from './jsonList';
import { money } from './money';
import { name } from './name';
import { number } from './number';
import { phone } from './phone';
import { references } from './references';
import { richText } from './richText';
import { select } from './select';
import { BASE_SQL_TYPES, type SqlType, type SqlTypeSpec, type SqlTypes } from './sqlTypes';
import { text } from './text';
import { url } from './url';

/** The types as their modules write them: a module's own SQL types (ownSqlTypes) stay in its type here. */
const REGISTERED = {
  text,
  document,
  name,
  email,
  phone,
  integer,
  number,
  money,
  boolean,
  date,
  datetime,
  url,
  select,
  references,
  jsonList,
  richText,
  file,
  json,
} satisfies { readonly [K in FieldType]: FieldTypeRules };

export const FIELD_TYPES: { readonly [K in FieldType]: FieldTypeRules } = REGISTERED;

export type { FieldTypeRules } from './fieldType';

/** A field's type rules: what the engine asks of a field instead of switching on its type. */
export const fieldRules = (field: Pick<FieldDeclaration, 'type'>): FieldTypeRules => FIELD_TYPES[field.type];
/** Bytes in archivos (uploaded apart; never a list cell nor a filter). */
export const isFileField = (field: Pick<FieldDeclaration, 'type'>): boolean => fieldRules(field).storage === 'file';
/** A column only custom views and named actions write (no form, list or filter). */
export const isInternalField = (field: Pick<FieldDeclaration, 'type'>): boolean => fieldRules(field).storage === 'internal';
/** The lookup whose options the field's values are, or none. */
export const fieldLookup = (field: FieldDeclaration): string | undefined => fieldRules(field).lookup?.(field);

/** The lookup of a column that holds one option's id (a select: not a list, not a file or an internal jsonb), or none. */
export function optionColumnLookup(field: FieldDeclaration): string | undefined {
  const rules = fieldRules(field);
  return rules.list || rules.storage ? undefined : fieldLookup(field);
}

/** The SQL types the registered types bring: the names in their rules' ownSqlTypes. */
type BroughtSqlType = { [F in keyof typeof REGISTERED]: (typeof REGISTERED)[F] extends { readonly ownSqlTypes: infer Own } ? keyof Own & SqlType : never }[keyof typeof REGISTERED];

/** The registered types' own entries, each given once: a name the engine has, or another type brings, is refused. */
function broughtSqlTypes(): { readonly [K in BroughtSqlType]: SqlTypes[K] } {
  const table: Record<string, SqlTypeSpec> = {};
  for (const [type, rules] of Object.entries(FIELD_TYPES)) {
    for (const [name, spec] of Object.entries(rules.ownSqlTypes ?? {})) {
      if (Object.hasOwn(BASE_SQL_TYPES, name) || Object.hasOwn(table, name)) throw new Error(`Tipo de campo ${type}: el tipo SQL ${name} ya está en la tabla`);
      table[name] = spec;
    }
  }
  return table as { readonly [K in BroughtSqlType]: SqlTypes[K] };
}

/**
 * Every SQL type a column may have, by the name declarations and SQL casts spell it: the engine's
 * (sqlTypes.ts) and the registered types' own. Typed by SqlTypes, so a type declared there (or by a
 * module) that no entry gives fails tsc here ('Property "time" is missing').
 */
export const SQL_TYPES: { readonly [K in SqlType]: SqlTypes[K] } = { ...BASE_SQL_TYPES, ...broughtSqlTypes() };

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
