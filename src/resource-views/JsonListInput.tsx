// A 'jsonList' field: its items edited row by row (react-admin's ArrayInput), each item field
// through the input FieldInput hands in (renderField); the whole list checked by the shared validator (maxItems, each item).
import { ArrayInput, SimpleFormIterator, SimpleFormIteratorClasses, type Validator } from 'react-admin';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import type { InputSettings } from './fields/types';
import { JsonListAddButton } from './JsonListAddButton';
import { JsonListItemInput } from './JsonListItemInput';

export interface JsonListInputProps {
  field: FieldDeclaration;
  validate: Validator;
  readOnly?: boolean;
  /** An item field's input: FieldInput's, handed in (the item is a field again). */
  renderField: InputSettings['renderField'];
}

export function JsonListInput({ field, validate, readOnly, renderField }: JsonListInputProps) {
  return (
    <ArrayInput source={field.source} validate={validate} helperText={field.helperText ?? false}>
      <SimpleFormIterator
        inline
        // Order rarely matters in these small lists; dragging would only add controls.
        disableReordering
        disableClear
        disabled={readOnly}
        addButton={<JsonListAddButton maxItems={field.jsonList?.maxItems} />}
        // react-admin shows 'Quitar' only on mouse hover: keyboard users could not reach it.
        sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }}
      >
        {(field.jsonList?.item ?? []).map((item) => (
          <JsonListItemInput key={item.source} field={item} source={item.source} defaultValue={item.defaultValue ?? null} readOnly={readOnly || item.readOnly} renderField={renderField} />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
