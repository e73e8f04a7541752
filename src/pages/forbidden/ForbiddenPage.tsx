import { Box, Button, Typography } from '@mui/material';
import { LinkBase, Title } from 'react-admin';
import { SHELL_PAGES } from '../../shell/routeTable';
import { usePageTitle } from '../../shell/usePageTitle';

export const NOT_AUTHORIZED_TEXT = '¡No tiene permiso para ver esta página!.';

/** /no-autorizado: where routes send users lacking the page's permission code. */
export function ForbiddenPage() {
  usePageTitle(SHELL_PAGES.noAutorizado.title);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Title title={SHELL_PAGES.noAutorizado.title} />
      <Typography variant="h1" component="p" color="error" sx={{ fontWeight: 700 }}>
        401
      </Typography>
      <Typography variant="h5" component="p" sx={{ mt: 1 }}>
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
