// A sidebar filter's options as react-admin's FilterListItem, each setting `{[source]: id}` (a yes/no:
// the boolean the filter bar's NullableBooleanInput sets too). Too many options: none (the filter
// stays in 'Agregar filtro', a select).
import { FilterListItem } from 'react-admin';
import type { Choice } from '../../core/engine/declaration/field';
import { type FilterInputPlan, SIDEBAR_MAX_OPTIONS } from './listFilterPlan';

export function SidebarFilterItems({ plan, items }: { plan: FilterInputPlan; items: readonly Choice[] }) {
  if (items.length > SIDEBAR_MAX_OPTIONS) return null;
  return (
    <>
      {items.map((item) => (
        <FilterListItem key={String(item.id)} label={item.name} value={{ [plan.source]: plan.kind === 'yesNo' ? item.id === 1 : item.id }} />
      ))}
    </>
  );
}
