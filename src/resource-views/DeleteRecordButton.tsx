// 'Eliminar' for the current record, behind a confirm that names it. Shown only when the
// declaration has a delete code and the user holds it (the server refuses anyway).
import DeleteIcon from '@mui/icons-material/Delete';
import { DialogContentText } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { representRecord, type ResourceDeclaration } from '../../resources/types';
import { useParentMeta, useResourcePaths } from './useParentLink';

export interface DeleteRecordButtonProps {
  declaration: ResourceDeclaration;
  /** What follows a delete; default: the list route. */
  onDeleted?: () => void;
}

export function DeleteRecordButton({ declaration, onDeleted }: DeleteRecordButtonProps) {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: declaration.name, action: 'delete' });
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  const paths = useResourcePaths(declaration);
  const meta = useParentMeta(declaration);
  if (canAccess !== true || !record) return null;

  const { label, messages } = declaration;
  const confirm = () =>
    deleteOne(
      declaration.name,
      { id: record.id, previousData: record, meta },
      {
        // Pessimistic: the record leaves the screen only once the server has deleted it.
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          const message = messages.deleted ?? `${label.one} eliminado`;
          notify(message, { type: 'success', messageArgs: { _: message } }); // a text, not an i18n key
          if (onDeleted) onDeleted();
          else redirect(paths.list);
        },
        // The dataProvider has already reported the failure (feedback overlay).
        onError: () => setOpen(false),
      },
    );
  return (
    <>
      <Button label="Eliminar" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        // Elements, not strings: Confirm would look strings up as i18n keys.
        title={<>{`¿Eliminar ${label.one} «${representRecord(declaration, record)}»?`}</>}
        content={<DialogContentText>Esta acción no se puede deshacer.</DialogContentText>}
        confirm="Eliminar"
        cancel="Cancelar"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
