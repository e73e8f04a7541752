// What a registry entry is: a resource with its menu place, a custom page's route, code, title and
// menu place. The lists themselves are found in resources/ (resources/registry.ts in the app,
// resources/served.ts on the server) and src/shell/pages.ts (the custom pages); the entry points
// hand them to the server and the app.
import type { PermissionCode } from './declaration/access';
import type { MenuPlace } from './declaration/menu';
import type { ResourceDeclaration } from './declaration/resource';

export { MENU_GROUPS, type MenuGroupName, type MenuPlace } from './declaration/menu';

/**
 * A resource: its route, codes, titles and menu place come from the declaration (list route
 * #/<name>, list code; `menu`: its list page's place, none = reached from elsewhere only).
 */
export interface RegisteredResource {
  declaration: ResourceDeclaration;
}

/** The resources as the menu and the app's views take them. */
export const registeredResources = (declarations: readonly ResourceDeclaration[]): RegisteredResource[] =>
  declarations.map((declaration) => ({ declaration }));

/** A resource's folder names it: its schema.ts's declaration, refused when it declares another (or none). */
export function declaredInFolder(folder: string, declaration: ResourceDeclaration | undefined): ResourceDeclaration {
  if (declaration?.name !== folder) {
    throw new Error(`resources/${folder}/schema.ts declara el recurso ${declaration?.name ?? '(ninguno)'}: el nombre del recurso es el de su carpeta`);
  }
  return declaration;
}

/** Who may open a custom page: holders of a code, anyone logged in, or anyone. */
export type PageAccess = PermissionCode | 'login' | 'public';

export interface CustomPage {
  path: string;
  title: string;
  access: PageAccess;
  menu?: MenuPlace;
  /** 'bare': the page alone, without header, menu and footer (the wall display, #/pantalla). */
  layout?: 'bare';
}
