import { Button } from '@mui/material';
import { LinkBase, useLocation } from 'react-admin';
import { isCurrent, type MenuLink } from './menu';

/** A top-level menu entry; new-tab entries (Pantalla, Logística) are plain anchors to the hash route. */
export function NavLinkButton({ entry }: { entry: MenuLink }) {
  const { pathname } = useLocation();
  const current = isCurrent(entry.path, pathname);
  // The menu's labels kept verbatim ('Logística'), not upper-cased: shorter too, so the menu stays one line on a laptop.
  const sx = { whiteSpace: 'nowrap', textTransform: 'none', fontWeight: current ? 700 : 500, borderBottom: current ? '2px solid' : '2px solid transparent', borderRadius: 0 };
  if (entry.newTab) {
    return (
      <Button color="inherit" component="a" href={`#${entry.path}`} target="_blank" rel="noopener noreferrer" sx={sx}>
        {entry.label}
      </Button>
    );
  }
  return (
    <Button color="inherit" component={LinkBase} to={entry.path} aria-current={current ? 'page' : undefined} sx={sx}>
      {entry.label}
    </Button>
  );
}
