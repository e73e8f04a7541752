// 'text': free text, one line unless `text: { multiline: true }` (an exam's objective).
import { textExample, textualType } from './textual';

declare module '../declaration/field' {
  interface FieldTypes {
    text: string;
  }
  interface FieldTypeOptions<S extends string = string> {
    text?: {
      /** Takes line breaks, in a multi-line input (an exam's objective). */
      multiline?: boolean;
    };
  }
}

export const text = textualType({ multiline: (field) => field.text?.multiline === true, example: textExample });
