// The line beside a download button while the file arrives: an indeterminate bar (the server streams
// without announcing a size) and the bytes received so far.
import { Box, LinearProgress, Typography } from '@mui/material';
import { EXPORT_MESSAGES } from './formats';

export function DownloadProgress({ bytes }: { bytes: number }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, minWidth: 220 }}>
      <LinearProgress aria-label="Descargando archivo" sx={{ width: 96 }} />
      <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
        {EXPORT_MESSAGES.downloading(bytes)}
      </Typography>
    </Box>
  );
}
