import { Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from 'react-admin';

/** 'Salir': ends the session (the authProvider clears the token and caches) and goes to /login. */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()} sx={{ whiteSpace: 'nowrap' }}>
      Salir
    </Button>
  );
}
