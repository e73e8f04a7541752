// 'url': a web address (http or https).
import { MESSAGES } from './common';
import { textualType } from './textual';

declare module '../declaration/field' {
  interface FieldTypes {
    url: string;
  }
}

export const url = textualType({
  shape: (text) => (/^https?:\/\/[^\s]+$/i.test(text) ? null : MESSAGES.url),
  schema: { format: 'uri', pattern: '^https?://' },
  example: () => 'https://ejemplo.test',
});
