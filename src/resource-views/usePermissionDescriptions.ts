// The descriptions of the app's permission catalogue: the fixed codes of core/engine/permissions.ts and the own codes of
// the resources this build registers (ShellContext), so a hint names a resource's own code too.
import { permissionCatalogue, permissionDescriptions } from '../../core/engine/permissions';
import { useShellConfig } from '../shell/ShellContext';
import type { PermissionDescriptions } from './permissionHint';

export function usePermissionDescriptions(): PermissionDescriptions {
  const { declarations } = useShellConfig();
  // Both made once per declarations list (core/engine/permissions.ts), whichever hint asks first.
  return permissionDescriptions(permissionCatalogue(declarations));
}
