// Spanish hash routes of a resource: #/estudiantes, #/estudiante/detalle/:id, #/estudiante/nuevo…
// and the API paths of its generic endpoints. A child resource (decl.parent) lives wholly under its
// parent, in the browser (#/curso/7/logros, #/curso/7/logros/3/editar) as in the API
// (curso/7/logro/lista); docs/api.md 'The API'.
import type { PermissionCode } from './declaration/access';
import type { ResourceDeclaration } from './declaration/resource';

export type RoutePage = 'list' | 'show' | 'create' | 'edit' | 'bulk';

type Routed = Pick<ResourceDeclaration, 'name' | 'prefix'> & Partial<Pick<ResourceDeclaration, 'routes' | 'parent'>>;

/** The parent id's place in route and endpoint patterns. */
export const PARENT_PARAM = ':parentId';

/** Where react-admin mounts a resource's list itself: #/<name> (children have no list of their own there). */
export const mountedListPath = (decl: Pick<ResourceDeclaration, 'name'>): string => `/${decl.name}`;

/** The singular base of a resource's routes: its API prefix unless the spec names another (staff: #/usuario/…, funcionario/lista). */
export const routeBase = (decl: Routed): string => decl.routes?.base ?? decl.prefix;

/**
 * The routes of a resource; a child's are those under the parent `parentId` (left out: the route
 * patterns, with :parentId). `parent` is the parent's detail route, null for a top-level resource.
 */
export function resourcePaths(decl: Routed, parentId?: string | number) {
  const parent = decl.parent;
  if (parent) {
    const base = `/${parent.prefix}/${parentId ?? PARENT_PARAM}/${decl.name}`;
    return {
      list: base,
      show: (id: string | number) => `${base}/${id}/detalle`,
      create: `${base}/nuevo`,
      edit: (id: string | number) => `${base}/${id}/editar`,
      bulk: `${base}/masivo`,
      parent: `/${parent.prefix}/detalle/${parentId ?? PARENT_PARAM}` as string | null,
    };
  }
  const base = routeBase(decl);
  const editPrefix = decl.routes?.editPrefix ?? base;
  return {
    list: decl.routes?.list ?? mountedListPath(decl),
    show: (id: string | number) => `/${base}/detalle/${id}`,
    create: `/${base}/nuevo`,
    edit: (id: string | number) => `/${editPrefix}/editar/${id}`,
    bulk: `/${base}/masivo`,
    parent: null as string | null,
  };
}

export type ResourcePaths = ReturnType<typeof resourcePaths>;

/** Route patterns, for the router. */
export function resourceRoutePatterns(decl: Routed): Record<RoutePage, string> {
  const paths = resourcePaths(decl);
  return { list: paths.list, show: paths.show(':id'), create: paths.create, edit: paths.edit(':id'), bulk: paths.bulk };
}

/**
 * A generic endpoint's path: <prefix>/<verb>, or for a child <parent prefix>/<parentId>/<prefix>/<verb>
 * (curso/7/correo/lista); without `parentId`, the pattern the server registers.
 */
export function apiPath(decl: Routed, verb: string, parentId?: string | number): string {
  const own = `${decl.prefix}/${verb}`;
  return decl.parent ? `${decl.parent.prefix}/${parentId ?? PARENT_PARAM}/${own}` : own;
}

/** The bulk endpoint: <prefix>/crear_masivo (a child's under its parent) unless the spec names another. */
export function bulkApiPath(decl: Routed & Partial<Pick<ResourceDeclaration, 'bulk'>>, parentId?: string | number): string {
  return decl.bulk?.path ?? apiPath(decl, 'crear_masivo', parentId);
}

/**
 * The permission a route requires: the action's code unless the declaration's routeGuards says
 * otherwise (null = login only, e.g. #/estudiante/editar/:id).
 */
export function routePermission(decl: ResourceDeclaration, page: RoutePage): PermissionCode | null {
  if (decl.routeGuards && page in decl.routeGuards) return decl.routeGuards[page] ?? null;
  return decl.permissions[page] ?? null;
}
