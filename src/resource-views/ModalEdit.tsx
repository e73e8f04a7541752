// The generated edit form in a dialog over the list: same inputs, edit codes and message as the
// page (pessimistic, so server field errors land on the form); saving or deleting closes it.
import { Button, DialogActions } from '@mui/material';
import { EditBase, type Identifier, SaveButton } from 'react-admin';
import { representRecord } from '../../core/engine/declaration/resource';
import { DeleteRecordButton } from './DeleteRecordButton';
import { DialogLoading } from './DialogLoading';
import { quietRecordRead } from './recordRead';
import { ResourceDialog } from './ResourceDialog';
import { ResourceInputs } from './ResourceInputs';
import type { GeneratedViewProps } from './types';
import { useParentMeta } from '../shell/useParentLink';
import { useSaveHandlers } from './useSaveHandlers';
import { RulesSimpleForm } from './RulesSimpleForm';

export interface ModalEditProps extends GeneratedViewProps {
  id: Identifier;
  onClose: () => void;
  /** After a save or a delete: close and refresh the list. */
  onSaved: () => void;
}

export function ModalEdit({ declaration, sections, id, onClose, onSaved }: ModalEditProps) {
  const handlers = useSaveHandlers(declaration, 'updated', onSaved);
  const meta = useParentMeta(declaration);
  return (
    <EditBase
      id={id}
      mutationMode="pessimistic"
      mutationOptions={{ ...handlers, meta }}
      queryOptions={quietRecordRead(meta)}
      // Not to the list route: the dialog says it could not load the record.
      redirectOnError={false}
      render={({ record, error }) => (
        <ResourceDialog
          title={`Editar ${record ? representRecord(declaration, record) : declaration.label.one}`}
          onClose={onClose}
          locked={declaration.views?.lockedDialogs}
          form
        >
          {record ? (
            <RulesSimpleForm
          declaration={declaration}
          writeMode="edit"
              // Our Spanish validators speak, not the browser's own bubbles (url, number bounds).
              noValidate
              toolbar={
                <DialogActions>
                  <DeleteRecordButton declaration={declaration} onDeleted={onSaved} />
                  <Button onClick={onClose}>Cancelar</Button>
                  <SaveButton />
                </DialogActions>
              }
            >
              <ResourceInputs declaration={declaration} mode="edit" sections={sections} />
            </RulesSimpleForm>
          ) : (
            <DialogLoading error={error} />
          )}
        </ResourceDialog>
      )}
    />
  );
}
