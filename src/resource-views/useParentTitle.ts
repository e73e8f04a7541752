// A child's list is titled by its parent (the achievements page's title is the course):
// the parent record's one-line name once it has loaded, else the child's plural label.
import { useGetOne, useGetRecordRepresentation } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { useParentLink } from '../shell/useParentLink';

export function useParentTitle(declaration: ResourceDeclaration): string {
  const parent = useParentLink(declaration);
  const parentResource = declaration.parent?.resource ?? '';
  const represent = useGetRecordRepresentation(parentResource);
  // A user who may list the children but not read the parent keeps the plural label.
  const { data } = useGetOne(parentResource, { id: parent?.parentId ?? 0 }, { enabled: parent !== null, retry: false });
  const name = data ? represent(data) : '';
  return typeof name === 'string' && name.trim() !== '' ? name : declaration.label.many;
}
