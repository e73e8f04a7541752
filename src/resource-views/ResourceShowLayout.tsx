// The body of the generated detail, page and dialog alike: every field shown in detail ('No hay
// información' when empty) with the added sections in their places.
import { Typography } from '@mui/material';
import { SimpleShowLayout, useRecordContext } from 'react-admin';
import { FieldValue } from './FieldValue';
import { EMPTY_TEXT, LIST_BOOLEANS } from './format';
import { placeSections } from './sectionPlacement';
import type { GeneratedViewProps, ViewSection } from './types';
import { useVisibleSections } from './useVisibleSections';
import { ViewSectionBlock } from './ViewSectionBlock';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';

const blocks = (sections: readonly ViewSection[] = []) =>
  sections.map((section) => <ViewSectionBlock key={`section:${section.key}`} section={section} label={false} />);

/** A heading between the detail's rows (field.heading); `label={false}`: SimpleShowLayout gives it no label. */
function DetailHeading({ text }: { text: string; label: false }) {
  return (
    <Typography variant="subtitle1" sx={{ mt: 1, fontWeight: 600 }}>
      {text}
    </Typography>
  );
}

export function ResourceShowLayout({ declaration, sections }: GeneratedViewProps) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  // A field shown only with its flag on (field.shownWhen) is left out while the flag is off.
  const fields = declaration.fields.filter((field) => field.inShow !== false && (!field.shownWhen || record?.[field.shownWhen] === true));
  const placed = placeSections(fields.map((field) => field.source), useVisibleSections(sections));
  return (
    <SimpleShowLayout>
      {fields.flatMap((field) => [
        field.heading ? <DetailHeading key={`heading:${field.source}`} text={field.heading} label={false} /> : null,
        <FieldValue key={field.source} field={field} source={field.source} emptyText={EMPTY_TEXT} booleanLabels={LIST_BOOLEANS} />,
        ...blocks(placed.after.get(field.source)),
      ])}
      {blocks(placed.end)}
    </SimpleShowLayout>
  );
}
