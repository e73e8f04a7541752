// <Route> of the router react-admin runs (react-router, via its provider), for <CustomRoutes> and
// <Resource> children, so the app does not import the router package directly.
import { reactRouterProvider } from 'react-admin';

export const Route = reactRouterProvider.Route;
