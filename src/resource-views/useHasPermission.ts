// A bare permission code check for custom sections (the authProvider answers resource 'permiso').
import { useCanAccess } from 'react-admin';
import type { PermissionCode } from '../../core/engine/declaration/access';

/** true / false once known; undefined while the check runs. */
export function useHasPermission(code: PermissionCode): boolean | undefined {
  const { canAccess, isPending } = useCanAccess({ resource: 'permiso', action: code });
  return isPending ? undefined : canAccess === true;
}
