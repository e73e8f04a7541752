// Binds a view to its declaration (and any other props buildResource gives it, e.g. its added
// sections), giving the prop-less component react-admin routes expect. Memoised: react-admin's
// routes re-render whenever its own state moves (the session's check answered again, the resources
// registered), and without props to compare the whole page re-rendered with them — 313 components
// for nothing on the students list's first load (issue 43 point 15). The view still follows its
// route, record and list through their contexts.
import { type ComponentType, memo } from 'react';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';

export function withDeclaration<P extends { declaration: ResourceDeclaration }>(
  View: ComponentType<P>,
  declaration: ResourceDeclaration,
  props?: Omit<P, 'declaration'>,
): ComponentType {
  // TypeScript cannot see that Omit<P, 'declaration'> plus the declaration is P.
  const bound = { ...props, declaration } as P;
  const Bound = memo(() => <View {...bound} />);
  Bound.displayName = `${View.displayName ?? View.name}(${declaration.name})`;
  return Bound;
}
