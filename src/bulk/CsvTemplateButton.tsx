// 'Descargar plantilla': saves the import's CSV template (csvTemplate.ts) so staff start from a file
// whose header names every column in the expected order.
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { saveBlob } from '../../dataProvider/exports';
import type { CsvTemplate } from './csvTemplate';

export function CsvTemplateButton({ template }: { template: CsvTemplate }) {
  return (
    <Button
      variant="text"
      startIcon={<DownloadIcon />}
      onClick={() => saveBlob(new Blob([template.text], { type: 'text/csv;charset=utf-8' }), template.fileName)}
    >
      Descargar plantilla
    </Button>
  );
}
