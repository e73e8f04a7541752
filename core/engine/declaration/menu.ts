// Where a page sits in the menu.

/** The menu's sub-menus, in menu order. */
export const MENU_GROUPS = ['Académico', 'Programador', 'Admin', 'Reportes'] as const;
export type MenuGroupName = (typeof MENU_GROUPS)[number];

/** Where a page sits in the menu: its label, at the top level or in a sub-menu. */
export interface MenuPlace {
  label: string;
  group?: MenuGroupName;
  /** Opens in a new browser tab (wall display and logistics). */
  newTab?: boolean;
}
