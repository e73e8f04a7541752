// A report's 'Descargar': the body of the answer on screen (so the file holds what the table shows)
// plus the chosen format, to reportes/<name>/exportar; nothing to download before a report ran.
import { exportPathOf, REPORTS, type ReportKey } from '../../../core/school/reports/contract';
import { ReportDownloadButton } from '../../resource-views/export';
import { downloadFormats } from './reportTable';

interface Props {
  report: ReportKey;
  /** The last generated report's body; null before the first. */
  body: object | null;
  disabled?: boolean;
}

export function ReportDownload({ report, body, disabled = false }: Props) {
  return (
    <ReportDownloadButton
      path={exportPathOf(report)}
      body={{ ...body }}
      formats={downloadFormats(report)}
      fallbackName={REPORTS[report].fileName}
      disabled={body === null || disabled}
    />
  );
}
