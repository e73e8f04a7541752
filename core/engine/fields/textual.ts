// What the one-line text types share (text, name, e-mail, phone, url): characters, length, and each
// type's own shape on top.
import type { FieldDeclaration } from '../declaration/field';
import { textCharacterProblem } from '../untrustedText';
import { MESSAGES } from './common';
import type { CellValue } from '../export/cells';
import type { Checked, FieldTypeRules, JsonSchema } from './fieldType';

/** Text cut and padded to the field's length bounds (examples). */
export function fitText(text: string, field: FieldDeclaration): string {
  const min = field.minLength ?? 0;
  const max = field.maxLength ?? 255;
  return text.padEnd(min, '0').slice(0, max);
}

/** Some text that fits the field (unique: never written before). */
// Numbered: two example records differ (a demo row made from one, and an edit's changes from another).
export const textExample = (field: FieldDeclaration, n: number): string => fitText(field.unique ? `E${n}${Date.now().toString(36)}` : `Ejemplo ${n}`, field);

/** A value as text in a cell: a structured one as its JSON. */
export const plainCell = (value: unknown): CellValue => (typeof value === 'object' ? JSON.stringify(value) : String(value));

export function textSchema(field: FieldDeclaration, extra: JsonSchema = {}): JsonSchema {
  return { type: 'string', ...(field.minLength !== undefined ? { minLength: field.minLength } : {}), maxLength: field.maxLength ?? 255, ...extra };
}

interface TextualOptions {
  /** Whether this field takes line breaks (free text's option only: never a name, an e-mail, a phone or a web address). */
  multiline?: (field: FieldDeclaration) => boolean;
  /** The type's own shape, checked after the characters (a name's letters, an e-mail's @). */
  shape?: (text: string) => string | null;
  /** The stored form (an e-mail in lower case). */
  normalise?: (text: string) => string;
  schema?: JsonSchema;
  example: (field: FieldDeclaration, n: number) => string;
}

export function textualType({ multiline = () => false, shape, normalise, schema, example }: TextualOptions): FieldTypeRules {
  return {
    sqlType: () => 'text',
    check(field, raw): Checked {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { error: MESSAGES.required };
      const text = String(raw).trim();
      // First: a name's pattern and an e-mail's would let a line break or an override through (\s, [^\s@]).
      const characters = textCharacterProblem(text, multiline(field));
      if (characters) return { error: characters };
      const problem = shape?.(text) ?? null;
      if (problem) return { error: problem };
      if (field.minLength !== undefined && text.length < field.minLength) return { error: MESSAGES.minLength(field.minLength) };
      const maxLength = field.maxLength ?? 255;
      if (text.length > maxLength) return { error: MESSAGES.maxLength(maxLength) };
      return { value: normalise ? normalise(text) : text };
    },
    jsonSchema: (field) => textSchema(field, schema),
    example: (field, { n }) => example(field, n),
    exportCell: (_field, value) => plainCell(value),
  };
}
