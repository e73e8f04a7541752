// Every field type, by name: the engine (validation, SQL, OpenAPI, examples, exports) reads a
// type's rules here. A new type is its module beside these and one line below (docs/adding-a-resource.md, 'Field types').
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
import { text } from './text';
import { url } from './url';

export const FIELD_TYPES: { readonly [K in FieldType]: FieldTypeRules } = {
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
};

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
