// 'references': several ids of a `lookup` (allowed types, sedes, payment methods), stored as an
// array column; a CSV cell lists them 'a;b' (fieldLists.ts). With `references: { slotsOf }`: class hours of a date.
import { checkReferenceList } from '../fieldLists';
import { formatHour } from '../clock';
import { lookupOf } from '../lookups';
import { jsonText } from './options';
import type { FieldTypeRules } from './fieldType';
import { named } from './select';
import { fitText } from './textual';

declare module '../declaration/field' {
  interface FieldTypes {
    references: (string | number)[];
  }
  interface FieldTypeOptions<S extends string = string> {
    references?: {
      /** The fewest and the most ids allowed. */
      minItems?: number;
      maxItems?: number;
      /** Class hours: the form offers the slots of the weekday of this date field (calendar.ts). */
      slotsOf?: NoInfer<S>;
    };
  }
}

export const references: FieldTypeRules = {
  sqlType: (field) => (field.lookup && lookupOf(field.lookup).idType === 'integer' ? 'integer[]' : 'text[]'),
  list: true,
  structured: true,
  lookup: (field) => field.lookup,
  // One of its ids is a select of the same options.
  element: (field) => ({ ...field, type: 'select' }),
  check: (field, raw) => checkReferenceList(field, raw) as ReturnType<FieldTypeRules['check']>,
  jsonSchema: (field, { lookupValue }) => ({
    type: 'array',
    items: field.lookup ? lookupValue(field.lookup) : { type: ['string', 'integer'] },
    uniqueItems: true,
    ...(field.references?.minItems !== undefined ? { minItems: field.references.minItems } : {}),
    ...(field.references?.maxItems !== undefined ? { maxItems: field.references.maxItems } : {}),
  }),
  async example(field, { someOption }) {
    // Hours of a date (slotsOf): the record's rules pick them once the date is known.
    if (field.references?.slotsOf) return [];
    if (!field.lookup && !field.choices) return [fitText('Ejemplo', field)];
    const one = await someOption(field);
    return one === undefined ? [] : [one];
  },
  text(field, value, options) {
    // Class hours (a closure's) read as every hour does: '6:00 am'.
    if (field.references?.slotsOf && Array.isArray(value)) return value.map((hora) => formatHour(String(hora))).join(', ');
    return jsonText(value, options.options);
  },
  exportCell: (_field, value, { names }) => (Array.isArray(value) ? value.map((item) => named(names, item)).join(', ') : named(names, value)),
};
