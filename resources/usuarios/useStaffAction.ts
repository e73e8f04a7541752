// A control of the staff edit page (group, permitted sedes): runs its named action — the
// dataProvider shows the server's message or error — and reloads the record, staying on the page.
import { useQueryClient } from '@tanstack/react-query';
import type { ActionBody, ActionDeclaration } from '../../core/engine/actions';
import { type ActionCall, useAction } from '../../src/resource-views/useAction';
import schema from './schema';

export function useStaffAction<A extends ActionDeclaration>(action: A): ActionCall<A> & { save(body: ActionBody<A>): Promise<boolean> } {
  const call = useAction(action);
  const queryClient = useQueryClient();
  const save = async (body: ActionBody<A>) => {
    const done = await call.run(body).then(() => true, () => false);
    if (done) await queryClient.invalidateQueries({ queryKey: [schema.name] });
    return done;
  };
  return { ...call, save };
}
