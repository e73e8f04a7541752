import { useEffect } from 'react';
import { documentTitle } from './routeTable';

/** Sets document.title for the page being shown (spec: each navigation sets the page title). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
