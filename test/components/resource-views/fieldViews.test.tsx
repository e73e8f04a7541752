// Every field type has its rules (core/engine/fields/) and its view (src/resource-views/fields/): the
// forms, lists and detail never meet a type they cannot show.
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../../core/engine/fields';
import { FIELD_INPUTS, fieldInput } from '../../../src/resource-views/fields';
import { fieldDisplay } from '../../../src/resource-views/fields/displays';
import type { FieldType } from '../../../core/engine/declaration/field';

describe('field views', () => {
  it('one per field type, and none without its rules', () => {
    expect([...FIELD_INPUTS.keys()].sort()).toEqual(Object.keys(FIELD_TYPES).sort());
    expect(['file', 'jsonList', 'richText', 'url'].every((type) => fieldDisplay(type as FieldType) !== undefined)).toBe(true);
    expect(fieldDisplay('money')).toBeUndefined();
  });

  it('a type without a view says which file it lacks', () => {
    expect(() => fieldInput('moneda' as FieldType)).toThrow('Tipo de campo moneda: falta src/resource-views/fields/moneda.tsx (su vista)');
  });
});
