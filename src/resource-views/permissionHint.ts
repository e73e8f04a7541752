// What a control the user cannot use says about itself (issue 25 point 5): the permission(s) it needs, by
// the catalogue's description only, never the code itself (issue 43 point 5: no hex code a person reads) (core/engine/permissions.ts: the app's fixed codes and the resources'
// own, usePermissionDescriptions), so a disabled switch explains itself instead of being refused
// after a click. Pure: tooltips, read-only notes and tests share it.
import type { PermissionCode } from '../../core/engine/declaration/access';

/** code → descripcion of the app's catalogue. */
export type PermissionDescriptions = ReadonlyMap<PermissionCode, string>;

/** The message for a missing permission (exact wording, kept verbatim), said before what is needed. */
export const NO_PERMISSION_MESSAGE = 'No tiene permiso para esta operación';

/** A code outside the catalogue: named without its code all the same. */
export const UNNAMED_PERMISSION = '«sin descripción»';

/** «Cambiar contraseña de estudiante». */
export function permissionName(code: PermissionCode, descriptions: PermissionDescriptions): string {
  const descripcion = descriptions.get(code);
  return descripcion === undefined ? UNNAMED_PERMISSION : `«${descripcion}»`;
}

/** 'a', 'a o b', 'a, b o c'. */
function alternatives(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} o ${names[names.length - 1]}`;
}

/**
 * 'Requiere el permiso «…».', or with codes any one of which would do (a field's pair, an
 * action open to two codes) 'Requiere uno de los permisos «…» o «…».'
 */
export function permissionNeeded(codes: readonly PermissionCode[], descriptions: PermissionDescriptions): string {
  // Two codes may share a description, or both lack one: each name said once.
  const unique = [...new Set(codes.map((code) => permissionName(code, descriptions)))];
  if (unique.length === 0) return 'Requiere un permiso que no tiene.';
  const names = alternatives(unique);
  return unique.length === 1 ? `Requiere el permiso ${names}.` : `Requiere uno de los permisos ${names}.`;
}

/** A disabled control's tooltip: that message, then what would allow it. */
export function deniedHint(codes: readonly PermissionCode[], descriptions: PermissionDescriptions): string {
  return `${NO_PERMISSION_MESSAGE}. ${permissionNeeded(codes, descriptions)}`;
}

/** Under a value shown but not editable: 'Solo lectura: requiere el permiso «…».' */
export function readOnlyHint(codes: readonly PermissionCode[], descriptions: PermissionDescriptions): string {
  const needed = permissionNeeded(codes, descriptions);
  return `Solo lectura: ${needed.charAt(0).toLowerCase()}${needed.slice(1)}`;
}
