// What a registry entry is: a resource's menu place, a custom page's route, code, title and menu
// place. The lists themselves are resources/registry.ts (the resources) and src/shell/pages.ts (the
// custom pages); the entry points hand them to the server and the app.
import type { PermissionCode, ResourceDeclaration } from './types';

/** The spec's sub-menus (doc 1 §2), in menu order. */
export const MENU_GROUPS = ['Académico', 'Programador', 'Admin', 'Reportes'] as const;
export type MenuGroupName = (typeof MENU_GROUPS)[number];

/** Where a page sits in the menu: its label, at the top level or in a sub-menu. */
export interface MenuPlace {
  label: string;
  group?: MenuGroupName;
  /** Opens in a new browser tab (wall display and logistics). */
  newTab?: boolean;
}

/** A resource: its route, codes and titles come from the declaration (list route #/<name>, list code). */
export interface RegisteredResource {
  declaration: ResourceDeclaration;
  /** Its list page's menu place; none = reached from elsewhere only. */
  menu?: MenuPlace;
}

/** Who may open a custom page: holders of a code, anyone logged in, or anyone. */
export type PageAccess = PermissionCode | 'login' | 'public';

export interface CustomPage {
  path: string;
  title: string;
  access: PageAccess;
  menu?: MenuPlace;
  /** 'bare': the page alone, without header, menu and footer (doc 2 §2: the wall display). */
  layout?: 'bare';
}
