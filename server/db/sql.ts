// SQL pieces derived from a resource declaration. Identifiers only ever come from declarations
// (checked here), never from a request body.
import { FIELD_TYPES } from '../../core/engine/fields';
import type { SqlType } from '../../core/engine/fields/fieldType';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import type { FieldValue } from '../../core/engine/validation';
import type { SqlParam } from './database';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Identificador SQL no válido: ${name}`);
  return name;
}

/** "name", after checking it is a plain lower-case identifier. */
export function ident(name: string): string {
  return `"${assertIdentifier(name)}"`;
}

export type { SqlType } from '../../core/engine/fields/fieldType';

/** The column's SQL type: its field type's (core/engine/fields/). */
export function fieldSqlType(field: FieldDeclaration): SqlType {
  return FIELD_TYPES[field.type].sqlType(field);
}

/**
 * A checked value as a statement parameter: lists of ids as arrays, item lists as json text. A file
 * reaches the repository only as its archivos id (server/crud/files.ts stores it first).
 */
export function sqlValue(field: FieldDeclaration | undefined, value: FieldValue): SqlParam {
  const asParam = field && FIELD_TYPES[field.type].sqlParam;
  if (asParam) return asParam(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value as readonly (string | number)[];
  throw new Error(`${field?.source ?? '?'}: valor sin forma SQL`);
}

/** Text-like columns sort and search through f_fold (case and accents ignored). */
export function isTextual(field: FieldDeclaration): boolean {
  return fieldSqlType(field) === 'text' && !field.choices;
}

/** Collects parameters and hands back their $n placeholders. */
export class SqlParams {
  readonly values: SqlParam[] = [];

  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** LIKE pattern matching `text` anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
