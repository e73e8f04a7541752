// With `views.modal`, a resource's detail, create and edit routes open its list with that dialog
// over it (#/curso/7/logros/3/editar): which dialog a route means. Pure, so it is unit-tested.
import { matchPath } from 'react-router-dom';
import { resourceRoutePatterns } from '../../core/engine/paths';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { ModalView } from './ResourceModalContext';

/** Route ids are text; records' ids are numbers (react-admin's caches compare them). */
const recordId = (id: string): string | number => (/^\d+$/.test(id) ? Number(id) : id);

export function modalViewAt(declaration: ResourceDeclaration, pathname: string): ModalView | null {
  const patterns = resourceRoutePatterns(declaration);
  if (matchPath(patterns.create, pathname)) return { view: 'create' };
  const show = matchPath(patterns.show, pathname)?.params.id;
  if (show) return { view: 'show', id: recordId(show) };
  const edit = matchPath(patterns.edit, pathname)?.params.id;
  if (edit) return { view: 'edit', id: recordId(edit) };
  return null;
}
