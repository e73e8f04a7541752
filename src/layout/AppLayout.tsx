import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { ApplicationUpdatedNotification, CheckForApplicationUpdate, Loading, useLocation } from 'react-admin';
import { preloadViews } from '../shell/preloadViews';
import { FeedbackLayer } from '../shell/FeedbackLayer';
import { ServiceWorkerUpdate } from '../shell/ServiceWorkerUpdate';
import { WarmAccessCache } from '../shell/WarmAccessCache';
import { BareLayout } from './BareLayout';
import { isBarePage } from './barePages';
import { Footer } from './Footer';
import { HeaderPlaceholder } from './HeaderPlaceholder';
import { PageErrorBoundary } from './PageErrorBoundary';

// The header (menus, drawer, tooltips) is not part of the login page's download: it follows the
// login, drawn meanwhile as a bar of its height with the logo (HeaderPlaceholder), so nothing below it moves.
const Header = lazy(() => import('./Header').then((module) => ({ default: module.Header })));
const headerPlaceholder = <HeaderPlaceholder />;

const MAIN_SX = { flexGrow: 1, minHeight: '100vh', display: 'flex', flexDirection: 'column', px: { xs: 1, sm: 2 }, py: 2 } as const;

const UPDATE_TEXTS = { notificationText: 'Encontramos una nueva versión de la aplicación, es necesario actualizar.', updateText: 'Actualizar ahora' };
const updateNotification = <ApplicationUpdatedNotification {...UPDATE_TEXTS} />;
// The app's page, not the current address: by default the check downloads index.html again on every navigation.
const APP_PAGE_URL = new URL(import.meta.env.BASE_URL, window.location.origin).href;
// A waiting service worker: 'Actualizar ahora' lets it take over, then the page reloads.
const workerNotification = (activate: () => void) => <ApplicationUpdatedNotification {...UPDATE_TEXTS} ButtonProps={{ onClick: activate }} />;

/** The app's layout (a bare page's is BareLayout): header, the page (react-admin's <Title> renders into the heading), footer, feedback. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The layout is drawn once the user is in: the other pages' code follows while the browser is
  // idle. Only in the built app: under the tests every view would be compiled for nothing.
  useEffect(() => (import.meta.env.PROD ? preloadViews() : undefined), []);
  if (isBarePage(pathname)) return <BareLayout pathname={pathname}>{children}</BareLayout>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Suspense fallback={headerPlaceholder}>
        <Header />
      </Suspense>
      {/* A screen tall at least: the footer starts below the fold, so the page's content arriving
          does not push a visible footer down (Lighthouse's layout shift, issue 43 point 15). */}
      <Box component="main" id="main-content" sx={MAIN_SX}>
        <Typography id="react-admin-title" variant="h5" component="h1" sx={{ mb: 1, '&:empty': { display: 'none' } }} />
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </PageErrorBoundary>
      </Box>
      <Footer />
      <FeedbackLayer />
      <CheckForApplicationUpdate notification={updateNotification} url={APP_PAGE_URL} />
      <ServiceWorkerUpdate notification={workerNotification} />
      <WarmAccessCache />
    </Box>
  );
}
