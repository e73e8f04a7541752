import { Box, Button, Typography } from '@mui/material';
import { LinkBase, Title } from 'react-admin';
import { SHELL_PAGES } from '../../shell/routeTable';
import { usePageTitle } from '../../shell/usePageTitle';

/**
 * The spec's '¡No tiene permiso para ver esta página!.' without its '!.' typo and its exclamation,
 * and without the red '401' above it (issue 43 point 11): a calm sentence, no status number.
 */
export const NOT_AUTHORIZED_TEXT = 'No tiene permiso para ver esta página.';

/** /no-autorizado: where routes send users lacking the page's permission code. */
export function ForbiddenPage() {
  usePageTitle(SHELL_PAGES.noAutorizado.title);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Title title={SHELL_PAGES.noAutorizado.title} />
      <Typography variant="h5" component="p">
        {NOT_AUTHORIZED_TEXT}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Si necesita acceso a esta sección, comuníquese con el administrador del sistema.
      </Typography>
      <Button variant="contained" component={LinkBase} to={SHELL_PAGES.home.path} sx={{ mt: 3 }}>
        Volver al inicio
      </Button>
    </Box>
  );
}
