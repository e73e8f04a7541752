// The generated list page: search box (when declared), toolbar, filter sidebar (saved queries and the
// declared filters), table with row checkboxes for the bulk actions, and pagination; with
// `views.modal`, the create, detail and edit views open as dialogs over it (ResourceModals).
import { useMemo } from 'react';
import { List, Pagination } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { OutsideSections } from './OutsideSections';
import { ListFilterInput } from './ListFilterInput';
import { ListFilterSidebar } from './ListFilterSidebar';
import { hasFilterSidebar, listFilterPlans } from './listFilterPlan';
import { listPageSizes } from './pageSizes';
import { ResourceDataTable } from './ResourceDataTable';
import { ResourceListActions } from './ResourceListActions';
import { ResourceModals } from './ResourceModals';
import { SearchFilterInput } from './SearchFilterInput';
import { useParentLink } from '../shell/useParentLink';
import { useParentTitle } from './useParentTitle';
import type { ViewSections } from './types';

// On a phone the filter sidebar is a line above the list instead of a column beside it.
const LIST_SX = { flexDirection: { xs: 'column', sm: 'row' }, '& .RaList-main': { minWidth: 0 } } as const;

export interface ResourceListProps {
  declaration: ResourceDeclaration;
  /** The sections of the views the list opens as dialogs. */
  sections?: ViewSections;
}

export function ResourceList({ declaration, sections }: ResourceListProps) {
  const { list } = declaration;
  const parent = useParentLink(declaration);
  const title = useParentTitle(declaration);
  // Filter `q`: the dataProvider turns it into <prefix>/buscar once it is long enough. The declared
  // filters are offered by 'Agregar filtro' (ResourceListActions) and kept in the URL by react-admin.
  const filters = useMemo(() => {
    const search = list.search ? [<SearchFilterInput key="q" source="q" alwaysOn minLength={list.search.minLength} />] : [];
    const declared = listFilterPlans(declaration).map((plan) => <ListFilterInput key={plan.source} source={plan.source} label={plan.label} plan={plan} />);
    const all = [...search, ...declared];
    return all.length > 0 ? all : undefined;
  }, [declaration, list.search]);
  const page = (
    <List
      title={title}
      perPage={list.perPage}
      sort={list.sort}
      filters={filters}
      // Under its parent's route a child list shows that parent's records only (a permanent filter).
      filter={parent ? { [parent.field]: parent.parentId } : undefined}
      // Its own key: the search and page of one parent's list are not another's.
      storeKey={parent ? `${declaration.name}.${parent.parentId}` : undefined}
      actions={<ResourceListActions declaration={declaration} links={sections?.listActions} />}
      pagination={<Pagination rowsPerPageOptions={listPageSizes(list.perPageOptions)} />}
      aside={hasFilterSidebar(declaration) ? <ListFilterSidebar declaration={declaration} /> : undefined}
      // The table shows 'No se encontraron registros' itself, with the toolbar still usable.
      empty={false}
      exporter={false}
      // The list takes the page's width, not its table's: a wide table scrolls inside its card.
      sx={LIST_SX}
    >
      <ResourceDataTable declaration={declaration} />
    </List>
  );
  const withSummaries = (
    <>
      {page}
      <OutsideSections sections={sections?.list} />
    </>
  );
  return declaration.views?.modal ? (
    <ResourceModals declaration={declaration} sections={sections}>
      {withSummaries}
    </ResourceModals>
  ) : (
    withSummaries
  );
}
