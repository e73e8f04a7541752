// 'number': a decimal within min/max, a multiple of `step` when declared (0.01: two decimals).
import { numericType } from './numeric';

declare module '../declaration/field' {
  interface FieldTypes {
    number: number;
  }
}

export const number = numericType('number');
