import { ListItem, ListItemButton, ListItemText } from '@mui/material';
import { LinkBase, useLocation } from 'react-admin';
import { isCurrent, type MenuLink } from './menu';

/** One entry of the phone's menu drawer; new-tab entries (Pantalla, Logística) are plain anchors, as in the header. */
export function DrawerNavLink({ entry, nested = false, onPick }: { entry: MenuLink; nested?: boolean; onPick: () => void }) {
  const { pathname } = useLocation();
  const current = isCurrent(entry.path, pathname);
  const sx = { pl: nested ? 4 : 2 };
  const text = <ListItemText primary={entry.label} slotProps={{ primary: { sx: { fontWeight: current ? 700 : 400 } } }} />;
  // Each entry in its own <li>: the drawer's lists hold list items only.
  return (
    <ListItem disablePadding>
      {entry.newTab ? (
        <ListItemButton component="a" href={`#${entry.path}`} target="_blank" rel="noopener noreferrer" onClick={onPick} sx={sx}>
          {text}
        </ListItemButton>
      ) : (
        <ListItemButton component={LinkBase} to={entry.path} selected={current} aria-current={current ? 'page' : undefined} onClick={onPick} sx={sx}>
          {text}
        </ListItemButton>
      )}
    </ListItem>
  );
}
