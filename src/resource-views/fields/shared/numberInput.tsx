// The number box of 'integer' and 'number': a text box that takes '4,5' and '4.5' (DecimalInput, the
// one parser of numbers.ts); bounds and step are the field's rules, checked by its validator.
import { DecimalInput } from '../../DecimalInput';
import type { FieldInputOf } from '../types';

export function numberInput(): FieldInputOf {
  return (field, { common }) => (
    <DecimalInput {...common} defaultValue={typeof field.defaultValue === 'number' ? field.defaultValue : undefined} />
  );
}
