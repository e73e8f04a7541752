// The list table: the declared columns (headers from i18n or list.columnLabels) and 'Acción'.
// react-admin's DataTable draws the header, loading and empty states; the rows are ours
// (ResourceTableBody), from cells and reference names worked out once here. On a phone the same rows
// are react-admin's SimpleList (ResourceSimpleList, simpleListPlan.ts); a wide table scrolls inside
// its card, never the page.
import { useMemo } from 'react';
import { type Theme, useMediaQuery } from '@mui/material';
import { DataTable, useCanAccess } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { ListBulkActions } from './ListBulkActions';
import { type ListRows, ListRowsContext } from './ListRowsContext';
import { PHONE_BELOW } from '../layout/breakpoints';
import { NoRecords } from './NoRecords';
import { ResourceSimpleList } from './ResourceSimpleList';
import { ResourceTableBody } from './ResourceTableBody';
import { simpleListPlan } from './simpleListPlan';
import { useListCells } from './useListCells';
import { useResourcePaths } from '../shell/useParentLink';
import { isFileField } from '../../core/engine/fields';

// The table scrolls sideways inside the list's card when its columns are wider than the screen.
// Separate borders (none between cells: each has only its bottom one, so it looks the same): the
// collapsed-border pass cost a 1,000-row page about 7 ms of layout (issue 44 point 4).
const TABLE_SX = { '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& .RaDataTable-table': { borderCollapse: 'separate', borderSpacing: 0 } } as const;

const isFileColumn = (declaration: ResourceDeclaration, source: string) => declaration.fields.some((f) => f.source === source && isFileField(f));

export function ResourceDataTable({ declaration }: { declaration: ResourceDeclaration }) {
  // 'Ver' opens the detail, or the edit page with views.rowLink 'edit' (then the edit code decides).
  const toEdit = declaration.views?.rowLink === 'edit';
  const { canAccess: canOpen } = useCanAccess({ resource: declaration.name, action: toEdit ? 'edit' : 'show' });
  const rowActions = declaration.list.rowActions ?? [];
  // Asked only for the actions the rows offer.
  const { canAccess: canEdit } = useCanAccess({ resource: declaration.name, action: 'edit', enabled: rowActions.includes('edit') });
  const deletable = declaration.permissions.delete !== undefined;
  const { canAccess: canDeleteRecord } = useCanAccess({ resource: declaration.name, action: 'delete', enabled: deletable });
  const withEdit = rowActions.includes('edit') && canEdit === true;
  const canDelete = rowActions.includes('delete') && canDeleteRecord === true && deletable;
  // Row checkboxes only with a bulk action the user's codes allow: the list's export, the delete code.
  const { canAccess: canExport } = useCanAccess({ resource: declaration.name, action: 'export' });
  const canBulkDelete = canDeleteRecord === true && deletable;
  const bulkActions = canExport === true || canBulkDelete ? <ListBulkActions canExport={canExport === true} canDelete={canBulkDelete} /> : false;
  const cells = useListCells(declaration);
  const paths = useResourcePaths(declaration);
  const rows = useMemo<ListRows>(() => {
    return { declaration, cells, showPath: canOpen ? (toEdit ? paths.edit : paths.show) : null, editPath: withEdit ? paths.edit : null, canDelete };
  }, [declaration, cells, canOpen, toEdit, paths, withEdit, canDelete]);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down(PHONE_BELOW));
  const plan = useMemo(() => simpleListPlan(declaration), [declaration]);
  const { columns, columnLabels } = declaration.list;
  if (phone && plan) {
    return (
      <ListRowsContext.Provider value={rows}>
        <ResourceSimpleList plan={plan} />
      </ListRowsContext.Provider>
    );
  }
  return (
    <ListRowsContext.Provider value={rows}>
      <DataTable rowClick={false} bulkActionButtons={bulkActions} empty={<NoRecords />} body={ResourceTableBody} sx={TABLE_SX}>
        {/* Header cells only: the body renders the values. */}
        {/* A file column has no order on the server (it reads as {id, nombre, tamano}). */}
        {columns.map((source) => (
          <DataTable.Col
            key={source}
            source={source}
            label={columnLabels?.[source]}
            disableSort={declaration.list.sortable === false || isFileColumn(declaration, source)}
          />
        ))}
        {canOpen || withEdit || canDelete ? <DataTable.Col label="Acción" disableSort /> : null}
      </DataTable>
    </ListRowsContext.Provider>
  );
}
