// 'select': one of `choices` (static) or of a `lookup` (a server list): stored as the option's id.
import { foldText } from '../foldText';
import { lookupOf } from '../lookups';
import type { FieldDeclaration } from '../declaration/field';
import { MESSAGES } from './common';
import { optionNames } from './options';
import type { FieldTypeRules, SqlType } from './fieldType';

declare module '../declaration/field' {
  interface FieldTypes {
    select: string | number;
  }
}

/** An option's name by its id (a value no longer among the options reads as it is stored). */
export const named = (names: Map<string, string> | undefined, id: unknown): string => names?.get(String(id)) ?? String(id);

/** The column of one option's id: a lookup's id type, or integer when every choice is a number. */
export function optionSqlType(field: FieldDeclaration): SqlType {
  if (field.lookup) return lookupOf(field.lookup).idType === 'integer' ? 'integer' : 'text';
  return field.choices && field.choices.length > 0 && field.choices.every((c) => typeof c.id === 'number') ? 'integer' : 'text';
}

export const select: FieldTypeRules = {
  sqlType: optionSqlType,
  lookup: (field) => field.lookup,
  needsOptions: true,
  check(field, raw) {
    const text = String(raw).trim();
    if (field.choices) {
      // By its code, else by its name as lists and exports write it ('Laboratorio' for lab): an
      // exported file imports back.
      const folded = foldText(text);
      const choice = field.choices.find((c) => String(c.id) === text) ?? field.choices.find((c) => foldText(c.name) === folded);
      return choice ? { value: choice.id } : { error: MESSAGES.choice };
    }
    // Lookup values are checked against the database by the server; here only their type.
    if (field.lookup && lookupOf(field.lookup).idType === 'integer') {
      return /^\d+$/.test(text) ? { value: Number(text) } : { error: MESSAGES.choice };
    }
    return { value: text };
  },
  jsonSchema(field, { lookupValue }) {
    if (field.choices) return { enum: field.choices.map((c) => c.id), description: field.choices.map((c) => `${c.id}: ${c.name}`).join('; ') };
    return field.lookup ? lookupValue(field.lookup) : { type: 'string' };
  },
  example: (field, { someOption }) => someOption(field),
  text: (_field, value, options) => (options.options && optionNames(options.options).get(String(value))) ?? String(value),
  exportCell: (_field, value, { names }) => named(names, value),
};
