// 'text': free text, one line unless `multiline` (an exam's objective).
import { textExample, textualType } from './textual';

declare module '../types' {
  interface FieldTypes {
    text: string;
  }
}

export const text = textualType({ multiline: true, example: textExample });
