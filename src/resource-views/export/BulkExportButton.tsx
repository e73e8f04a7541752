// The bulk actions' 'Exportar selección': CSV or Excel of the selected rows only, drawn by the server
// as the list's export (<prefix>/exportar with filtros.ids, the list's order and its parent).
import { useListContext } from 'react-admin';
import { DownloadMenuButton } from './DownloadMenuButton';
import { LIST_FORMATS } from './formats';
import { useExportDownload } from './useExportDownload';

export function BulkExportButton() {
  const { resource, filter, sort, selectedIds } = useListContext();
  const { state, exportList } = useExportDownload();
  return (
    <DownloadMenuButton
      label="Exportar selección"
      formats={LIST_FORMATS}
      state={state}
      // The selection replaces the filters and the search (its ids are what the rows showed).
      onPick={(formato) => void exportList(resource, { filter: { ...filter, ids: selectedIds }, sort, formato })}
    />
  );
}
