// How a declared field's value reads on screen (lists, detail pages): the pure part of FieldValue;
// each type's own text is its core module's (core/engine/fields/<type>.ts), the words around it are here.
import { asBoolean as storedBoolean } from '../../core/engine/fields/boolean';
import type { DisplayOptions } from '../../core/engine/fields/fieldType';
import { FIELD_TYPES } from '../../core/engine/fields';
import type { FieldDeclaration } from '../../core/engine/declaration/field';

export type { BooleanLabels, DisplayOptions } from '../../core/engine/fields/fieldType';
export { DETAIL_BOOLEANS, LIST_BOOLEANS } from '../../core/engine/fields/boolean';
export { optionNames } from '../../core/engine/fields/options';

export const EMPTY_TEXT = 'No hay información';
export const NO_RECORDS_TEXT = 'No se encontraron registros';


export function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A stored boolean in any of its forms (true, 1, '1', 'true'…); undefined when it is none. */
export const asBoolean = (value: unknown): boolean | undefined => storedBoolean(value) ?? undefined;

/** The text of a value, or null when there is nothing to show (the caller picks the empty text). */
export function displayValue(field: FieldDeclaration, value: unknown, options: DisplayOptions = {}): string | null {
  if (isEmpty(value)) return field.emptyText ?? null;
  return FIELD_TYPES[field.type].text?.(field, value, options) ?? String(value);
}
