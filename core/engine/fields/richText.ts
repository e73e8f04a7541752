// 'richText': HTML, sanitised with the shared allow-list (richText.ts) before it is stored or shown;
// an export cell is its plain text.
import { exportPlainText } from '../export/cellText';
import { richTextSummary } from '../listText';
import { RICH_TEXT_MAX_LENGTH, richTextPlain } from '../richText';
import { textCharacterProblem } from '../untrustedText';
import { isRequiredIn, MESSAGES } from './common';
import type { FieldTypeRules } from './fieldType';

declare module '../declaration/field' {
  interface FieldTypes {
    richText: string; // sanitised HTML
  }
}

export const richText: FieldTypeRules = {
  sqlType: () => 'text',
  html: true,
  check(field, raw, { mode }) {
    if (typeof raw !== 'string') return { error: MESSAGES.required };
    const characters = textCharacterProblem(raw, true);
    if (characters) return { error: characters };
    if (richTextPlain(raw) === '') return isRequiredIn(field, mode) ? { error: field.requiredMessage ?? MESSAGES.required } : { value: null };
    const maxLength = field.maxLength ?? RICH_TEXT_MAX_LENGTH;
    return raw.length > maxLength ? { error: MESSAGES.maxLength(maxLength) } : { value: raw };
  },
  jsonSchema: (field) => ({ type: 'string', maxLength: field.maxLength ?? RICH_TEXT_MAX_LENGTH, contentMediaType: 'text/html' }),
  example: () => '<p>Ejemplo de <strong>texto</strong></p>',
  text: (_field, value) => richTextSummary(String(value)) || null,
  exportCell: (field, value) => exportPlainText(String(value)) || (field.emptyText ?? null),
};
