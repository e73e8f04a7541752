// A backup's 'Descargar': respaldo/descargar {nombre} streamed and saved as the lists' exports are
// (useExportDownload: the bytes received shown meanwhile, a refusal notified in Spanish).
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button } from '@mui/material';
import { DownloadProgress } from '../../resource-views/export/DownloadProgress';
import { useExportDownload } from '../../resource-views/export';
import { BACKUP_TEXT, DOWNLOAD_PATH } from './backupText';

export function BackupDownloadButton({ nombre }: { nombre: string }) {
  const { state, download } = useExportDownload();
  const downloading = state.status === 'downloading';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        // Every row has one: the file's name tells them apart (the visible word stays in the name).
        aria-label={`${BACKUP_TEXT.download} ${nombre}`}
        disabled={downloading}
        onClick={() => void download({ path: DOWNLOAD_PATH, body: { nombre }, fallbackName: nombre })}
      >
        {BACKUP_TEXT.download}
      </Button>
      {downloading ? <DownloadProgress bytes={state.bytes} /> : null}
    </Box>
  );
}
