// Who may export a list, and which columns (docs/security.md 'Exports of personal data'): a file holds
// every record of the filter at once, so it needs the list's code and the detail's code (whoever may
// not open one record may not take them all home); a field declaring exportCodes (SIET's data, Ley
// 1581 de 2012) is a column only for holders of one of them. Pure: the server and the toolbar share it.
import type { PermissionCode, ResourcePermissions } from '../declaration/access';
import type { FieldDeclaration } from '../declaration/field';
import type { ResourceDeclaration } from '../declaration/resource';
import { PERMISSIONS } from '../permissions';

/** Every one of these codes is needed to export the list: the list's, then the detail's. */
export function exportCodes(permissions: ResourcePermissions): readonly PermissionCode[] {
  return [permissions.list, permissions.show];
}

export function mayExport(permissions: ResourcePermissions, codes: { has(code: string): boolean }): boolean {
  return exportCodes(permissions).every((code) => codes.has(code));
}

/** A field's column is exported: it declares no exportCodes, or the caller holds one of them. */
export function mayExportField(field: Pick<FieldDeclaration, 'exportCodes'>, codes: { has(code: string): boolean }): boolean {
  return field.exportCodes === undefined || field.exportCodes.some((code) => codes.has(code));
}

/** A code's name as the groups screen shows it: the catalogue's, or the resource's own block's. */
export function permissionName(code: PermissionCode, decl: Pick<ResourceDeclaration, 'ownPermissions' | 'label'>): string {
  const own = Object.values(decl.ownPermissions ?? {}).find(([owned]) => owned === code);
  return PERMISSIONS.find((p) => p.code === code)?.descripcion ?? own?.[1] ?? `Ver detalle de ${decl.label.one.toLowerCase()}`;
}

/** The 403 of an export whose caller lacks one of exportCodes, naming the permission by its name. */
export function missingExportCodeMessage(descripcion: string): string {
  return `No tiene permiso para exportar: requiere también el permiso «${descripcion}».`;
}
