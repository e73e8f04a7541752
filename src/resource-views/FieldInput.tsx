// The input of one declared field, validated with the same rules the server runs; one the user's
// codes leave locked (a field's own pair, doc 1 §6) says which code it needs (PermissionTooltip).
import { type ReactElement, useMemo } from 'react';
import { BooleanInput, NumberInput, TextInput, useRecordContext } from 'react-admin';
import { fieldEditCodes } from '../../core/fieldAccess';
import type { FieldDeclaration } from '../../core/types';
import { usePermissionCodes } from '../shell/usePermissionCodes';
import { JsonListInput } from './JsonListInput';
import { FileFieldInput } from './FileFieldInput';
import { lazyView } from './lazyView';
import { PermissionTooltip } from './PermissionTooltip';
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
  const { codes, isPending } = usePermissionCodes();
  const validate = useMemo(() => validatorOf(field, mode, original), [field, mode, original]);
  // A field with its own edit codes (dual-code rule) is shown but locked without them.
  const needed = mode === 'edit' ? fieldEditCodes(field, original) : null;
  const fieldLocked = needed !== null && !needed.some((code) => codes.includes(code));
  const readOnly = formReadOnly === true || fieldLocked;
  const input = fieldInputOf(field, { validate, readOnly, mode, original });
  if (input === null) return null;
  // A whole read-only form says why once (ReadOnlyNote); a single locked field says it here.
  return (
    <PermissionTooltip codes={needed ?? []} denied={fieldLocked && !formReadOnly && !isPending} block>
      {input}
    </PermissionTooltip>
  );
}

interface InputSettings {
  validate: ReturnType<typeof validatorOf>;
  readOnly: boolean;
  mode: 'create' | 'edit';
  original: unknown;
}

/** The react-admin input of a field's type (null: a structured value no form edits). */
function fieldInputOf(field: FieldDeclaration, { validate, readOnly, mode, original }: InputSettings): ReactElement | null {
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
