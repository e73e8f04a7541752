// A sidebar filter over a lookup (sedes, cursos): its title is a button that opens the options, which
// load then (useFieldOptions, the forms' lists). Open from the start when the filter is set.
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import { Box, Button, List } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import type { FilterInputPlan } from './listFilterPlan';
import { SidebarFilterItems } from './SidebarFilterItems';
import { useFieldOptions } from './useFieldOptions';

function LookupItems({ plan }: { plan: FilterInputPlan }) {
  const options = useFieldOptions(plan.field);
  return options ? <SidebarFilterItems plan={plan} items={options} /> : null;
}

export function SidebarLookupFilter({ plan }: { plan: FilterInputPlan }) {
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(() => filterValues?.[plan.source] !== undefined);
  return (
    <Box sx={{ mt: 2 }}>
      <Button
        size="small"
        color="inherit"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        startIcon={<FilterAltOutlinedIcon />}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ textTransform: 'none', fontWeight: 'bold', px: 0 }}
      >
        {plan.label}
      </Button>
      {open ? (
        <List dense disablePadding>
          <LookupItems plan={plan} />
        </List>
      ) : null}
    </Box>
  );
}
