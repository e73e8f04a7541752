// 'integer': a whole number within min/max (a room's capacity; with `integer: { foreignKey }`, a row's id).
import type { FieldTypeRules } from './fieldType';
import { numericType } from './numeric';

declare module '../declaration/field' {
  interface FieldTypes {
    integer: number;
  }
  interface FieldTypeOptions<S extends string = string> {
    integer?: {
      /** The id of a row of this hand-written table (agendamientos, tutorias), held by a foreign key. */
      foreignKey: string;
    };
  }
}

export const integer: FieldTypeRules = { ...numericType('integer'), foreignTable: (field) => field.integer?.foreignKey };
