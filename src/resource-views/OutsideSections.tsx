// The sections a view shows below itself, each apart: a form's `outside` sub-editors (their own
// save) and a list page's summaries.
import { Divider } from '@mui/material';
import { Fragment } from 'react';
import type { ViewSection } from './types';
import { useVisibleSections } from './useVisibleSections';
import { ViewSectionBlock } from './ViewSectionBlock';

// Below the view, often below the fold (the teachers summary: 120 rows of badges): the browser lays it
// out only when it comes near the screen (issue 25 §6), holding its last size meanwhile.
const SECTION_STYLE = { padding: '8px 16px', contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' } as const;

export function OutsideSections({ sections }: { sections?: readonly ViewSection[] }) {
  const visible = useVisibleSections(sections);
  return visible.map((section) => (
    <Fragment key={section.key}>
      <Divider />
      <div style={SECTION_STYLE}>
        <ViewSectionBlock section={section} />
      </div>
    </Fragment>
  ));
}
