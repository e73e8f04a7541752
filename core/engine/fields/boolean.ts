// 'boolean': stored as boolean, sent as true/false; a CSV cell may say sí/no, 1/0, s/n, yes. Reads
// Sí/No in lists as on the detail (or the page's words there): the spec's list 'SI'/'NO' was the old
// system's capitals without the accent (issue 43 point 11).
import { MESSAGES } from './common';
import type { BooleanLabels, FieldTypeRules } from './fieldType';

declare module '../declaration/field' {
  interface FieldTypes {
    boolean: boolean;
  }
}

export const LIST_BOOLEANS: BooleanLabels = { yes: 'Sí', no: 'No' };
export const DETAIL_BOOLEANS: BooleanLabels = { yes: 'Sí', no: 'No' };

const TRUE_WORDS = new Set(['true', '1', 'si', 'sí', 's', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n']);

/** A stored flag as a boolean (the drivers give booleans; older text as '1'/'0', 'true'/'false'). */
export function asBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return null;
}

export const boolean: FieldTypeRules = {
  sqlType: () => 'boolean',
  check(_field, raw) {
    if (typeof raw === 'boolean') return { value: raw };
    const word = String(raw).trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return { value: true };
    if (FALSE_WORDS.has(word)) return { value: false };
    return { error: MESSAGES.boolean };
  },
  jsonSchema: () => ({ type: 'boolean' }),
  example: () => true,
  text(_field, value, options) {
    const flag = asBoolean(value);
    const labels = options.booleanLabels ?? LIST_BOOLEANS;
    return flag === null ? String(value) : flag ? labels.yes : labels.no;
  },
  exportCell: (_field, value) => asBoolean(value) ?? String(value),
};
