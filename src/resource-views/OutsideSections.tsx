// The sections a view shows below itself, each apart: a form's `outside` sub-editors (their own
// save) and a list page's summaries. A view without any mounts nothing (no deferred render either).
import type { ViewSection } from './types';
import { OutsideSectionList } from './OutsideSectionList';

export function OutsideSections({ sections }: { sections?: readonly ViewSection[] }) {
  return sections && sections.length > 0 ? <OutsideSectionList sections={sections} /> : null;
}
