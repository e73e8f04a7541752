// 'Eliminar' for the current record, behind a confirm that names it (DeleteConfirm). Shown only
// when the declaration has a delete code and the user holds it (the server refuses anyway).
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useCanAccess, useRecordContext, useRedirect } from 'react-admin';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';
import { DeleteConfirm } from './DeleteConfirm';
import { ToolbarButton } from '../shell/toolbar/ToolbarButton';
import { useResourcePaths } from '../shell/useParentLink';

export interface DeleteRecordButtonProps {
  declaration: ResourceDeclaration;
  /** What follows a delete; default: the list route. */
  onDeleted?: () => void;
}

export function DeleteRecordButton({ declaration, onDeleted }: DeleteRecordButtonProps) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const { canAccess } = useCanAccess({ resource: declaration.name, action: 'delete' });
  const [open, setOpen] = useState(false);
  const redirect = useRedirect();
  const paths = useResourcePaths(declaration);
  if (canAccess !== true || !record) return null;
  return (
    <>
      <ToolbarButton label="Eliminar" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </ToolbarButton>
      <DeleteConfirm
        declaration={declaration}
        record={open ? record : null}
        onClose={() => setOpen(false)}
        onDeleted={() => {
          setOpen(false);
          if (onDeleted) onDeleted();
          else redirect(paths.list);
        }}
      />
    </>
  );
}
