// What the header shows while its code loads (AppLayout: the header, its menus and drawer, are not
// part of the login page's download): the bar at its height, with the logo and the product's name
// where the header draws them. The page's first paint then has content — with an empty bar it came
// only with the header's code, about half a second later on a slow phone (Lighthouse's first
// contentful paint, issue 43 point 15) — and nothing moves when the header arrives.
import { Box } from '@mui/material';
import { Brand } from './Brand';
import { HeaderBar } from './HeaderBar';
import { COMPACT_MENU_BELOW } from './breakpoints';
import { useBelow } from './useBelow';

/** The menu button's room below 1200 px (an IconButton of 48 px with edge="start": 36 px). */
const MENU_BUTTON_ROOM = { width: 36, height: 48, flexShrink: 0 } as const;

export function HeaderPlaceholder() {
  const compact = useBelow(COMPACT_MENU_BELOW);
  return (
    <HeaderBar compact={compact}>
      {compact ? <Box sx={MENU_BUTTON_ROOM} /> : null}
      <Brand />
    </HeaderBar>
  );
}
