// Every field type's form input, found by file name: fields/<type>.tsx exports its `input`
// (docs/adding-a-resource.md, 'Field types'); a type's own detail display, where text is not enough, is
// fields/<type>Display.tsx, found by displays.ts. Apart, so a detail page loads no form input.
import type { FieldType } from '../../../core/engine/declaration/field';
import type { FieldInputOf } from './types';

const inputModules = import.meta.glob<FieldInputOf>(['./*.tsx', '!./*Display.tsx'], { import: 'input', eager: true });

/** The types' inputs by type name ('./money.tsx' → 'money'). */
export const FIELD_INPUTS: ReadonlyMap<string, FieldInputOf> = new Map(
  Object.entries(inputModules).map(([path, input]) => [path.slice(2, -'.tsx'.length), input] as const),
);

export function fieldInput(type: FieldType): FieldInputOf {
  const input = FIELD_INPUTS.get(type);
  if (!input) throw new Error(`Tipo de campo ${type}: falta src/resource-views/fields/${type}.tsx (su vista)`);
  return input;
}

export type { DisplayProps, FieldInputOf, InputSettings } from './types';
