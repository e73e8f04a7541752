// On a phone the list is react-admin's SimpleList, without sortable headers: react-admin's
// SortButton offers the same orders ('Ordenar por …'), the Sede column's by its name as on the table.

import { useBelow } from '../layout/useBelow';
import { useMemo } from 'react';
import { SortButton } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { PHONE_BELOW } from '../layout/breakpoints';
import { headerSortFields } from './listFilterPlan';
import { simpleListPlan } from './simpleListPlan';

export function PhoneSortButton({ declaration }: { declaration: ResourceDeclaration }) {
  const phone = useBelow(PHONE_BELOW);
  const fields = useMemo(() => (simpleListPlan(declaration) ? headerSortFields(declaration) : []), [declaration]);
  return phone && fields.length > 0 ? <SortButton fields={fields} /> : null;
}
