import { useState } from 'react';
import { Box, IconButton } from '@mui/material';
import { useBelow } from './useBelow';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation, useTranslate } from 'react-admin';
import { Brand } from './Brand';
import { HeaderBar } from './HeaderBar';
import { COMPACT_MENU_BELOW, PHONE_BELOW } from './breakpoints';
import { LogoutButton } from './LogoutButton';
import { MobileNavDrawer } from './MobileNavDrawer';
import { NavMenu } from './NavMenu';
import { ProfileLink } from './ProfileLink';

/** Top bar, always one line: logo, navigation menu (a drawer behind a menu button below 1200 px), profile link and 'Salir'. */
export function Header() {
  const compact = useBelow(COMPACT_MENU_BELOW);
  const phone = useBelow(PHONE_BELOW);
  // The page the drawer was opened on: going to another page (an entry, the back button) closes it.
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const drawerOpen = openedAt === pathname;
  const translate = useTranslate();
  return (
    <HeaderBar compact={compact}>
      {compact ? (
        <IconButton color="inherit" edge="start" aria-label={translate('ra.action.open_menu')} aria-expanded={drawerOpen} onClick={() => setOpenedAt(pathname)}>
          <MenuIcon />
        </IconButton>
      ) : null}
      <Brand />
      {compact ? <MobileNavDrawer open={drawerOpen} onClose={() => setOpenedAt(null)} /> : <NavMenu />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto', minWidth: 0 }}>
        <ProfileLink iconOnly={phone} />
        <LogoutButton iconOnly={phone} />
      </Box>
    </HeaderBar>
  );
}
