// One field of a JSON list item. SimpleFormIterator reads `source` and `defaultValue` from its
// children's props to build a new item ({tema: null, horas: null}); the input itself is the shared
// FieldInput, whose source the iterator scopes to the item (sesiones.0.tema).
import type { FieldDeclaration } from '../../core/types';
import { FieldInput } from './FieldInput';

export interface JsonListItemInputProps {
  field: FieldDeclaration;
  /** The item field's source, for SimpleFormIterator only. */
  source: string;
  defaultValue?: string | number | boolean | null;
  readOnly?: boolean;
}

export function JsonListItemInput({ field, readOnly }: JsonListItemInputProps) {
  // Items are checked with the create rules, as the server does (checkJsonList): an item has no 'before'.
  return <FieldInput field={field} readOnly={readOnly} mode="create" />;
}
