// Spanish hash routes of a resource: #/estudiantes, #/estudiante/detalle/:id, #/estudiante/nuevo…
import type { PermissionCode, ResourceDeclaration } from './types';

export type RoutePage = 'list' | 'show' | 'create' | 'edit' | 'bulk';

type Routed = Pick<ResourceDeclaration, 'name' | 'prefix'> & Partial<Pick<ResourceDeclaration, 'routes'>>;

/** Where react-admin mounts a resource's list itself: #/<name>. */
export const mountedListPath = (decl: Pick<ResourceDeclaration, 'name'>): string => `/${decl.name}`;

export function resourcePaths(decl: Routed) {
  const editPrefix = decl.routes?.editPrefix ?? decl.prefix;
  return {
    list: decl.routes?.list ?? mountedListPath(decl),
    show: (id: string | number) => `/${decl.prefix}/detalle/${id}`,
    create: `/${decl.prefix}/nuevo`,
    edit: (id: string | number) => `/${editPrefix}/editar/${id}`,
    bulk: `/${decl.prefix}/masivo`,
  };
}

/** A child resource's pages under its parent (#/curso/7/correos, #/curso/7/correos/nuevo); null for others. */
export function nestedPaths(decl: Pick<ResourceDeclaration, 'name' | 'parent'>) {
  const parent = decl.parent;
  if (!parent) return null;
  return {
    list: (parentId: string | number) => `/${parent.prefix}/${parentId}/${decl.name}`,
    create: (parentId: string | number) => `/${parent.prefix}/${parentId}/${decl.name}/nuevo`,
    parentShow: (parentId: string | number) => `/${parent.prefix}/detalle/${parentId}`,
    patterns: { list: `/${parent.prefix}/:parentId/${decl.name}`, create: `/${parent.prefix}/:parentId/${decl.name}/nuevo` },
  };
}

/** Route patterns, for the router. */
export function resourceRoutePatterns(decl: Routed): Record<RoutePage, string> {
  return {
    list: decl.routes?.list ?? mountedListPath(decl),
    show: `/${decl.prefix}/detalle/:id`,
    create: `/${decl.prefix}/nuevo`,
    edit: `/${decl.routes?.editPrefix ?? decl.prefix}/editar/:id`,
    bulk: `/${decl.prefix}/masivo`,
  };
}

/**
 * The permission a route requires: the action's code unless the declaration's routeGuards says
 * otherwise (null = login only, e.g. #/estudiante/editar/:id).
 */
export function routePermission(decl: ResourceDeclaration, page: RoutePage): PermissionCode | null {
  if (decl.routeGuards && page in decl.routeGuards) return decl.routeGuards[page] ?? null;
  return decl.permissions[page] ?? null;
}
