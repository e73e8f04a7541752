// The inputs of the fields writable in a mode: the one component create and edit share.
import { type ResourceDeclaration, writableFields } from '../../resources/types';
import { FieldInput } from './FieldInput';
import { placeSections } from './sectionPlacement';
import type { ViewSection } from './types';
import { useVisibleSections } from './useVisibleSections';
import { ViewSectionBlock } from './ViewSectionBlock';

export interface ResourceInputsProps {
  declaration: ResourceDeclaration;
  mode: 'create' | 'edit';
  /** Shown but not editable (e.g. the user lacks the edit code). */
  readOnly?: boolean;
  /** Added sections, rendered inside the form (after their field's input, or at the end). */
  sections?: readonly ViewSection[];
}

export function ResourceInputs({ declaration, mode, readOnly, sections }: ResourceInputsProps) {
  const fields = writableFields(declaration, mode);
  // A child's forms are all under its parent's route: the parent is shown, never changed there.
  const parentField = declaration.parent?.field;
  const placed = placeSections(fields.map((field) => field.source), useVisibleSections(sections));
  const blocks = (list: readonly ViewSection[] = []) =>
    list.map((section) => <ViewSectionBlock key={`section:${section.key}`} section={section} />);
  return (
    <>
      {fields.flatMap((field) => [
        <FieldInput key={field.source} field={field} readOnly={readOnly || field.source === parentField} mode={mode} />,
        ...blocks(placed.after.get(field.source)),
      ])}
      {blocks(placed.end)}
    </>
  );
}
