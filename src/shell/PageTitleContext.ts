// A routed page's title can be replaced from inside the page once it knows more than its route
// (a record's name): RoutePage owns document.title and gives its pages this setter, so a parent
// effect never writes the route's generic title over the record's.
import { createContext } from 'react';

/** Sets (or, with null, gives back) the tab title of the page being shown. */
export const PageTitleContext = createContext<((title: string | null) => void) | null>(null);
