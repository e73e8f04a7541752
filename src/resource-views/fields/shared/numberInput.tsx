// The number box of 'integer' and 'number': bounds, and the step the arrows take (a declared step
// unless the type fixes it).
import { NumberInput } from 'react-admin';
import type { FieldInputOf } from '../types';

export function numberInput(fixedStep?: number): FieldInputOf {
  return (field, { common }) => (
    <NumberInput
      {...common}
      min={field.min}
      max={field.max}
      step={fixedStep ?? field.step ?? 0.01}
      defaultValue={typeof field.defaultValue === 'number' ? field.defaultValue : undefined}
    />
  );
}
