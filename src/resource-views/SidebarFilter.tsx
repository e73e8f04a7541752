// One declared filter in the list's sidebar (listFilterPlan.ts 'sidebarFilterPlans'): react-admin's
// FilterList with one FilterListItem per option (a yes/no: Sí, No; a select: its fixed choices); a
// click sets the filter, a second click clears it. A lookup's options load only once its section is
// opened (SidebarLookupFilter): the page asks for no list its table does not show.
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import { FilterList } from 'react-admin';
import type { Choice } from '../../core/engine/declaration/field';
import type { FilterInputPlan } from './listFilterPlan';
import { SidebarFilterItems } from './SidebarFilterItems';
import { SidebarLookupFilter } from './SidebarLookupFilter';

const YES_NO: Choice[] = [
  { id: 1, name: 'Sí' },
  { id: 0, name: 'No' },
];

export function SidebarFilter({ plan }: { plan: FilterInputPlan }) {
  const items = plan.kind === 'yesNo' ? YES_NO : plan.field.choices;
  if (!items) return <SidebarLookupFilter plan={plan} />;
  return (
    <FilterList label={plan.label} icon={<FilterAltOutlinedIcon />}>
      <SidebarFilterItems plan={plan} items={items} />
    </FilterList>
  );
}
