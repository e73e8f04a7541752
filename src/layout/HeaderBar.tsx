// The header's bar, one line: shared by the header and by what shows while its code loads
// (HeaderPlaceholder), so the logo stands at the same place in both and nothing moves between them.
import type { ReactNode } from 'react';
import { AppBar, Toolbar } from '@mui/material';

export function HeaderBar({ compact, children }: { compact: boolean; children: ReactNode }) {
  return (
    <AppBar position="sticky" color="primary" elevation={2}>
      <Toolbar sx={{ flexWrap: 'nowrap', gap: compact ? 0.5 : 1, py: 0.5 }}>{children}</Toolbar>
    </AppBar>
  );
}
