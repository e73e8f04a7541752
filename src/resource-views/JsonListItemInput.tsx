// One field of a JSON list item. SimpleFormIterator reads `source` and `defaultValue` from its
// children's props to build a new item ({tema: null, horas: null}); the input itself is the shared
// FieldInput (handed in as renderField), whose source the iterator scopes to the item (sesiones.0.tema).
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import type { InputSettings } from './fields/types';

export interface JsonListItemInputProps {
  field: FieldDeclaration;
  /** The item field's source, for SimpleFormIterator only. */
  source: string;
  defaultValue?: string | number | boolean | null;
  readOnly?: boolean;
  renderField: InputSettings['renderField'];
}

export function JsonListItemInput({ field, readOnly, renderField }: JsonListItemInputProps) {
  return renderField(field, readOnly);
}
