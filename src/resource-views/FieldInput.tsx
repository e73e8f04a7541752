// The input of one declared field, validated with the same rules the server runs.
import { useMemo } from 'react';
import { BooleanInput, NumberInput, TextInput, type Validator } from 'react-admin';
import type { FieldDeclaration } from '../../resources/types';
import { fieldValidator } from '../../resources/validation';
import { lazyView } from './lazyView';
import { SelectFieldInput } from './SelectFieldInput';

// MUI's date pickers are the heaviest dependency of the forms: loaded with the first date field.
const DatePickerInput = lazyView(() => import('./DatePickerInput').then((m) => m.DatePickerInput));

const TEXT_TYPES: Partial<Record<FieldDeclaration['type'], string>> = { email: 'email', phone: 'tel', url: 'url' };

function validatorOf(field: FieldDeclaration): Validator {
  // isRequired lets react-admin mark the label with an asterisk.
  return Object.assign(fieldValidator(field), { isRequired: field.required === true });
}

export function FieldInput({ field, readOnly }: { field: FieldDeclaration; readOnly?: boolean }) {
  const validate = useMemo(() => validatorOf(field), [field]);
  const common = { source: field.source, validate, readOnly, helperText: field.helperText ?? false } as const;
  switch (field.type) {
    case 'integer':
    case 'number':
      return (
        <NumberInput
          {...common}
          min={field.min}
          max={field.max}
          step={field.type === 'integer' ? 1 : 0.01}
          defaultValue={typeof field.defaultValue === 'number' ? field.defaultValue : undefined}
        />
      );
    case 'boolean':
      return <BooleanInput {...common} defaultValue={field.defaultValue === true} />;
    case 'date':
      return (
        <DatePickerInput
          source={field.source}
          validate={validate}
          readOnly={readOnly}
          helperText={field.helperText}
          defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : undefined}
        />
      );
    case 'select':
      return <SelectFieldInput field={field} validate={validate} readOnly={readOnly} />;
    case 'json':
      return null; // structured values are edited by their own named actions, never here
    default:
      return (
        <TextInput
          {...common}
          type={TEXT_TYPES[field.type] ?? 'text'}
          defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : undefined}
        />
      );
  }
}
