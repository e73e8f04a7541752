// react-admin's <Admin> for a set of resources and providers: hash router (react-admin's default),
// required login, the custom layout, login page and home, and every guarded route with its title.
import type { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Navigate, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { AppLayout } from '../layout/AppLayout';
import { HomePage } from '../pages/home/HomePage';
import { LoginPage } from '../pages/login/LoginPage';
import { NoAutorizadoPage } from '../pages/noAutorizado/NoAutorizadoPage';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { ProfilePage } from '../pages/profile/ProfilePage';
import type { AppResource } from '../resource-views/types';
import { AccessDeniedRedirect } from './AccessDeniedRedirect';
import { renderResource, renderResourceRoutes } from './resourceRoutes';
import { Route } from './Route';
import { APP_NAME, registeredPaths, SHELL_PAGES } from './routeTable';
import { ShellContext } from './ShellContext';
import { theme } from './theme';

export interface AdminShellProps {
  resources: AppResource[];
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  queryClient: QueryClient;
}

export function AdminShell({ resources, dataProvider, authProvider, i18nProvider, queryClient }: AdminShellProps) {
  return (
    <ShellContext.Provider value={{ registeredPaths: registeredPaths(resources) }}>
      <Admin
        title={APP_NAME}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        theme={theme}
        layout={AppLayout}
        loginPage={LoginPage}
        dashboard={HomePage}
        catchAll={NotFoundPage}
        accessDenied={AccessDeniedRedirect}
        requireAuth
        disableTelemetry
      >
        {resources.map(renderResource)}
        <CustomRoutes>
          <Route path={SHELL_PAGES.noAutorizado.path} element={<NoAutorizadoPage />} />
          <Route path={SHELL_PAGES.profile.path} element={<ProfilePage />} />
          <Route path="/index.html" element={<Navigate to={SHELL_PAGES.home.path} replace />} />
          {resources.flatMap(renderResourceRoutes)}
        </CustomRoutes>
      </Admin>
    </ShellContext.Provider>
  );
}
