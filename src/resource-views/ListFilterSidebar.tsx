// The list's filter sidebar (react-admin's `aside`): the saved queries of this list (SavedQueriesList,
// kept in the browser's store) and the declared filters as one-click lists (SidebarFilter). Beside
// the table from a tablet up; on a phone, below the list.
import { Card, CardContent } from '@mui/material';
import { useMemo } from 'react';
import { SavedQueriesList } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { sidebarFilterPlans } from './listFilterPlan';
import { SidebarFilter } from './SidebarFilter';

const SIDEBAR_SX = {
  order: { xs: 1, sm: -1 },
  flexShrink: 0,
  width: { xs: 'auto', sm: 220 },
  mr: { xs: 0, sm: 2 },
  mt: { xs: 2, sm: 8 },
  alignSelf: { xs: 'stretch', sm: 'flex-start' },
  maxWidth: '100%',
} as const;

export function ListFilterSidebar({ declaration }: { declaration: ResourceDeclaration }) {
  const plans = useMemo(() => sidebarFilterPlans(declaration), [declaration]);
  return (
    <Card component="aside" aria-label="Filtros de la lista" sx={SIDEBAR_SX}>
      <CardContent>
        <SavedQueriesList />
        {plans.map((plan) => (
          <SidebarFilter key={plan.source} plan={plan} />
        ))}
      </CardContent>
    </Card>
  );
}
