// Progress of reading/validating a bulk load, or why it failed.
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import type { BulkProgress } from './useBulkRows';

export function BulkLoadStatus({ progress, error }: { progress: BulkProgress | null; error: string | null }) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!progress) return null;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2">{progress.label}</Typography>
      <LinearProgress variant="determinate" value={Math.round(progress.fraction * 100)} aria-label={progress.label} />
    </Box>
  );
}
