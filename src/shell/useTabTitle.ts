// A page's own tab title (a record's name), through RoutePage's PageTitleContext; outside a
// RoutePage (a component test) it writes document.title itself. Blank = keep the route's title.
import { useContext, useEffect } from 'react';
import { PageTitleContext } from './PageTitleContext';
import { documentTitle } from './routeTable';

export function useTabTitle(title: string): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (title === '') return undefined;
    if (!setTitle) {
      document.title = documentTitle(title);
      return undefined;
    }
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
