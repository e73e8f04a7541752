import { useId, useState, type MouseEvent } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LinkBase, useLocation } from 'react-admin';
import { isCurrent, type MenuGroup } from './menu';

/** A sub-menu (Académico, Programador, Admin, Reportes) opening its visible entries. */
export function NavGroupMenu({ group }: { group: MenuGroup }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  const current = group.entries.some((entry) => isCurrent(entry.path, pathname));
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', textTransform: 'none', fontWeight: current ? 700 : 500 }}
      >
        {group.label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {group.entries.map((entry) =>
          entry.newTab ? (
            <MenuItem key={entry.path} component="a" href={`#${entry.path}`} target="_blank" rel="noopener noreferrer" onClick={close}>
              {entry.label}
            </MenuItem>
          ) : (
            <MenuItem key={entry.path} component={LinkBase} to={entry.path} selected={isCurrent(entry.path, pathname)} onClick={close}>
              {entry.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
