// What the layout needs from App without props (react-admin renders the layout itself): the menu of
// this build's registered pages, before the user's codes filter it.
import { createContext, useContext } from 'react';
import type { MenuItem } from '../layout/menu';

export interface ShellConfig {
  menu: readonly MenuItem[];
}

export const ShellContext = createContext<ShellConfig>({ menu: [] });

export function useShellConfig(): ShellConfig {
  return useContext(ShellContext);
}
