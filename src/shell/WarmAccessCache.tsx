// Fills react-query's canAccess answers from the session's codes once they are known (accessCache.ts).
// In the layout: drawn for a signed-in user only, never from the login page's empty codes. The
// answers (two per code and per resource action: hundreds) are written a few milliseconds at a time
// between the page's own work: at once they held the main thread ~55 ms while the first page drew
// (issue 43 point 15: Lighthouse's total blocking time on the students list 514–1,335 → 416–466 ms).
// A page asking before its answer is written gets it from the authProvider.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePermissions } from 'react-admin';
import { accessCacheEntries } from './accessCache';
import { useShellConfig } from './ShellContext';

/** The longest run of writes before the browser gets its turn back. */
const SLICE_MS = 8;

export function WarmAccessCache() {
  const { declarations } = useShellConfig();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<string[]>();
  useEffect(() => {
    if (!Array.isArray(permissions)) return;
    const entries = accessCacheEntries(declarations, permissions);
    let next = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fill = () => {
      const until = performance.now() + SLICE_MS;
      while (next < entries.length && performance.now() < until) {
        const [queryKey, allowed] = entries[next++];
        // An answer react-query already holds (asked and answered) stays as it is.
        if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, allowed);
      }
      if (next < entries.length) timer = setTimeout(fill, 0);
    };
    fill();
    return () => clearTimeout(timer);
  }, [queryClient, declarations, permissions]);
  return null;
}
