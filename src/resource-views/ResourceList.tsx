// The generated list page: search box (when declared), toolbar, table and pagination.
import { List, Pagination } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/types';
import { ResourceDataTable } from './ResourceDataTable';
import { ResourceListActions } from './ResourceListActions';
import { SearchFilterInput } from './SearchFilterInput';

export function ResourceList({ declaration }: { declaration: ResourceDeclaration }) {
  const { list } = declaration;
  // Filter `q`: the dataProvider turns it into <prefix>/buscar once it is long enough.
  const filters = list.search
    ? [<SearchFilterInput key="q" source="q" alwaysOn minLength={list.search.minLength} />]
    : undefined;
  return (
    <List
      title={declaration.label.many}
      perPage={list.perPage}
      sort={list.sort}
      filters={filters}
      actions={<ResourceListActions declaration={declaration} />}
      pagination={<Pagination rowsPerPageOptions={list.perPageOptions} />}
      // The table shows 'No se encontraron registros' itself, with the toolbar still usable.
      empty={false}
      exporter={false}
    >
      <ResourceDataTable declaration={declaration} />
    </List>
  );
}
