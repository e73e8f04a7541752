// react-admin's <Admin> for a set of resources and providers: hash router (react-admin's default),
// required login, the custom layout, the registry's custom pages (login, home…) drawn by the views
// the composition root hands in (src/App.tsx, src/pages/pageViews.ts: the shell imports no page),
// the menu of the registered pages, and every guarded route with its title. Composed as <Admin>
// composes it (AdminContext, CssBaseline, CoreAdminUI, the notification) so that react-admin's
// defaults this app replaces or rarely shows are not in the login page's bundle (raDefaults.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { FunctionComponent } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  LoadingPage,
  localStorageStore,
  Navigate,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
} from 'react-admin';
import { AppLayout } from '../layout/AppLayout';
import { buildMenu, registeredLinks } from '../layout/menu';
import type { AppResource } from '../resource-views/types';
import { PAGES, type PageKey } from '../shell/pages';
import { APP_NAME, customPageRoutes, publicPageRoutes, SHELL_PAGES } from '../shell/routeTable';
import { ShellContext } from '../shell/ShellContext';
import { theme } from '../shell/theme';
import { AccessDeniedRedirect } from './AccessDeniedRedirect';
import { RaAuthCallback, RaAuthenticationError, RaErrorPage, RaNotification } from './raDefaults';
import { renderResource, renderResourceRoutes } from './resourceRoutes';
import { Route } from './Route';
import { RoutePage } from './RoutePage';
import { routerProvider } from './routerProvider';

// <Admin>'s own default: list settings (page size, order…) kept in localStorage.
const store = localStorageStore();

export interface AdminShellProps {
  resources: AppResource[];
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  queryClient: QueryClient;
  /** The view of each custom page of src/shell/pages.ts (src/pages/pageViews.ts). */
  pageViews: Readonly<Record<PageKey, FunctionComponent>>;
}

export function AdminShell({ resources, dataProvider, authProvider, i18nProvider, queryClient, pageViews }: AdminShellProps) {
  const menu = buildMenu(registeredLinks(resources, Object.values(PAGES)));
  const declarations = resources.map((resource) => resource.declaration);
  return (
    <ShellContext.Provider value={{ menu, declarations }}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient} theme={theme} store={store} routerProvider={routerProvider}>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title={APP_NAME}
            layout={AppLayout}
            loginPage={pageViews.login}
            dashboard={pageViews.home}
            catchAll={pageViews.notFound}
            accessDenied={AccessDeniedRedirect}
            loading={LoadingPage}
            error={RaErrorPage}
            authenticationError={RaAuthenticationError}
            authCallbackPage={RaAuthCallback}
            requireAuth
            disableTelemetry
          >
            {resources.map(renderResource)}
            {/* Without the layout, react-admin renders these whatever the session (the password reset pages). */}
            <CustomRoutes noLayout>
              {publicPageRoutes().map(({ key, path }) => {
                const View = pageViews[key];
                return <Route key={key} path={path} element={<View />} />;
              })}
            </CustomRoutes>
            <CustomRoutes>
              {customPageRoutes().map(({ key, path, title, permission }) => {
                const View = pageViews[key];
                // A login-only page sets its own title; a coded one gets the guard of resource pages.
                const element =
                  permission === null ? (
                    <View />
                  ) : (
                    <RoutePage title={title} permission={permission}>
                      <View />
                    </RoutePage>
                  );
                return <Route key={key} path={path} element={element} />;
              })}
              <Route path="/index.html" element={<Navigate to={SHELL_PAGES.home.path} replace />} />
              {resources.flatMap(renderResourceRoutes)}
            </CustomRoutes>
          </CoreAdminUI>
          <RaNotification />
        </CssBaseline>
      </AdminContext>
    </ShellContext.Provider>
  );
}
