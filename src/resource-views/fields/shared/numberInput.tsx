// The number box of 'integer' and 'number': bounds, and the step the arrows take.
import { NumberInput } from 'react-admin';
import type { FieldInputOf } from '../types';

export const numberInput: FieldInputOf = (field, { common }) => (
  <NumberInput
    {...common}
    min={field.min}
    max={field.max}
    step={field.type === 'integer' ? 1 : field.step ?? 0.01}
    defaultValue={typeof field.defaultValue === 'number' ? field.defaultValue : undefined}
  />
);
