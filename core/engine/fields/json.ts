// 'json': a read-only structured value (arrays, objects) shown by custom views and changed by named
// actions only: no body writes it and no export shows it.
import { MESSAGES } from './common';
import type { FieldTypeRules } from './fieldType';
import { jsonText } from './options';

declare module '../declaration/field' {
  interface FieldTypes {
    json: unknown;
  }
}

export const json: FieldTypeRules = {
  sqlType: () => 'jsonb',
  storage: 'internal',
  // Its values may name a lookup's options (shown by their names).
  lookup: (field) => field.lookup,
  check: (field) => ({ error: MESSAGES.unknown(field.source) }),
  jsonSchema: () => ({}),
  example: () => undefined,
  text: (_field, value, options) => jsonText(value, options.options),
};
