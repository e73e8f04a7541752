// Binds a view to its declaration (and any other props buildResource gives it, e.g. its added
// sections), giving the prop-less component react-admin routes expect.
import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';

export function withDeclaration<P extends { declaration: ResourceDeclaration }>(
  View: ComponentType<P>,
  declaration: ResourceDeclaration,
  props?: Omit<P, 'declaration'>,
): ComponentType {
  // TypeScript cannot see that Omit<P, 'declaration'> plus the declaration is P.
  const bound = { ...props, declaration } as P;
  const Bound = () => <View {...bound} />;
  Bound.displayName = `${View.displayName ?? View.name}(${declaration.name})`;
  return Bound;
}
