// 'email': an address, stored in lower case.
import { EMAIL_PATTERN, MESSAGES } from './common';
import type { FieldTypeRules } from './fieldType';
import { textualType } from './textual';

declare module '../declaration/field' {
  interface FieldTypes {
    email: string;
  }
}

export const email: FieldTypeRules = {
  ...textualType({
    shape: (text) => (EMAIL_PATTERN.test(text) ? null : MESSAGES.email),
    normalise: (text) => text.toLowerCase(),
    schema: { format: 'email' },
    example: (_field, n) => `ejemplo.${n}.${Date.now().toString(36)}@correo.test`,
  }),
  requiredMessage: MESSAGES.emailRequired,
};
