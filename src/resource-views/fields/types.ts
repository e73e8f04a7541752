// What a field type's view module (fields/<type>.tsx) gives the generated views: `input`, its form
// input, and `Display`, a detail display of its own where text is not enough (the text itself is the
// type's core module's). FieldInput and FieldValue read them through fields/index.ts.
import type { ReactElement } from 'react';
import type { Validator } from 'react-admin';
import type { FieldDeclaration } from '../../../core/engine/declaration/field';

export interface InputSettings {
  validate: Validator;
  readOnly: boolean;
  mode: 'create' | 'edit';
  /** The stored value (edit), for a type that keeps it unless changed (a file). */
  original: unknown;
  /** What most inputs take as they are: source, validate, readOnly, helper text. */
  common: { source: string; validate: Validator; readOnly: boolean; helperText: string | false };
  /** The input of another field (a JSON list's item fields), handed in so no view imports FieldInput. */
  renderField(field: FieldDeclaration, readOnly: boolean | undefined): ReactElement | null;
}

export interface DisplayProps {
  field: FieldDeclaration;
  /** Read by react-admin's Labeled for the label. */
  source: string;
  /** The value as text (displayValue), null when empty. */
  text: string | null;
  emptyText: string;
}

/** A type's form input; null: no form edits it (a structured value changed by named actions only). */
export type FieldInputOf = (field: FieldDeclaration, settings: InputSettings) => ReactElement | null;
