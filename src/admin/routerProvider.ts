// react-admin's react-router adapter, with one change: a query-only navigation from a page the user
// has left is dropped. Navigations render as React transitions, so the page being left stays mounted
// until the next one has rendered; react-admin's list applies its debounced search through such a
// navigation, and one landing in that gap brought the list back over the page just opened (clear
// the search, click 'Nuevo' at once: the create form vanished).
import { useCallback, useContext } from 'react';
import { reactRouterProvider, type RouterNavigateFunction, type RouterProvider } from 'react-admin';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from 'react-router-dom';
import { isStaleQueryChange } from './staleQueryChange';

function useNavigate(): RouterNavigateFunction {
  const navigate = reactRouterProvider.useNavigate();
  // The data router's state is the location now; its state context, the one this page rendered.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const renderedPath = useContext(UNSAFE_DataRouterStateContext)?.location.pathname;
  return useCallback<RouterNavigateFunction>(
    (to, options) => {
      if (router && renderedPath !== undefined && isStaleQueryChange(to, renderedPath, router.state.location.pathname)) return;
      navigate(to, options);
    },
    [navigate, router, renderedPath],
  );
}

export const routerProvider: RouterProvider = { ...reactRouterProvider, useNavigate };
