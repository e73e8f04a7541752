import { usePermissions } from 'react-admin';
import { codesOf } from './access';

/** The logged-in user's permission codes (authProvider.getPermissions), and whether they are known yet. */
export function usePermissionCodes(): { codes: string[]; isPending: boolean } {
  const { permissions, isPending } = usePermissions();
  return { codes: codesOf(permissions), isPending };
}
