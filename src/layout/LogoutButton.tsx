import { Button, IconButton, Tooltip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from 'react-admin';

/** 'Salir': ends the session (the authProvider clears the token and caches) and goes to /login; on a phone, its icon. */
export function LogoutButton({ iconOnly = false }: { iconOnly?: boolean }) {
  const logout = useLogout();
  if (iconOnly) {
    return (
      <Tooltip title="Salir">
        <IconButton color="inherit" aria-label="Salir" onClick={() => logout()}>
          <LogoutIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()} sx={{ whiteSpace: 'nowrap' }}>
      Salir
    </Button>
  );
}
