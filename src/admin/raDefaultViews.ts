// react-admin's own pages and notification that <Admin> would bundle with the login page (its
// AdminUI imports every default: sidebar layout, login form, error pages…). AdminShell draws them
// from here, loaded on first use: the login route does not need them.
export { AuthCallback, AuthenticationError, Error as ErrorPage, Notification } from 'react-admin';
