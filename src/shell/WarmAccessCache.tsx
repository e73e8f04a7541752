// Fills react-query's canAccess answers from the session's codes once they are known (accessCache.ts).
// In the layout: drawn for a signed-in user only, never from the login page's empty codes.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePermissions } from 'react-admin';
import { accessCacheEntries } from './accessCache';
import { useShellConfig } from './ShellContext';

export function WarmAccessCache() {
  const { declarations } = useShellConfig();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<string[]>();
  useEffect(() => {
    if (!Array.isArray(permissions)) return;
    for (const [queryKey, allowed] of accessCacheEntries(declarations, permissions)) {
      // An answer react-query already holds (asked and answered) stays as it is.
      if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, allowed);
    }
  }, [queryClient, declarations, permissions]);
  return null;
}
