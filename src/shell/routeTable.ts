// The shell's route table as plain data: which pages a resource gets, what they require and what
// they are called, and the routes of the registry's custom pages. The router
// (src/admin/resourceRoutes.tsx, AdminShell.tsx) and the tests read it from here.
import { resourceRoutePatterns, routePermission, type RoutePage } from '../../core/engine/paths';
import { PAGES as REGISTRY_PAGES, type PageKey } from './pages';
import type { PermissionCode } from '../../core/engine/declaration/access';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';

export const APP_NAME = 'Aula Admin';

export interface PageRoute {
  path: string;
  title: string;
  /** Required code; null = login only. */
  permission: PermissionCode | null;
  page: RoutePage | 'extra';
}

/** The shell's own pages (no resource behind them): the registry's custom pages. */
export const SHELL_PAGES = REGISTRY_PAGES;

/** react-admin mounts these itself: the dashboard, the login page and the catch-all. */
const REACT_ADMIN_PAGES: readonly PageKey[] = ['home', 'login', 'notFound'];

/** The custom pages routed through <CustomRoutes>, with the code each requires (null = login only). */
export function customPageRoutes(): (Omit<PageRoute, 'page'> & { key: PageKey })[] {
  return (Object.keys(SHELL_PAGES) as PageKey[]) // Object.keys forgets the keys' type; these are SHELL_PAGES' own.
    .filter((key) => !REACT_ADMIN_PAGES.includes(key))
    .flatMap((key) => {
      const { path, title, access } = SHELL_PAGES[key];
      // Public pages are publicPageRoutes', outside the layout: every route below it asks for a session.
      return access === 'public' ? [] : [{ key, path, title, permission: access === 'login' ? null : access }];
    });
}

/** The public pages but the login (react-admin's own): routed without the layout, so no session is asked for. */
export function publicPageRoutes(): { key: PageKey; path: string; title: string }[] {
  return (Object.keys(SHELL_PAGES) as PageKey[]) // as above
    .filter((key) => !REACT_ADMIN_PAGES.includes(key) && SHELL_PAGES[key].access === 'public')
    .map((key) => ({ key, path: SHELL_PAGES[key].path, title: SHELL_PAGES[key].title }));
}

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
      return decl.bulk?.title ?? `Carga masiva de ${decl.label.many.toLocaleLowerCase('es')}`;
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
  // #/tema/nuevo/{cursoId}: the create page again, starting with the route's value (routes.createWith).
  const createWith = decl.routes?.createWith;
  const createRoute = standard.find((route) => route.page === 'create');
  const withValue = createWith && createRoute ? [{ ...createRoute, path: `${createRoute.path}/:${createWith}` }] : [];
  const extra = (resource.extraPages ?? []).map(
    (p): PageRoute => ({ path: p.path, title: p.title, permission: p.permission, page: 'extra' }),
  );
  return [...standard, ...withValue, ...extra];
}

/** document.title of a page. */
export function documentTitle(title: string): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}
