// What a control the user cannot use says about itself (issue 25 point 5): the code(s) it needs, named by
// the catalogue's description (core/engine/permissions.ts: the app's fixed codes and the resources'
// own, usePermissionDescriptions), so a disabled switch explains itself instead of being refused
// after a click. Pure: tooltips, read-only notes and tests share it.
import type { PermissionCode } from '../../core/engine/declaration/access';

/** code → descripcion of the app's catalogue. */
export type PermissionDescriptions = ReadonlyMap<PermissionCode, string>;

/** The message for a missing permission (exact wording, kept verbatim), said before what is needed. */
export const NO_PERMISSION_MESSAGE = 'No tiene permiso para esta operación';

/** «Cambiar contraseña de estudiante» (31BEFF98); a code outside the catalogue is named by itself. */
export function permissionName(code: PermissionCode, descriptions: PermissionDescriptions): string {
  const descripcion = descriptions.get(code);
  return descripcion === undefined ? code : `«${descripcion}» (${code})`;
}

/** 'a', 'a o b', 'a, b o c'. */
function alternatives(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} o ${names[names.length - 1]}`;
}

/**
 * 'Requiere el permiso «…» (CODE).', or with codes any one of which would do (a field's pair, an
 * action open to two codes) 'Requiere uno de los permisos «…» (A) o «…» (B).'
 */
export function permissionNeeded(codes: readonly PermissionCode[], descriptions: PermissionDescriptions): string {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return 'Requiere un permiso que no tiene.';
  const names = alternatives(unique.map((code) => permissionName(code, descriptions)));
  return unique.length === 1 ? `Requiere el permiso ${names}.` : `Requiere uno de los permisos ${names}.`;
}

/** A disabled control's tooltip: that message, then what would allow it. */
export function deniedHint(codes: readonly PermissionCode[], descriptions: PermissionDescriptions): string {
  return `${NO_PERMISSION_MESSAGE}. ${permissionNeeded(codes, descriptions)}`;
}

/** Under a value shown but not editable: 'Solo lectura: requiere el permiso «…» (CODE).' */
export function readOnlyHint(codes: readonly PermissionCode[], descriptions: PermissionDescriptions): string {
  const needed = permissionNeeded(codes, descriptions);
  return `Solo lectura: ${needed.charAt(0).toLowerCase()}${needed.slice(1)}`;
}
