// Client-side access rule: a route or menu entry is open when the user's token carries its code.
import type { PermissionCode } from '../../core/engine/declaration/access';

/**
 * The codes of react-admin's `permissions` value. The authProvider answers a string[]; the token
 * itself stores them as JSON text, so both shapes are accepted. Anything else means no codes.
 */
export function codesOf(permissions: unknown): string[] {
  if (Array.isArray(permissions)) return permissions.filter((code): code is string => typeof code === 'string');
  if (typeof permissions === 'string' && permissions.trim().startsWith('[')) {
    try {
      return codesOf(JSON.parse(permissions));
    } catch {
      return [];
    }
  }
  return [];
}

/** null = login only (always open once logged in). */
export function canOpen(codes: readonly string[], required: PermissionCode | null): boolean {
  return required === null || codes.includes(required);
}
