// The sections a view shows below itself, each apart: a form's `outside` sub-editors (their own
// save) and a list page's summaries.
import { Divider } from '@mui/material';
import { Fragment } from 'react';
import type { ViewSection } from './types';
import { useVisibleSections } from './useVisibleSections';
import { ViewSectionBlock } from './ViewSectionBlock';

export function OutsideSections({ sections }: { sections?: readonly ViewSection[] }) {
  const visible = useVisibleSections(sections);
  return visible.map((section) => (
    <Fragment key={section.key}>
      <Divider />
      <div style={{ padding: '8px 16px' }}>
        <ViewSectionBlock section={section} />
      </div>
    </Fragment>
  ));
}
