// A sub-editor's save ('Información Guardada', then back to the detail): runs a named
// action — the dataProvider shows the server's message or error — and on success opens the record.
import { useQueryClient } from '@tanstack/react-query';
import { useRedirect } from 'react-admin';
import type { ActionBody, ActionDeclaration } from '../../core/engine/actions';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { type ActionCall, useAction } from './useAction';
import { useResourcePaths } from '../shell/useParentLink';

export interface SaveThenShow<A extends ActionDeclaration> extends Omit<ActionCall<A>, 'run'> {
  save(body: ActionBody<A>): Promise<void>;
}

export function useActionThenShow<A extends ActionDeclaration>(action: A, declaration: ResourceDeclaration, id: string | number): SaveThenShow<A> {
  const call = useAction(action);
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const paths = useResourcePaths(declaration);
  const save = async (body: ActionBody<A>) => {
    const done = await call.run(body).then(() => true, () => false);
    if (!done) return;
    // The detail must show what was saved, not react-admin's cached copy of the record.
    await queryClient.invalidateQueries({ queryKey: [declaration.name] });
    redirect(paths.show(id));
  };
  return { save, isPending: call.isPending, allowed: call.allowed };
}
