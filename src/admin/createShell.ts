// Everything one mounted App needs but its pages' views: its resources, the providers (the real ones
// unless given) and the react-query cache they share.
import { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider, I18nProvider } from 'react-admin';
import { createAuthProvider, getStoredToken } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { createI18nProvider } from '../i18n';
import type { AppResource } from '../resource-views/types';
import type { AdminShellProps } from './AdminShell';

export interface ShellOptions {
  /** What this app serves: resources/appResources.ts's (src/main.tsx), a test's own. */
  resources: AppResource[];
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  i18nProvider?: I18nProvider;
}

export function createShell(options: ShellOptions): Omit<AdminShellProps, 'pageViews'> {
  const { resources } = options;
  const declarations = resources.map((resource) => resource.declaration);
  const queryClient = new QueryClient();
  // react-admin asks the authProvider again each time a page's part mounts (its queries are stale at
  // once), and each answer, the same as before, re-rendered the whole router twice (isFetching on,
  // off): 313 components for nothing while the students list loaded (issue 43 point 15). The answers
  // are the token's: its codes never change within a session, and an expired one is still caught
  // on the next request (checkError's 401) when checkAuth's half minute has not passed.
  queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: 30_000 });
  queryClient.setQueryDefaults(['auth', 'canAccess'], { staleTime: Infinity });
  queryClient.setQueryDefaults(['auth', 'getPermissions'], { staleTime: Infinity });
  const dataProvider = options.dataProvider ?? createDataProvider({ resources: declarations, getToken: getStoredToken });
  // Logout must forget what the session cached: react-query's data and the dataProvider's lookups.
  // The auth queries are left to react-admin, which clears them right after leaving the page:
  // resetting them while a guarded page is still mounted makes it log out again, in a loop.
  const onLogout = () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    const { clearCache } = dataProvider as { clearCache?: () => void };
    clearCache?.call(dataProvider);
  };
  return {
    resources,
    dataProvider,
    authProvider: options.authProvider ?? createAuthProvider({ resources: declarations, onLogout }),
    i18nProvider: options.i18nProvider ?? createI18nProvider(declarations),
    queryClient,
  };
}
