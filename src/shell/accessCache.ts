// react-admin asks authProvider.canAccess through react-query before a list, detail, create or edit
// page reads its record(s): an answer the page waits a render for, on every first visit. The answer
// is known as soon as the session's codes are (canAccessResource, the rule canAccess itself runs), so
// the cache is filled with it ahead: the page's read starts in its first render.
import { canAccessResource, RESOURCE_ACTIONS } from '../../authProvider/permissions';
import type { ResourceDeclaration } from '../../resources/types';

export type AccessCacheEntry = [queryKey: readonly unknown[], canAccess: boolean];

/**
 * The react-query entries useCanAccess (ra-core) reads: its key is ['auth', 'canAccess', params
 * without the record, plus resource]; react-admin's controllers pass `enabled: true` once the
 * session is known, the app's views pass no `enabled`.
 */
export function accessCacheEntries(declarations: readonly ResourceDeclaration[], codes: readonly string[]): AccessCacheEntry[] {
  return declarations.flatMap((decl) =>
    RESOURCE_ACTIONS.flatMap((action): AccessCacheEntry[] => {
      const allowed = canAccessResource(decl, action, codes);
      return [
        [['auth', 'canAccess', { action, resource: decl.name, enabled: true }], allowed],
        [['auth', 'canAccess', { action, resource: decl.name }], allowed],
      ];
    }),
  );
}
