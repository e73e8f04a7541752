// The header's menu below 900 px (breakpoints.ts), as react-admin's sidebar is on small screens: a
// temporary drawer from the left, opened by the header's menu button, holding the same entries (each
// sub-menu as a labelled group) and closing once one is picked, on Escape or on a click outside.
import { Box, Drawer, List, ListSubheader } from '@mui/material';
import { useShellConfig } from '../shell/ShellContext';
import { usePermissionCodes } from '../shell/usePermissionCodes';
import { DrawerNavLink } from './DrawerNavLink';
import { visibleMenu } from './menu';

export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { codes } = usePermissionCodes();
  const { menu } = useShellConfig();
  const items = visibleMenu(menu, codes);
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Menú principal" sx={{ width: 280, maxWidth: '85vw' }}>
        <List>
          {items.map((item) =>
            item.kind === 'link' ? (
              <DrawerNavLink key={item.path} entry={item} onPick={onClose} />
            ) : (
              <li key={item.label}>
                <List disablePadding subheader={<ListSubheader>{item.label}</ListSubheader>}>
                  {item.entries.map((entry) => (
                    <DrawerNavLink key={entry.path} entry={entry} nested onPick={onClose} />
                  ))}
                </List>
              </li>
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}
