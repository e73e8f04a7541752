// The shell's route table as plain data: which pages a resource gets, what they require and what
// they are called. The router (resourceRoutes.tsx), the menu and the tests all read it from here.
import { resourceRoutePatterns, routePermission, type RoutePage } from '../../resources/paths';
import type { PermissionCode, ResourceDeclaration } from '../../resources/types';

export const APP_NAME = 'Aula Admin';

export interface PageRoute {
  path: string;
  title: string;
  /** Required code; null = login only. */
  permission: PermissionCode | null;
  page: RoutePage | 'extra';
}

/** The shell's own pages (no resource behind them). */
export const SHELL_PAGES = {
  home: { path: '/', title: 'Inicio', permission: null },
  login: { path: '/login', title: 'Ingresar', permission: null },
  noAutorizado: { path: '/no-autorizado', title: 'No Autorizado', permission: null },
  profile: { path: '/profile', title: 'Mi Cuenta', permission: null },
  notFound: { path: '*', title: 'Página no encontrada', permission: null },
} as const;

/** What the route table needs from an AppResource (kept structural so it stays React-free). */
export interface RoutableResource {
  declaration: ResourceDeclaration;
  /** The resource ships a masivo page. */
  bulk?: unknown;
  extraPages?: { path: string; title: string; permission: PermissionCode | null }[];
}

/**
 * A page exists when the declaration gives it a code or an explicit guard (null = login only):
 * a resource without a create code gets no create page at all rather than an unguarded one.
 */
export function pageEnabled(decl: ResourceDeclaration, page: RoutePage): boolean {
  if (page === 'bulk' && !decl.bulk) return false;
  if (decl.routeGuards && page in decl.routeGuards) return true;
  return decl.permissions[page] != null;
}

export function pageTitle(decl: ResourceDeclaration, page: RoutePage): string {
  switch (page) {
    case 'list':
      return decl.label.many;
    case 'show':
      return `Detalle de ${decl.label.one}`;
    case 'create':
      return `Nuevo ${decl.label.one}`;
    case 'edit':
      return `Editar ${decl.label.one}`;
    case 'bulk':
      return `Carga masiva de ${decl.label.many.toLocaleLowerCase('es')}`;
  }
}

const PAGES: RoutePage[] = ['list', 'show', 'create', 'edit', 'bulk'];

/** Every route of a resource: its enabled standard pages, then its extra pages. */
export function resourcePageRoutes(resource: RoutableResource): PageRoute[] {
  const decl = resource.declaration;
  const patterns = resourceRoutePatterns(decl);
  const standard = PAGES.filter((page) => pageEnabled(decl, page) && (page !== 'bulk' || resource.bulk != null)).map(
    (page): PageRoute => ({ path: patterns[page], title: pageTitle(decl, page), permission: routePermission(decl, page), page }),
  );
  const extra = (resource.extraPages ?? []).map(
    (p): PageRoute => ({ path: p.path, title: p.title, permission: p.permission, page: 'extra' }),
  );
  return [...standard, ...extra];
}

/** Route patterns registered in this build: the shell pages plus every resource route. */
export function registeredPaths(resources: RoutableResource[]): Set<string> {
  const paths = new Set<string>([SHELL_PAGES.home.path, SHELL_PAGES.noAutorizado.path, SHELL_PAGES.profile.path]);
  resources.forEach((resource) => resourcePageRoutes(resource).forEach((route) => paths.add(route.path)));
  return paths;
}

/** document.title of a page. */
export function documentTitle(title: string): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}
