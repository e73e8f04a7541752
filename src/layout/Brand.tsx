import { Box, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import logoUrl from '../assets/logo.svg';
import { APP_NAME } from '../shell/routeTable';

/** Logo and product name, linking to the home page. */
export function Brand() {
  return (
    <Box
      component={LinkBase}
      to="/"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2, flexShrink: 0 }}
    >
      <Box component="img" src={logoUrl} alt="" sx={{ width: 36, height: 36 }} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {APP_NAME}
      </Typography>
    </Box>
  );
}
