import { Box } from '@mui/material';
import { useShellConfig } from '../shell/ShellContext';
import { usePermissionCodes } from '../shell/usePermissionCodes';
import { visibleMenu } from './menu';
import { NavGroupMenu } from './NavGroupMenu';
import { NavLinkButton } from './NavLinkButton';

/** The header's navigation: the registered pages' entries the user may open. */
export function NavMenu() {
  const { codes } = usePermissionCodes();
  const { menu } = useShellConfig();
  const items = visibleMenu(menu, codes);
  return (
    <Box component="nav" aria-label="Menú principal" sx={{ display: 'flex', flexWrap: 'nowrap', alignItems: 'center', flexShrink: 0, gap: 0.5 }}>
      {items.map((item) =>
        item.kind === 'link' ? <NavLinkButton key={item.path} entry={item} /> : <NavGroupMenu key={item.label} group={item} />,
      )}
    </Box>
  );
}
