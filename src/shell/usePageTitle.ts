import { useEffect } from 'react';
import { documentTitle } from './routeTable';

/** Sets document.title for the page being shown, on every navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
