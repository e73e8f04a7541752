// 'name': a person's name: letters (accented too), + ( ) . , space and hyphen.
import { MESSAGES, NAME_PATTERN } from './common';
import { fitText, textualType } from './textual';

declare module '../declaration/field' {
  interface FieldTypes {
    name: string;
  }
}

export const name = textualType({
  shape: (text) => (NAME_PATTERN.test(text) ? null : MESSAGES.name),
  schema: { pattern: "^[A-Za-zÀ-ÖØ-öø-ÿÑñ+().,\\s-]+$" },
  example: (field) => fitText('Ejemplo', field),
});
