// react-admin asks authProvider.canAccess through react-query before a list, detail, create or edit
// page reads its record(s), and custom pages ask it for bare codes before drawing what needs them:
// an answer the page waits a render for, on every first visit. The answer
// is known as soon as the session's codes are (canAccessResource, the rule canAccess itself runs), so
// the cache is filled with it ahead: the page's read starts in its first render.
import { canAccessResource, hasPermission, PERMISSION_RESOURCE, RESOURCE_ACTIONS } from '../../authProvider/permissions';
import { permissionCatalogue } from '../../core/engine/permissions';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';

export type AccessCacheEntry = [queryKey: readonly unknown[], canAccess: boolean];

/**
 * The react-query entries useCanAccess (ra-core) reads: its key is ['auth', 'canAccess', params
 * without the record, plus resource]; react-admin's controllers pass `enabled: true` once the
 * session is known, the app's views pass no `enabled`.
 */
export function accessCacheEntries(declarations: readonly ResourceDeclaration[], codes: readonly string[]): AccessCacheEntry[] {
  const both = (action: string, resource: string, allowed: boolean): AccessCacheEntry[] => [
    [['auth', 'canAccess', { action, resource, enabled: true }], allowed],
    [['auth', 'canAccess', { action, resource }], allowed],
  ];
  return [
    ...declarations.flatMap((decl) => RESOURCE_ACTIONS.flatMap((action) => both(action, decl.name, canAccessResource(decl, action, codes)))),
    // The bare codes custom pages check (useHasPermission: the home page's dashboard, the scheduler's buttons).
    ...permissionCatalogue(declarations).flatMap(({ code }) => both(code, PERMISSION_RESOURCE, hasPermission(codes, code))),
  ];
}
