// The inputs of the fields writable in a mode: the one component create and edit share.
import { type ResourceDeclaration, writableFields } from '../../resources/types';
import { FieldInput } from './FieldInput';

export interface ResourceInputsProps {
  declaration: ResourceDeclaration;
  mode: 'create' | 'edit';
  /** Shown but not editable (e.g. the user lacks the edit code). */
  readOnly?: boolean;
}

export function ResourceInputs({ declaration, mode, readOnly }: ResourceInputsProps) {
  return (
    <>
      {writableFields(declaration, mode).map((field) => (
        <FieldInput key={field.source} field={field} readOnly={readOnly} mode={mode} />
      ))}
    </>
  );
}
