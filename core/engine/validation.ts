// Validation of a record against its declaration. The same function runs in the browser (forms,
// bulk preview) and on the server (crear, editar, crear_masivo), so both always agree. Each type's
// own rule is its module's (core/engine/fields/); this applies the blank, required and list rules around it.
import { FIELD_TYPES } from './fields';
import { isBlank, isRequiredIn, MESSAGES } from './fields/common';
import type { Checked, FieldValue } from './fields/fieldType';
import type { FieldDeclaration } from './declaration/field';
import type { ResourceDeclaration, WriteMode } from './declaration/resource';
import { writableFields } from './writableFields';
import { echoed } from './untrustedText';

export { EMAIL_PATTERN, isBlank, isRequiredIn, MESSAGES, NAME_PATTERN } from './fields/common';
export type { FieldValue } from './fields/fieldType';
export type Errors = Record<string, string>;

export function checkField(field: FieldDeclaration, raw: unknown, mode: WriteMode = 'create'): Checked {
  const rules = FIELD_TYPES[field.type];
  const list = rules.list === true;
  // An empty list is no value: a required list needs at least one item.
  if (list && Array.isArray(raw) && raw.length === 0 && !isRequiredIn(field, mode)) return { value: [] };
  if (isBlank(raw) || (list && Array.isArray(raw) && raw.length === 0)) {
    if (isRequiredIn(field, mode)) {
      return { error: field.requiredMessage ?? rules.requiredMessage ?? MESSAGES.required };
    }
    return { value: list ? [] : null };
  }
  if (!rules.structured && typeof raw === 'object') return { error: MESSAGES.choice };
  const result = rules.check(field, raw, { mode, checkField });
  // A cell that lists nothing (',' or '[]') is no value either: a required list refuses it.
  if (list && 'value' in result && Array.isArray(result.value) && result.value.length === 0 && isRequiredIn(field, mode)) {
    return { error: field.requiredMessage ?? MESSAGES.required };
  }
  return result;
}

/**
 * Validates a record for create (every writable field, defaults applied), bulk (the bulk columns,
 * defaults applied) or edit (only the fields present: a partial update). Unknown keys are errors;
 * `id` is ignored.
 */
export function validateRecord(
  decl: ResourceDeclaration,
  input: Record<string, unknown>,
  mode: WriteMode,
): { values: Record<string, FieldValue>; errors: Errors } {
  const fields = writableFields(decl, mode);
  const values: Record<string, FieldValue> = {};
  const errors: Errors = {};
  for (const key of Object.keys(input)) {
    // Own keys only: 'constructor' or 'toString' would find Object.prototype's and pass for present.
    if (key !== 'id' && !fields.some((f) => f.source === key) && !Object.hasOwn(errors, echoed(key))) errors[echoed(key)] = MESSAGES.unknown(key);
  }
  for (const field of fields) {
    const present = Object.prototype.hasOwnProperty.call(input, field.source);
    if (mode === 'edit' && !present) continue;
    // On create/bulk a blank cell takes the declared default (e.g. a CSV with an empty tipo_salon).
    const given = present ? input[field.source] : undefined;
    const raw = mode !== 'edit' && isBlank(given) && field.defaultValue !== undefined ? field.defaultValue : given;
    const result = checkField(field, raw, mode);
    if ('error' in result) errors[field.source] = result.error;
    else values[field.source] = result.value;
  }
  return { values, errors };
}

/** Turns a bulk line's cells into a record keyed by the declaration's bulk column order. */
export function bulkCellsToRecord(decl: ResourceDeclaration, cells: string[]): Record<string, string> {
  const columns = decl.bulk?.columns ?? [];
  const record: Record<string, string> = {};
  columns.forEach((column, i) => {
    record[column] = (cells[i] ?? '').trim();
  });
  return record;
}

/** react-admin field validator built from the declaration (used by generated inputs). */
export function fieldValidator(field: FieldDeclaration, mode: 'create' | 'edit' = 'create') {
  return (value: unknown): string | undefined => {
    const result = checkField(field, value, mode);
    return 'error' in result ? result.error : undefined;
  };
}
