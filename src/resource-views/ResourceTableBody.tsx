// The body of a list table (react-admin DataTable's `body`): one plain row per record, its cells
// and reference names prepared once above the rows (ListRowsContext). react-admin's own body
// renders a record context, a styled row and, per cell, a styled MUI cell plus store and query
// hooks: about 1.3 s for 1,000 rows.
import { memo, type MouseEvent, useCallback, useMemo, useState } from 'react';
import {
  type RaRecord,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useNavigate,
} from 'react-admin';
import { useHref } from 'react-router-dom';
import { useListRows } from './ListRowsContext';
import { DeleteConfirm } from './DeleteConfirm';
import { ListTableBodyRoot } from './listTableStyles';
import { ResourceTableRow } from './ResourceTableRow';

/** The href prefix of a route: '#' under the hash router, '' under a memory router, or the basename. */
function useHrefBase(): string {
  const root = useHref('/');
  return root.endsWith('/') ? root.slice(0, -1) : root;
}

/** A click that ends a text selection (copying a document number) is not a row click. */
function selectingText(): boolean {
  const selection = window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().trim() !== '';
}

function Body() {
  const data = useDataTableDataContext();
  const { declaration, cells, showPath, editPath, canDelete } = useListRows();
  const hrefBase = useHrefBase();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  // With bulk actions, each row's checkbox; react-admin's DataTable keeps the selection.
  const { hasBulkActions = false } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const selectable = hasBulkActions && handleToggleItem !== undefined;
  const selected = useMemo(() => new Set((selectedIds ?? []).map(String)), [selectedIds]);
  // One handler for every row action: a plain click on 'Ver' or 'Editar' navigates inside the app
  // (whatever the router; with `views.modal` the route opens the dialog), modified clicks keep the
  // browser's behaviour (new tab…); 'Eliminar' opens the confirm naming the record; a click elsewhere
  // in a row the user may open opens it, as 'Ver' does (not one that ends selecting its text).
  const onClick = useCallback(
    (event: MouseEvent<HTMLTableSectionElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const target = event.target instanceof Element ? event.target : null;
      const select = target?.closest<HTMLInputElement>('input[data-select]');
      if (select) {
        const record = data?.find((row) => String(row.id) === select.dataset.select);
        // A shift-click selects the range since the last one, as react-admin's own checkbox.
        if (record && handleToggleItem) handleToggleItem(record.id, event);
        return;
      }
      const remove = target?.closest<HTMLButtonElement>('button[data-delete]');
      if (remove) {
        setDeleting(data?.find((row) => String(row.id) === remove.dataset.delete) ?? null);
        return;
      }
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = target?.closest<HTMLAnchorElement>('a[data-path]');
      if (link?.dataset.path) {
        event.preventDefault();
        navigate(link.dataset.path);
        return;
      }
      if (target?.closest('a, button')) return;
      const row = target?.closest<HTMLTableRowElement>('tr[data-row-path]');
      if (!row?.dataset.rowPath || selectingText()) return;
      navigate(row.dataset.rowPath);
    },
    [navigate, data, handleToggleItem],
  );
  return (
    <ListTableBodyRoot className="datatable-body RaDataTable-tbody" onClick={onClick}>
      {data?.map((record) => (
        <ResourceTableRow
          key={record.id}
          record={record}
          cells={cells}
          showPath={showPath ? showPath(record.id) : null}
          editPath={editPath ? editPath(record.id) : null}
          canDelete={canDelete}
          hrefBase={hrefBase}
          selected={selectable ? selected.has(String(record.id)) : null}
        />
      ))}
      {canDelete ? (
        <DeleteConfirm declaration={declaration} record={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
      ) : null}
    </ListTableBodyRoot>
  );
}

// DataTable passes the column elements as children, re-created on each render; the body draws its
// cells from the context instead, so its props never matter.
export const ResourceTableBody = memo(Body, () => true);
