// The export menus' texts: each format's entry and the download's progress line (doc: issue 24,
// 'Export from every list'). Plain data, shared by the list toolbar and the report pages.
import type { ExportFormat } from '../../../dataProvider/types';
import { formatBytes } from '../../../core/engine/files';

/** What every list offers; the reports choose their own (SIET: xls only). */
export const LIST_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

export const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel (.xlsx)',
  xls: 'Excel (.xls)',
};

export const EXPORT_MESSAGES = {
  /** The bytes received so far, in Spanish figures ('Descargando… 1,2 MB'). */
  downloading: (bytes: number) => `Descargando… ${formatBytes(bytes)}`,
  /** A failure that carries no message of the server's. */
  failed: 'No se pudo descargar el archivo',
} as const;
