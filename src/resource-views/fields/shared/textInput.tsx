// The text box of the one-line text types (text, name, e-mail, phone, url): the browser's input type
// of each, a multi-line box where declared.
import { TextInput } from 'react-admin';
import type { FieldInputOf } from '../types';

export function textInput(type: 'text' | 'email' | 'tel' | 'url'): FieldInputOf {
  return (field, { common }) => (
    <TextInput
      {...common}
      type={type}
      multiline={field.text?.multiline}
      minRows={field.text?.multiline ? 3 : undefined}
      defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : undefined}
    />
  );
}
