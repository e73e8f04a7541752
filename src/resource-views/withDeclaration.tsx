// Binds a view to its declaration, giving the prop-less component react-admin routes expect.
import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../../resources/types';

export function withDeclaration(
  View: ComponentType<{ declaration: ResourceDeclaration }>,
  declaration: ResourceDeclaration,
): ComponentType {
  const Bound = () => <View declaration={declaration} />;
  Bound.displayName = `${View.displayName ?? View.name}(${declaration.name})`;
  return Bound;
}
