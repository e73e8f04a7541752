// What the layout needs from App without props (react-admin renders the layout itself): the menu of
// this build's registered pages, before the user's codes filter it, and the resources' declarations.
import { createContext, useContext } from 'react';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { MenuItem } from './menuItem';

export interface ShellConfig {
  menu: readonly MenuItem[];
  declarations: readonly ResourceDeclaration[];
}

export const ShellContext = createContext<ShellConfig>({ menu: [], declarations: [] });

export function useShellConfig(): ShellConfig {
  return useContext(ShellContext);
}
