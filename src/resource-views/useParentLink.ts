// On a child resource's pages under its parent (#/salon/4/talleres), which parent: the list shows
// only its children and a new record starts with it.
import { useParams } from 'react-admin';
import { nestedPaths } from '../../resources/paths';
import type { ResourceDeclaration } from '../../resources/types';

export interface ParentLink {
  /** The child's column holding the parent's id. */
  field: string;
  parentId: number;
  paths: NonNullable<ReturnType<typeof nestedPaths>>;
}

export function useParentLink(declaration: ResourceDeclaration): ParentLink | null {
  const { parentId } = useParams<{ parentId?: string }>();
  const paths = nestedPaths(declaration);
  if (!paths || !declaration.parent || !parentId || !/^\d+$/.test(parentId)) return null;
  return { field: declaration.parent.field, parentId: Number(parentId), paths };
}
