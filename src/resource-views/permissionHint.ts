// What a control the user cannot use says about itself (issue 25 §5): the code(s) it needs, named by
// the catalogue's description (core/permissions.ts), so a disabled switch explains itself
// instead of being refused after a click. Pure: tooltips, read-only notes and tests share it.
import { PERMISSIONS } from '../../core/permissions';
import type { PermissionCode } from '../../core/types';

/** The spec's message for a missing permission (doc 1 §6, doc 2 §8), said before what is needed. */
export const NO_PERMISSION_MESSAGE = 'No tiene permiso para esta operación';

const DESCRIPTIONS = new Map(PERMISSIONS.map((permission) => [permission.code, permission.descripcion]));

/** «Cambiar contraseña de estudiante» (31BEFF98); a code outside the catalogue is named by itself. */
export function permissionName(code: PermissionCode): string {
  const descripcion = DESCRIPTIONS.get(code);
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
export function permissionNeeded(codes: readonly PermissionCode[]): string {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return 'Requiere un permiso que no tiene.';
  const names = alternatives(unique.map(permissionName));
  return unique.length === 1 ? `Requiere el permiso ${names}.` : `Requiere uno de los permisos ${names}.`;
}

/** A disabled control's tooltip: the spec's message, then what would allow it. */
export function deniedHint(codes: readonly PermissionCode[]): string {
  return `${NO_PERMISSION_MESSAGE}. ${permissionNeeded(codes)}`;
}

/** Under a value shown but not editable: 'Solo lectura: requiere el permiso «…» (CODE).' */
export function readOnlyHint(codes: readonly PermissionCode[]): string {
  const needed = permissionNeeded(codes);
  return `Solo lectura: ${needed.charAt(0).toLowerCase()}${needed.slice(1)}`;
}
