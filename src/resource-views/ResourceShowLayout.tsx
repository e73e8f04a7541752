// The body of the generated detail, page and dialog alike: every field shown in detail ('No hay
// información' when empty) with the added sections in their places.
import { SimpleShowLayout } from 'react-admin';
import { FieldValue } from './FieldValue';
import { EMPTY_TEXT, LIST_BOOLEANS } from './format';
import { placeSections } from './sectionPlacement';
import type { GeneratedViewProps, ViewSection } from './types';
import { useVisibleSections } from './useVisibleSections';
import { ViewSectionBlock } from './ViewSectionBlock';

const blocks = (sections: readonly ViewSection[] = []) =>
  sections.map((section) => <ViewSectionBlock key={`section:${section.key}`} section={section} label={false} />);

export function ResourceShowLayout({ declaration, sections }: GeneratedViewProps) {
  const fields = declaration.fields.filter((field) => field.inShow !== false);
  const placed = placeSections(fields.map((field) => field.source), useVisibleSections(sections));
  return (
    <SimpleShowLayout>
      {fields.flatMap((field) => [
        <FieldValue key={field.source} field={field} source={field.source} emptyText={EMPTY_TEXT} booleanLabels={LIST_BOOLEANS} />,
        ...blocks(placed.after.get(field.source)),
      ])}
      {blocks(placed.end)}
    </SimpleShowLayout>
  );
}
