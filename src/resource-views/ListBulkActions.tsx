// The selected rows' actions (react-admin's bulk actions toolbar over the table): 'Exportar selección'
// with the list's export code, and react-admin's BulkDeleteButton with the declaration's delete code
// (confirmed first; the dataProvider's deleteMany sends the ids to <prefix>/eliminar_seleccion: all
// removed in one transaction, or none, the refusal naming the record that stopped it).
import { BulkDeleteButton, useListContext } from 'react-admin';
import { BulkExportButton } from './export';

export interface ListBulkActionsProps {
  canExport: boolean;
  canDelete: boolean;
}

export function ListBulkActions({ canExport, canDelete }: ListBulkActionsProps) {
  const { selectedIds } = useListContext();
  // react-admin keeps its folded toolbar in the page: no buttons there to tab to before a row is selected.
  if (selectedIds.length === 0) return null;
  return (
    <>
      {canExport ? <BulkExportButton /> : null}
      {canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : null}
    </>
  );
}
