// The list's filter sidebar (react-admin's `aside`): the saved queries of this list (SavedQueriesList,
// kept in the browser's store) and the declared filters as one-click lists (SidebarFilter). Beside
// the table from a tablet up. On a phone it is one line above the list, 'Filtros y consultas
// guardadas', opened on demand: below the list it was pushed down when the rows arrived (Lighthouse's
// layout shift 0.57 on the students list, issue 43 point 15) and took a screen of its own to reach.
import { Button, Card, CardContent, Collapse } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useMemo, useState } from 'react';
import { SavedQueriesList, useListContext } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { PHONE_BELOW } from '../layout/breakpoints';
import { useBelow } from '../layout/useBelow';
import { sidebarFilterPlans } from './listFilterPlan';
import { SidebarFilter } from './SidebarFilter';

const SIDEBAR_SX = {
  order: -1,
  flexShrink: 0,
  width: { xs: 'auto', sm: 220 },
  mr: { xs: 0, sm: 2 },
  mt: { xs: 1, sm: 8 },
  alignSelf: { xs: 'stretch', sm: 'flex-start' },
  maxWidth: '100%',
} as const;

export function ListFilterSidebar({ declaration }: { declaration: ResourceDeclaration }) {
  const plans = useMemo(() => sidebarFilterPlans(declaration), [declaration]);
  const phone = useBelow(PHONE_BELOW);
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const { filterValues } = useListContext();
  // The search box shows its own words: the count is of the other filters.
  const active = Object.keys(filterValues ?? {}).filter((key) => key !== 'q').length;
  const content = (
    <CardContent id={contentId}>
      <SavedQueriesList />
      {plans.map((plan) => (
        <SidebarFilter key={plan.source} plan={plan} />
      ))}
    </CardContent>
  );
  return (
    <Card component="aside" aria-label="Filtros de la lista" sx={SIDEBAR_SX}>
      {phone ? (
        <>
          <Button
            fullWidth
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen((was) => !was)}
            endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
            sx={{ justifyContent: 'space-between', px: 2, py: 1 }}
          >
            {active > 0 ? `Filtros y consultas guardadas (${active} ${active === 1 ? 'activo' : 'activos'})` : 'Filtros y consultas guardadas'}
          </Button>
          <Collapse in={open} unmountOnExit>
            {content}
          </Collapse>
        </>
      ) : (
        content
      )}
    </Card>
  );
}
