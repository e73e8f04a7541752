// The input of one declared field, validated with the same rules the server runs.
import { useMemo } from 'react';
import { BooleanInput, NumberInput, TextInput, useRecordContext } from 'react-admin';
import { mayEditField } from '../../resources/fieldAccess';
import type { FieldDeclaration } from '../../resources/types';
import { usePermissionCodes } from '../shell/usePermissionCodes';
import { JsonListInput } from './JsonListInput';
import { FileFieldInput } from './FileFieldInput';
import { lazyView } from './lazyView';
import { RichTextInput } from './RichTextInput';
import { SelectFieldInput } from './SelectFieldInput';
import { validatorOf } from './validatorOf';

// MUI's date pickers are the heaviest dependency of the forms: loaded with the first date field.
const DatePickerInput = lazyView(() => import('./DatePickerInput').then((m) => m.DatePickerInput));

const TEXT_TYPES: Partial<Record<FieldDeclaration['type'], string>> = { email: 'email', phone: 'tel', url: 'url' };

export interface FieldInputProps {
  field: FieldDeclaration;
  readOnly?: boolean;
  mode?: 'create' | 'edit';
}

export function FieldInput({ field, readOnly: formReadOnly, mode = 'create' }: FieldInputProps) {
  const record = useRecordContext();
  const original = mode === 'edit' ? record?.[field.source] : undefined;
  const { codes } = usePermissionCodes();
  const validate = useMemo(() => validatorOf(field, mode, original), [field, mode, original]);
  // A field with its own edit codes (dual-code rule) is shown but locked without them.
  const readOnly = formReadOnly || (mode === 'edit' && !mayEditField(field, original, new Set(codes)));
  const common = { source: field.source, validate, readOnly, helperText: field.helperText ?? false } as const;
  switch (field.type) {
    case 'integer':
    case 'number':
      return (
        <NumberInput
          {...common}
          min={field.min}
          max={field.max}
          step={field.type === 'integer' ? 1 : field.step ?? 0.01}
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
    case 'references':
      return <SelectFieldInput field={field} validate={validate} readOnly={readOnly} />;
    case 'richText':
      return <RichTextInput source={field.source} validate={validate} readOnly={readOnly} helperText={field.helperText} />;
    case 'jsonList':
      return <JsonListInput field={field} validate={validate} readOnly={readOnly} />;
    case 'file':
      return <FileFieldInput field={field} mode={mode} readOnly={readOnly} original={original} />;
    case 'json':
      return null; // structured values are edited by their own named actions, never here
    default:
      return (
        <TextInput
          {...common}
          type={TEXT_TYPES[field.type] ?? 'text'}
          multiline={field.multiline}
          minRows={field.multiline ? 3 : undefined}
          defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : undefined}
        />
      );
  }
}
