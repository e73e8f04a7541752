// The browser's call of a named action (core/engine/actions.ts): typed by the action's own body
// schema and response, sent through the dataProvider (overlay, the server's mensaje as a toast,
// Spanish errors), with the caller's permission known before anything is sent.
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { type ActionBody, actionCodes, type ActionDeclaration, type ActionResult } from '../../core/engine/actions';
import type { AppDataProvider } from '../../dataProvider/types';
import { usePermissionCodes } from '../shell/usePermissionCodes';
import { useHasPermission } from './useHasPermission';

export interface ActionCall<A extends ActionDeclaration> {
  /** Resolves the server's answer; rejects with its Spanish error (already shown to the user). */
  run(body: ActionBody<A>): Promise<ActionResult<A>>;
  isPending: boolean;
  /**
   * Whether the user holds the action's code, or one of its codes (undefined while the check runs);
   * an attribute action's section also asks its field which one the current value needs (fieldAccess.ts).
   */
  allowed: boolean | undefined;
}

export function useAction<A extends ActionDeclaration>(action: A): ActionCall<A> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const codes = actionCodes(action);
  const first = useHasPermission(codes[0]);
  const held = usePermissionCodes();
  const anyHeld = held.isPending ? undefined : codes.some((code) => held.codes.includes(code));
  const allowed = codes.length === 1 ? first : anyHeld;
  const mutation = useMutation({
    mutationFn: (body: ActionBody<A>) => dataProvider.call<ActionResult<A>>(action.path, body),
  });
  return { run: mutation.mutateAsync, isPending: mutation.isPending, allowed };
}
