// Whether a navigation is a query-only change ({search} or '?…', which react-router resolves against
// the calling component's own route) asked for by a page the user has already left.
import type { RouterTo } from 'react-admin';

export function isStaleQueryChange(to: RouterTo | number, renderedPath: string, currentPath: string): boolean {
  const queryOnly = typeof to === 'string' ? to.startsWith('?') : typeof to === 'object' && to.pathname === undefined && to.search !== undefined;
  return queryOnly && renderedPath !== currentPath;
}
