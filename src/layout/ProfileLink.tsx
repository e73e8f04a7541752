import { Button } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { LinkBase, useGetIdentity } from 'react-admin';
import { SHELL_PAGES } from '../shell/routeTable';
import { profileLabel } from './menu';

/** '<primer_nombre> <primer_apellido> en <sede>', linking to Mi Cuenta. */
export function ProfileLink() {
  const { identity } = useGetIdentity();
  const label = profileLabel(identity);
  if (!label) return null;
  return (
    <Button color="inherit" component={LinkBase} to={SHELL_PAGES.profile.path} startIcon={<AccountCircleIcon />} sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}>
      {label}
    </Button>
  );
}
