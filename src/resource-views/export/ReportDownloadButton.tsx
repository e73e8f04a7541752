// A report page's download (reportes/<name>/exportar): the report's body plus the picked format,
// streamed by the server. SIET: label 'Descargar', xls only; the others csv and xlsx.
import type { ExportFormat } from '../../../dataProvider/types';
import { DownloadMenuButton } from './DownloadMenuButton';
import { useExportDownload } from './useExportDownload';

export interface ReportDownloadButtonProps {
  /** The download's API path, e.g. 'reportes/siet/exportar'. */
  path: string;
  /** The report's body as last generated. */
  body: Record<string, unknown>;
  formats: readonly ExportFormat[];
  label?: string;
  disabled?: boolean;
  /** The file's base name when the server names none. */
  fallbackName?: string;
}

export function ReportDownloadButton({ path, body, formats, label = 'Descargar', disabled, fallbackName = 'reporte' }: ReportDownloadButtonProps) {
  const { state, download } = useExportDownload();
  return (
    <DownloadMenuButton
      label={label}
      formats={formats}
      state={state}
      disabled={disabled}
      onPick={(formato) => void download({ path, body: { ...body, formato }, fallbackName: `${fallbackName}.${formato}` })}
    />
  );
}
