// The 'Estado' section's rule: activo toggles between 0 and 1, with code 71A798F.
import { asBoolean } from '../../../src/resource-views/format';
import { cambiarActivo } from '../actions';

export const TOGGLE_ACTIVE_PERMISSION = cambiarActivo.permission;

export function isActive(value: unknown): boolean {
  return asBoolean(value) === true;
}

export function toggleActiveBody(id: string | number, currentlyActive: boolean): { id: string | number; activo: 0 | 1 } {
  return { id, activo: currentlyActive ? 0 : 1 };
}
