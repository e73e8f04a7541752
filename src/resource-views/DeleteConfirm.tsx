// The confirm of a delete, naming the record ('¿Eliminar Logro «Saluda en inglés»?', Cancelar /
// Eliminar), then the delete itself — pessimistic: the record leaves the screen only once the
// server has deleted it. Used by the detail's 'Eliminar' and by a list row's.
import { DialogContentText } from '@mui/material';
import { Confirm, type RaRecord, useDelete, useNotify } from 'react-admin';
import { representRecord, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import { useParentMeta } from '../shell/useParentLink';

export interface DeleteConfirmProps {
  declaration: ResourceDeclaration;
  /** The record to delete; null: the confirm is closed. */
  record: RaRecord | null;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteConfirm({ declaration, record, onClose, onDeleted }: DeleteConfirmProps) {
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  const meta = useParentMeta(declaration);
  const { label, messages } = declaration;
  const confirm = () => {
    if (!record) return;
    deleteOne(
      declaration.name,
      { id: record.id, previousData: record, meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          const message = messages.deleted ?? `${label.one} eliminado`;
          notify(message, { type: 'success', messageArgs: { _: message } }); // a text, not an i18n key
          onDeleted();
        },
        // The dataProvider has already reported the failure (feedback overlay).
        onError: onClose,
      },
    );
  };
  return (
    <Confirm
      isOpen={record !== null}
      loading={isPending}
      // Elements, not strings: Confirm would look strings up as i18n keys.
      title={<>{`¿Eliminar ${label.one} «${representRecord(declaration, record ?? undefined)}»?`}</>}
      content={<DialogContentText>Esta acción no se puede deshacer.</DialogContentText>}
      confirm="Eliminar"
      cancel="Cancelar"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
