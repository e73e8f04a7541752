import { Box, Button, Typography } from '@mui/material';
import { LinkBase, Title } from 'react-admin';
import { SHELL_PAGES } from '../../shell/routeTable';
import { usePageTitle } from '../../shell/usePageTitle';

/** Any route this build does not have. */
export function NotFoundPage() {
  usePageTitle(SHELL_PAGES.notFound.title);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Title title={SHELL_PAGES.notFound.title} />
      <Typography variant="h2" component="p" color="text.secondary">
        404
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        La página que busca no existe.
      </Typography>
      <Button variant="contained" component={LinkBase} to={SHELL_PAGES.home.path} sx={{ mt: 3 }}>
        Volver al inicio
      </Button>
    </Box>
  );
}
