// A wide table's own sideways scroll (the page never scrolls sideways: docs/interface.md 'Phone and tablet'),
// reachable by keyboard: focusable, named and outlined when focused (WCAG 2.1.1 and 2.4.7; axe's
// scrollable-region-focusable), so arrow keys scroll it where no link or button inside takes focus.
import { TableContainer, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children, sx }: { label: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={[{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </TableContainer>
  );
}
