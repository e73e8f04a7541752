// The sections below a view, drawn once the view above them has committed (OutsideSections).
import { Divider } from '@mui/material';
import { Fragment, startTransition, useEffect, useState } from 'react';
import type { ViewSection } from './types';
import { useVisibleSections } from './useVisibleSections';
import { ViewSectionBlock } from './ViewSectionBlock';

// Below the view, often below the fold (the teachers summary: 120 rows of badges): the browser lays it
// out only when it comes near the screen (issue 25 point 6), holding its last size meanwhile.
const SECTION_STYLE = { padding: '8px 16px', contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' } as const;

export function OutsideSectionList({ sections }: { sections: readonly ViewSection[] }) {
  const visible = useVisibleSections(sections);
  // Drawn after the view above them has committed, in a background render: the view's own reads
  // start first and its rendering is not held up by theirs (the teachers summary took the list's
  // first 200 ms). Not useDeferredValue: while the view above was still suspended (its code, its
  // data) React re-ran the deferred render and committed it about twenty times, each redrawing the
  // list's toolbar (issue 43 point 15: ~150 ms of a phone's load for nothing).
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  if (!shown) return null;
  return visible.map((section) => (
    <Fragment key={section.key}>
      <Divider />
      <div style={SECTION_STYLE}>
        <ViewSectionBlock section={section} />
      </div>
    </Fragment>
  ));
}
