// Permission checks on the token's codes. Pure: the authProvider's canAccess and any view can use them.
import type { PermissionCode, ResourcePermissions } from '../core/engine/declaration/access';
import type { ResourceDeclaration } from '../core/engine/declaration/resource';
import { mayExport } from '../core/engine/export/exportAccess';

/** The codes of the token's `permisos` (JSON text of an array) or of an array; junk gives []. */
export function parsePermisos(text: string | string[] | undefined): string[] {
  let value: unknown = text;
  if (typeof text === 'string') {
    try {
      value = JSON.parse(text);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const codes = value.filter((code): code is string => typeof code === 'string').map((code) => code.trim());
  return [...new Set(codes.filter((code) => code !== ''))];
}

/** canAccess resource name for a bare code: canAccess({ resource: 'permiso', action: '560B5B09' }). */
export const PERMISSION_RESOURCE = 'permiso';

export function hasPermission(codes: readonly string[], code: PermissionCode): boolean {
  return code !== '' && codes.includes(code);
}

/** react-admin actions (and our own 'bulk' and 'export') → the declaration's permission keys. */
const ACTION_PERMISSION: Record<string, keyof ResourcePermissions> = {
  list: 'list',
  export: 'list', // and 'show': canAccessResource asks both
  show: 'show',
  create: 'create',
  edit: 'edit',
  delete: 'delete',
  bulk: 'bulk',
};

/** Every action canAccess answers per resource from its declared codes. */
export const RESOURCE_ACTIONS: readonly string[] = Object.keys(ACTION_PERMISSION);

/** Whether the codes allow `action` on the resource; an action without a declared code → false. */
export function canAccessResource(decl: ResourceDeclaration, action: string, codes: readonly string[]): boolean {
  // Exporting takes the list's code and the detail's, as the server's <prefix>/exportar does.
  if (action === 'export') return mayExport(decl.permissions, new Set(codes));
  const key = Object.prototype.hasOwnProperty.call(ACTION_PERMISSION, action) ? ACTION_PERMISSION[action] : undefined;
  const code = key ? decl.permissions[key] : undefined;
  return code !== undefined && hasPermission(codes, code);
}
