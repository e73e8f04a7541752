// The wall display when no slot is current and no external page is configured: a clean screen with
// 'Sin clases en este momento' and the day's next slot.
import { Box, Typography } from '@mui/material';
import { PANTALLA_TEXTS } from './displayScreen';

export function NoClassScreen({ heading, siguiente }: { heading: string; siguiente: string }) {
  return (
    <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 4 }}>
      <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 2 }}>{heading}</Typography>
      <Typography variant="h2" component="h1" sx={{ fontWeight: 700, mb: 3 }}>{PANTALLA_TEXTS.empty}</Typography>
      <Typography variant="h4" component="p">{siguiente}</Typography>
    </Box>
  );
}
