import { Box, Button, IconButton, Tooltip } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { LinkBase, useGetIdentity } from 'react-admin';
import { SHELL_PAGES } from '../shell/routeTable';
import { profileLabel } from './menu';

/** '<primer_nombre> <primer_apellido> en <sede>', linking to Mi Cuenta; on a phone, its icon naming the same. */
export function ProfileLink({ iconOnly = false }: { iconOnly?: boolean }) {
  const { identity } = useGetIdentity();
  const label = profileLabel(identity);
  if (!label) return null;
  if (iconOnly) {
    return (
      <Tooltip title={label}>
        <IconButton color="inherit" component={LinkBase} to={SHELL_PAGES.profile.path} aria-label={label}>
          <AccountCircleIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    // A long name and sede is cut with an ellipsis on a tablet rather than pushing 'Salir' off the bar.
    <Button color="inherit" component={LinkBase} to={SHELL_PAGES.profile.path} startIcon={<AccountCircleIcon />} title={label} sx={{ textTransform: 'none', whiteSpace: 'nowrap', minWidth: 0 }}>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</Box>
    </Button>
  );
}
