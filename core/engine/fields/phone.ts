// 'phone': Teléfono and Móvil alike, the one rule of phoneNumber.ts (7 to 15 digits).
import { PHONE_SHAPE, phoneProblem } from '../phoneNumber';
import { MESSAGES } from './common';
import { textualType } from './textual';

declare module '../declaration/field' {
  interface FieldTypes {
    phone: string;
  }
}

export const phone = textualType({
  shape: (text) => (phoneProblem(text) === null ? null : MESSAGES.phone),
  // The digit count (7 to 15) is checked too; a pattern carries only the shape.
  schema: { pattern: PHONE_SHAPE.source },
  example: () => '3001234567',
});
