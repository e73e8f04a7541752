// Binds a view to its declaration (and any other props buildResource gives it, e.g. its added
// sections), giving the prop-less component react-admin routes expect. Memoised: react-admin's
// routes re-render whenever its own state moves (the session's check answered again, the resources
// registered), and without props to compare the whole page re-rendered with them — 313 components
// for nothing on the students list's first load (issue 43 point 15). The view still follows its
// route, record and list through their contexts. The lazy elements among `companions` (its sections,
// its toolbar's links) are fetched when the view first draws, beside its own code.
import { type ComponentType, memo } from 'react';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { preloadLazyElements } from '../shell/lazyView';
import type { ViewSection } from './types';

export function withDeclaration<P extends { declaration: ResourceDeclaration }>(
  View: ComponentType<P>,
  declaration: ResourceDeclaration,
  props?: Omit<P, 'declaration'>,
  companions: readonly ViewSection[] = [],
): ComponentType {
  // TypeScript cannot see that Omit<P, 'declaration'> plus the declaration is P.
  const bound = { ...props, declaration } as P;
  let preloaded = companions.length === 0;
  const Bound = memo(() => {
    if (!preloaded) {
      preloaded = true;
      preloadLazyElements(companions.map((section) => section.element));
    }
    return <View {...bound} />;
  });
  Bound.displayName = `${View.displayName ?? View.name}(${declaration.name})`;
  return Bound;
}
