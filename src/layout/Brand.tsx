import { Box, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import logoUrl from '../assets/logo.svg';
import { APP_NAME } from '../shell/routeTable';
import { BRAND_NAME_FROM, COMPACT_MENU_BELOW } from './breakpoints';

// With the full menu on a laptop the name would push the menu onto a second line: the logo alone then.
const NAME_DISPLAY = { xs: 'inline', [COMPACT_MENU_BELOW]: 'none', [BRAND_NAME_FROM]: 'inline' } as const;

/** Logo and product name, linking to the home page. */
export function Brand() {
  return (
    <Box
      component={LinkBase}
      to="/"
      aria-label={APP_NAME}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2, flexShrink: 0 }}
    >
      <Box component="img" src={logoUrl} alt="" sx={{ width: 36, height: 36 }} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap', display: NAME_DISPLAY }}>
        {APP_NAME}
      </Typography>
    </Box>
  );
}
