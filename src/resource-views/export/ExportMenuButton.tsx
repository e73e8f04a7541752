// The list toolbar's 'Exportar': CSV or Excel of the list's current filter and sort, every page,
// drawn and streamed by the server (<prefix>/exportar).
import { useListContext } from 'react-admin';
import { DownloadMenuButton } from './DownloadMenuButton';
import { LIST_FORMATS } from './formats';
import { useExportDownload } from './useExportDownload';

export function ExportMenuButton() {
  const { resource, filterValues, filter, sort } = useListContext();
  const { state, exportList } = useExportDownload();
  return (
    <DownloadMenuButton
      label="Exportar"
      formats={LIST_FORMATS}
      state={state}
      // The permanent filter too (a child list's parent), as react-admin's getList gets it.
      onPick={(formato) => void exportList(resource, { filter: { ...filterValues, ...filter }, sort, formato })}
    />
  );
}
