// react-admin's <Admin> for a set of resources and providers: hash router (react-admin's default),
// required login, the custom layout, the registry's custom pages (login, home…), the menu of the
// registered pages, and every guarded route with its title. Composed as <Admin> composes it
// (AdminContext, CssBaseline, CoreAdminUI, the notification) so that react-admin's defaults this
// app replaces or rarely shows are not in the login page's bundle (raDefaults.ts).
import type { QueryClient } from '@tanstack/react-query';
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
import { PAGES } from './pages';
import { AppLayout } from '../layout/AppLayout';
import { buildMenu, registeredLinks } from '../layout/menu';
import type { AppResource } from '../resource-views/types';
import { AccessDeniedRedirect } from './AccessDeniedRedirect';
import { PAGE_VIEWS } from './pageViews';
import { RaAuthCallback, RaAuthenticationError, RaErrorPage, RaNotification } from './raDefaults';
import { renderResource, renderResourceRoutes } from './resourceRoutes';
import { Route } from './Route';
import { RoutePage } from './RoutePage';
import { APP_NAME, customPageRoutes, SHELL_PAGES } from './routeTable';
import { routerProvider } from './routerProvider';
import { ShellContext } from './ShellContext';
import { theme } from './theme';

// <Admin>'s own default: list settings (page size, order…) kept in localStorage.
const store = localStorageStore();

export interface AdminShellProps {
  resources: AppResource[];
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  queryClient: QueryClient;
}

export function AdminShell({ resources, dataProvider, authProvider, i18nProvider, queryClient }: AdminShellProps) {
  const menu = buildMenu(registeredLinks(resources, Object.values(PAGES)));
  const declarations = resources.map((resource) => resource.declaration);
  return (
    <ShellContext.Provider value={{ menu, declarations }}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient} theme={theme} store={store} routerProvider={routerProvider}>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title={APP_NAME}
            layout={AppLayout}
            loginPage={PAGE_VIEWS.login}
            dashboard={PAGE_VIEWS.home}
            catchAll={PAGE_VIEWS.notFound}
            accessDenied={AccessDeniedRedirect}
            loading={LoadingPage}
            error={RaErrorPage}
            authenticationError={RaAuthenticationError}
            authCallbackPage={RaAuthCallback}
            requireAuth
            disableTelemetry
          >
            {resources.map(renderResource)}
            <CustomRoutes>
              {customPageRoutes().map(({ key, path, title, permission }) => {
                const View = PAGE_VIEWS[key];
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
