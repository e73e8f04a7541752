// 'jsonList': its items edited row by row, each item field through the input FieldInput hands in
// (the detail shows a small table: jsonListDisplay.tsx).
import { JsonListInput } from '../JsonListInput';
import type { FieldInputOf } from './types';

export const input: FieldInputOf = (field, { validate, readOnly, renderField }) => (
  <JsonListInput field={field} validate={validate} readOnly={readOnly} renderField={renderField} />
);
