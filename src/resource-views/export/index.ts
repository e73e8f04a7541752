// Server-made downloads from the browser: the lists' 'Exportar' and the reports' 'Descargar'.
export { ExportMenuButton } from './ExportMenuButton';
export { BulkExportButton } from './BulkExportButton';
export { ReportDownloadButton, type ReportDownloadButtonProps } from './ReportDownloadButton';
export { useExportDownload, type ExportState } from './useExportDownload';
export { EXPORT_MESSAGES, FORMAT_LABELS, LIST_FORMATS } from './formats';
