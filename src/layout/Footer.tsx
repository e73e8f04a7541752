import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { APP_NAME } from '../shell/routeTable';
import { BUNDLED_VERSION, fetchServerVersion } from '../shell/version';

export const FOOTER_TEXT = `Programador de clases para ${APP_NAME} Administrador`;

/** Product line and the version the server reports (the bundle's own version until it answers). */
export function Footer() {
  const { data: version = BUNDLED_VERSION } = useQuery({
    queryKey: ['shell', 'version'],
    queryFn: () => fetchServerVersion(),
    staleTime: Infinity,
  });
  return (
    <Box component="footer" sx={{ py: 1.5, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography variant="body2" color="text.secondary">
        {FOOTER_TEXT} · <span data-testid="app-version">Versión {version}</span>
      </Typography>
    </Box>
  );
}
