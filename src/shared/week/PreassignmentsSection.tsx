// A detail's pre-assignment grid (a teacher's or a room's) whose data is asked for as soon as the
// detail has its record, beside the lookups and the grid's code: the grid is a lazy chunk, and a
// read started only once that chunk had loaded put one more wait in a row on the page (issue 25
// point 6). The grid draws what this section read.
import type { ComponentType } from 'react';
import { useRecordContext } from 'react-admin';
import type { Preassignment } from '../../../core/school/preassignments';
import { usePreassignments } from './usePreassignments';
import type { RecordOf, ResourceDeclaration } from '../../../core/engine/declaration/resource';

export interface PreassignmentGridProps {
  /** undefined while the read is under way. */
  preassignments: Preassignment[] | undefined;
}

export function PreassignmentsSection({ of, grid: Grid }: { of: 'docente' | 'salon'; grid: ComponentType<PreassignmentGridProps> }) {
  // A teacher's or a room's record (only its id is read).
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const { data } = usePreassignments(of, record?.id);
  // Rendered before the data arrives, so that its code loads meanwhile.
  return <Grid preassignments={data} />;
}
