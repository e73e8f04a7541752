// How a declared field's value reads on screen (lists, detail pages): the pure part of FieldValue;
// each type's own text is its core module's (core/fields/<type>.ts).
import type { FieldDeclaration } from '../../core/types';
import { type DisplayOptions, isEmpty } from './displayText';
import { FIELD_TYPES } from '../../core/fields';

export {
  asBoolean,
  type BooleanLabels,
  DETAIL_BOOLEANS,
  type DisplayOptions,
  EMPTY_TEXT,
  LIST_BOOLEANS,
  NO_RECORDS_TEXT,
  optionNames,
} from './displayText';

/** The text of a value, or null when there is nothing to show (the caller picks the empty text). */
export function displayValue(field: FieldDeclaration, value: unknown, options: DisplayOptions = {}): string | null {
  if (isEmpty(value)) return field.emptyText ?? null;
  return FIELD_TYPES[field.type].text?.(field, value, options) ?? String(value);
}
