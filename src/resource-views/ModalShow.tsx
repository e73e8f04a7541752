// The generated detail in a dialog over the list: the same fields and sections as the page
// (ResourceShowLayout), with Eliminar (delete code), Editar (edit code) and Cerrar.
import EditIcon from '@mui/icons-material/Edit';
import { Button, DialogActions, DialogContent } from '@mui/material';
import { type Identifier, ShowBase, useCanAccess } from 'react-admin';
import { representRecord } from '../../core/engine/declaration/resource';
import { DeleteRecordButton } from './DeleteRecordButton';
import { DialogLoading } from './DialogLoading';
import { quietRecordRead } from './recordRead';
import { ResourceDialog } from './ResourceDialog';
import { ResourceShowLayout } from './ResourceShowLayout';
import type { GeneratedViewProps } from './types';
import { useParentMeta } from '../shell/useParentLink';

export interface ModalShowProps extends GeneratedViewProps {
  id: Identifier;
  onClose: () => void;
  onEdit: (id: Identifier) => void;
  /** After a delete: close and refresh the list. */
  onDeleted: () => void;
}

export function ModalShow({ declaration, sections, id, onClose, onEdit, onDeleted }: ModalShowProps) {
  const { canAccess: canEdit } = useCanAccess({ resource: declaration.name, action: 'edit' });
  const { label } = declaration;
  const meta = useParentMeta(declaration);
  return (
    <ShowBase
      id={id}
      queryOptions={quietRecordRead(meta)}
      // Not to the list route: the dialog says it could not load the record.
      redirectOnError={false}
      render={({ record, error }) => (
        <ResourceDialog
          title={record ? `${label.one} «${representRecord(declaration, record)}»` : `Detalle de ${label.one}`}
          onClose={onClose}
          locked={declaration.views?.lockedDialogs}
        >
          {record ? (
            <DialogContent sx={{ p: 0 }}>
              <ResourceShowLayout declaration={declaration} sections={sections} />
            </DialogContent>
          ) : (
            <DialogLoading error={error} />
          )}
          <DialogActions>
            <DeleteRecordButton declaration={declaration} onDeleted={onDeleted} />
            {canEdit && record ? (
              <Button startIcon={<EditIcon />} onClick={() => onEdit(record.id)}>
                Editar
              </Button>
            ) : null}
            <Button onClick={onClose}>Cerrar</Button>
          </DialogActions>
        </ResourceDialog>
      )}
    />
  );
}
