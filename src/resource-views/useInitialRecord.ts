// What a new record starts with: under its parent's route, that parent (#/curso/7/logros/nuevo);
// on a create route carrying a value (routes.createWith, #/tema/nuevo/7), that value.
import { useParams } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { useParentLink } from '../shell/useParentLink';

export function useInitialRecord(declaration: ResourceDeclaration): Record<string, number> | undefined {
  const parent = useParentLink(declaration);
  const params = useParams();
  const field = declaration.routes?.createWith;
  const value = field ? params[field] : undefined;
  if (parent) return { [parent.field]: parent.parentId };
  if (field && value && /^\d+$/.test(value)) return { [field]: Number(value) };
  return undefined;
}
