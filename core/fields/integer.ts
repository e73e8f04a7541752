// 'integer': a whole number within min/max (a room's capacity; with `foreignKey`, a row's id).
import { numericType } from './numeric';

declare module '../types' {
  interface FieldTypes {
    integer: number;
  }
}

export const integer = numericType('integer');
