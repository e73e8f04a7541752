// One attribute section's save (issue 'The student's record', Editor): its named action with the
// version the page loaded, the dual-code rule for the value the student holds now (fieldAccess.ts),
// and the student read again afterwards, so the list and the scheduler show the change.
import { useQueryClient } from '@tanstack/react-query';
import { type RaRecord, useRecordContext } from 'react-admin';
import { type ActionBody, type ActionDeclaration, actionCodes, type AttributeField } from '../../../core/engine/actions';
import { fieldEditCodes, mayEditField } from '../../../core/engine/fieldAccess';
import type { PermissionCode } from '../../../core/engine/declaration/access';
import { useAction } from '../../resource-views/useAction';
import { usePermissionCodes } from '../../shell/usePermissionCodes';
import { STUDENTS } from '../../../core/engine/linkedResources';

/** An action with the field whose dual-code rule guards it (defineAttributeAction). */
export type WithField<A> = A & { field: AttributeField };

/** What every attribute body starts with: the student and the version the page loaded. */
export interface AttributeBase {
  id: number | string;
  version?: number;
}

export interface AttributeSave<A extends ActionDeclaration> {
  record: RaRecord | undefined;
  base: AttributeBase | null;
  /** The user holds the code the current value needs (only the stronger once it is set). */
  editable: boolean;
  /** The codes any one of which the current value needs (what a read-only section names). */
  needs: readonly PermissionCode[];
  isPending: boolean;
  /** true once saved (the server's message is shown); false when refused (its error is shown). */
  save(body: ActionBody<A>): Promise<boolean>;
}

export function useAttributeSave<A extends ActionDeclaration>(action: WithField<A>): AttributeSave<A> {
  const record = useRecordContext<RaRecord>();
  const call = useAction(action);
  const { codes, isPending } = usePermissionCodes();
  const queryClient = useQueryClient();
  const editable = record !== undefined && !isPending && mayEditField(action.field, record[action.field.source], new Set(codes));
  const needs = (record ? fieldEditCodes(action.field, record[action.field.source]) : null) ?? actionCodes(action);
  const base = record ? { id: record.id, ...(typeof record.version === 'number' ? { version: record.version } : {}) } : null;
  const save = async (body: ActionBody<A>) => {
    const done = await call.run(body).then(
      () => true,
      () => false,
    );
    // The page, the list and whatever else holds students read them again.
    if (done) await queryClient.invalidateQueries({ queryKey: [STUDENTS.name] });
    return done;
  };
  return { record, base, editable, needs, isPending: call.isPending, save };
}
