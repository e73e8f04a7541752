import { Navigate } from 'react-admin';
import { SHELL_PAGES } from '../shell/routeTable';

/** react-admin sends canAccess refusals to /access-denied; the app's page for that is /no-autorizado. */
export function AccessDeniedRedirect() {
  return <Navigate to={SHELL_PAGES.noAutorizado.path} replace />;
}
