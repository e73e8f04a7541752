// react-admin's default pages and notification as views loaded on first use (raDefaultViews.ts):
// what <Admin> would pass to its UI, without their code in the login page's bundle.
import { lazyView } from '../shell/lazyView';

// No fallback: the notification is an overlay that shows nothing until react-admin notifies.
export const RaNotification = lazyView(() => import('./raDefaultViews').then((m) => m.Notification), null);
export const RaErrorPage = lazyView(() => import('./raDefaultViews').then((m) => m.ErrorPage));
export const RaAuthenticationError = lazyView(() => import('./raDefaultViews').then((m) => m.AuthenticationError));
export const RaAuthCallback = lazyView(() => import('./raDefaultViews').then((m) => m.AuthCallback));
