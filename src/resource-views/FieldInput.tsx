// The input of one declared field, validated with the same rules the server runs; one the user's
// codes leave locked (a field's own pair: either code while unset, the stronger once set) says which code it needs (PermissionTooltip).
import { type ReactElement, useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { fieldEditCodes } from '../../core/engine/fieldAccess';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import { usePermissionCodes } from '../shell/usePermissionCodes';
import { fieldInput, type InputSettings } from './fields';
import { PermissionTooltip } from './PermissionTooltip';
import { validatorOf } from './validatorOf';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';

export interface FieldInputProps {
  field: FieldDeclaration;
  readOnly?: boolean;
  mode?: 'create' | 'edit';
}

export function FieldInput({ field, readOnly: formReadOnly, mode = 'create' }: FieldInputProps) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
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

/** The input of a field's type (its view, fields/<type>.tsx; null: a structured value no form edits). */
function fieldInputOf(field: FieldDeclaration, settings: Omit<InputSettings, 'common' | 'renderField'>): ReactElement | null {
  const { validate, readOnly } = settings;
  const common = { source: field.source, validate, readOnly, helperText: field.helperText ?? false } as const;
  return fieldInput(field.type)(field, { ...settings, common, renderField });
}

/** A JSON list's item field: checked with the create rules, as the server does (an item has no 'before'). */
function renderField(field: FieldDeclaration, readOnly: boolean | undefined): ReactElement {
  return <FieldInput field={field} readOnly={readOnly} mode="create" />;
}
