// A navigation menu entry as data: a link with the code it needs, or a sub-menu of links. The shell
// context carries the built menu in this shape (ShellContext.ts); the layout plans, builds and draws
// it (src/layout/menuPlan.ts, menu.ts, NavMenu.tsx).
import type { MenuGroupName } from '../../core/engine/registry';
import type { PermissionCode } from '../../core/engine/declaration/access';

export interface MenuLink {
  kind: 'link';
  label: string;
  path: string;
  /** null = anyone logged in. */
  code: PermissionCode | null;
  /** Opens in a new browser tab (wall display and logistics). */
  newTab?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  label: MenuGroupName;
  entries: MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;
