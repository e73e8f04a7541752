// What the layout needs from App without props (react-admin renders the layout itself): the route
// patterns registered in this build, so the menu hides entries whose page does not exist yet.
import { createContext, useContext } from 'react';

export interface ShellConfig {
  registeredPaths: ReadonlySet<string>;
}

export const ShellContext = createContext<ShellConfig>({ registeredPaths: new Set() });

export function useShellConfig(): ShellConfig {
  return useContext(ShellContext);
}
