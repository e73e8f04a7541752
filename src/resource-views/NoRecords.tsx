// The empty state of lists (also when a search finds nothing).
import { Box, Typography } from '@mui/material';
import { NO_RECORDS_TEXT } from './format';

export function NoRecords() {
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body1" color="text.secondary">
        {NO_RECORDS_TEXT}
      </Typography>
    </Box>
  );
}
