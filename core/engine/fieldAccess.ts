// Per-field edit codes and the dual-code rule: while an attribute has no value either of two codes
// suffices; once it has one, only the stronger. Shared by the server (which refuses) and the edit
// forms (which disable what the user may not change).
import type { FieldEditCodes, PermissionCode } from './declaration/access';
import type { FieldDeclaration } from './declaration/field';

export type { FieldEditCodes } from './declaration/access';


/** No value yet: a switch still off (sábados, versant, clase cero) counts as not yet assigned. */
function isUnset(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

/** The codes that allow changing `field` while it holds `current`; null = no field-level rule. */
export function fieldEditCodes(field: FieldDeclaration, current: unknown): PermissionCode[] | null {
  if (!field.editCodes) return null;
  return isUnset(current) ? (field.editCodes.unset ?? field.editCodes.set) : field.editCodes.set;
}

/** Every code of the pair, stronger first: any one of them may change the field in some state. */
export function allEditCodes(codes: FieldEditCodes): PermissionCode[] {
  return [...new Set([...codes.set, ...(codes.unset ?? [])])];
}

export function mayEditField(field: FieldDeclaration, current: unknown, codes: ReadonlySet<PermissionCode>): boolean {
  const needed = fieldEditCodes(field, current);
  return needed === null || needed.some((code) => codes.has(code));
}

export const FIELD_FORBIDDEN = 'No tiene permiso para modificar este campo';
