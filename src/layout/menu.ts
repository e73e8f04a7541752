// The navigation menu: the menu places of the registered resources and pages in the order of the planned menu
// (menuPlan.ts); what is not registered is not shown. An entry shows only when the user
// holds its code; a sub-menu with no visible entry hides.
import { resourcePaths, routePermission } from '../../core/engine/paths';
import type { CustomPage, MenuGroupName, MenuPlace, RegisteredResource } from '../../core/engine/registry';
import type { PermissionCode } from '../../core/engine/declaration/access';
import { canOpen } from '../shell/access';
import type { MenuGroup, MenuItem, MenuLink } from '../shell/menuItem';
import { MENU_PLAN } from './menuPlan';

export type { MenuGroup, MenuItem, MenuLink } from '../shell/menuItem';

/** A registered page's link and the sub-menu it sits in (none = top level). */
export interface PlacedLink {
  link: MenuLink;
  group?: MenuGroupName;
}

function placed(place: MenuPlace, path: string, code: PermissionCode | null): PlacedLink {
  const link: MenuLink = { kind: 'link', label: place.label, path, code, ...(place.newTab ? { newTab: true } : {}) };
  return place.group ? { link, group: place.group } : { link };
}

/** The links of the registered pages that have a menu place: a resource's list page, a custom page. */
export function registeredLinks(resources: readonly RegisteredResource[], pages: readonly CustomPage[]): PlacedLink[] {
  const ofResources = resources.flatMap(({ declaration }) =>
    declaration.menu ? [placed(declaration.menu, resourcePaths(declaration).list, routePermission(declaration, 'list'))] : [],
  );
  const ofPages = pages.flatMap(({ menu, path, access }) =>
    menu ? [placed(menu, path, access === 'login' || access === 'public' ? null : access)] : [],
  );
  return [...ofResources, ...ofPages];
}

const itemKey = (item: MenuItem): string => (item.kind === 'link' ? item.path : item.label);

/** In the plan's order; what the plan lacks goes last, in registry order (sort is stable). */
function inPlanOrder<T>(items: T[], plannedKeys: readonly string[], key: (item: T) => string): T[] {
  const rank = (item: T) => {
    const index = plannedKeys.indexOf(key(item));
    return index < 0 ? plannedKeys.length : index;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** The menu of the registered links, laid out as menuPlan.ts plans it: its order, its sub-menus. */
export function buildMenu(links: readonly PlacedLink[], plan: readonly MenuItem[] = MENU_PLAN): MenuItem[] {
  const items: MenuItem[] = [];
  for (const { link, group } of links) {
    const existing = items.find((item): item is MenuGroup => item.kind === 'group' && item.label === group);
    if (!group) items.push(link);
    else if (existing) existing.entries.push(link);
    else items.push({ kind: 'group', label: group, entries: [link] });
  }
  return inPlanOrder(items, plan.map(itemKey), itemKey).map((item): MenuItem => {
    if (item.kind === 'link') return item;
    const planned = plan.find((p): p is MenuGroup => p.kind === 'group' && p.label === item.label);
    return { ...item, entries: inPlanOrder(item.entries, planned?.entries.map((entry) => entry.path) ?? [], (entry) => entry.path) };
  });
}

/** The menu as this user sees it: entries whose code the user lacks removed, empty sub-menus dropped. */
export function visibleMenu(menu: readonly MenuItem[], codes: readonly string[]): MenuItem[] {
  return menu.flatMap((item): MenuItem[] => {
    if (item.kind === 'link') return canOpen(codes, item.code) ? [item] : [];
    const entries = item.entries.filter((entry) => canOpen(codes, entry.code));
    return entries.length > 0 ? [{ ...item, entries }] : [];
  });
}

/** An entry is current when the location is its page or below it (/estudiantes vs /estudiante/... differ). */
export function isCurrent(path: string, pathname: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The header's profile link: '<primer_nombre> <primer_apellido> en <sede>'. */
export function profileLabel(identity: {
  fullName?: unknown;
  primer_nombre?: unknown;
  primer_apellido?: unknown;
  sede?: unknown;
} | undefined): string {
  if (!identity) return '';
  const parts = [identity.primer_nombre, identity.primer_apellido].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  const name = parts.length > 0 ? parts.join(' ') : typeof identity.fullName === 'string' ? identity.fullName : '';
  const sede = sedeName(identity.sede);
  return sede ? `${name} en ${sede}` : name;
}

/** getIdentity gives the sede name; an {id, nombre} object (the stored sede) is accepted too. */
function sedeName(sede: unknown): string {
  if (typeof sede === 'string') return sede.trim();
  if (sede && typeof sede === 'object' && 'nombre' in sede && typeof sede.nombre === 'string') return sede.nombre.trim();
  return '';
}
