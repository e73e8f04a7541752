import { AppBar, Box, Toolbar } from '@mui/material';
import { Brand } from './Brand';
import { LogoutButton } from './LogoutButton';
import { NavMenu } from './NavMenu';
import { ProfileLink } from './ProfileLink';

/** Top bar: logo, navigation menu, profile link and 'Salir' (no sidebar in this app). */
export function Header() {
  return (
    <AppBar position="sticky" color="primary" elevation={2}>
      <Toolbar sx={{ flexWrap: 'wrap', gap: 1, py: 0.5 }}>
        <Brand />
        <NavMenu />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
          <ProfileLink />
          <LogoutButton />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
