// Whether the window is narrower than a breakpoint (src/layout/breakpoints.ts), known on the first
// render (noSsr): MUI's default answers false first and the real value one render later, which drew
// the laptop's layout on a phone (the whole menu, a table) before throwing it away, and moved what
// was below it (issue 43 point 15: Lighthouse's layout shift and blocking time).
import { type Breakpoint, type Theme, useMediaQuery } from '@mui/material';

export function useBelow(breakpoint: Breakpoint): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down(breakpoint), { noSsr: true });
}
