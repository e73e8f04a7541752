// 'richText': the rich text editor (the detail shows the sanitised HTML: richTextDisplay.tsx).
import { RichTextInput } from '../RichTextInput';
import type { FieldInputOf } from './types';

export const input: FieldInputOf = (field, { validate, readOnly }) => (
  <RichTextInput source={field.source} validate={validate} readOnly={readOnly} helperText={field.helperText} />
);
