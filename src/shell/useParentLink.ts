// A child resource's pages all live under its parent (#/curso/7/logros, #/curso/7/logros/3/editar):
// which parent, from the route (or, off those routes, from the record). The list shows only its
// children, a new record starts with it, and the dataProvider reaches the child's endpoints through it.
import { useParams, useRecordContext } from 'react-admin';
import { resourcePaths, type ResourcePaths } from '../../core/engine/paths';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';

export interface ParentLink {
  /** The child's column holding the parent's id. */
  field: string;
  parentId: number;
}

export function useParentLink(declaration: ResourceDeclaration): ParentLink | null {
  const { parentId } = useParams<{ parentId?: string }>();
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  if (!declaration.parent) return null;
  const { field } = declaration.parent;
  const id = parentId ?? (record?.[field] == null ? undefined : String(record[field]));
  return id && /^\d+$/.test(id) ? { field, parentId: Number(id) } : null;
}

/** The resource's routes; a child's under the current parent. */
export function useResourcePaths(declaration: ResourceDeclaration): ResourcePaths {
  const parent = useParentLink(declaration);
  return resourcePaths(declaration, parent?.parentId);
}

/** react-admin query/mutation meta naming a child's parent (getOne has no other way to carry it). */
export function useParentMeta(declaration: ResourceDeclaration): { parentId: number } | undefined {
  const parent = useParentLink(declaration);
  return parent ? { parentId: parent.parentId } : undefined;
}
