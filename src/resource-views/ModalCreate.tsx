// The generated create form in a dialog over the list: same inputs, validation and message as the
// page (ResourceInputs, useSaveHandlers); saving closes it.
import { Button, DialogActions } from '@mui/material';
import { CreateBase, SaveButton } from 'react-admin';
import { ResourceDialog } from './ResourceDialog';
import { ResourceInputs } from './ResourceInputs';
import type { GeneratedViewProps } from './types';
import { useInitialRecord } from './useInitialRecord';
import { useSaveHandlers } from './useSaveHandlers';
import { RulesSimpleForm } from './RulesSimpleForm';

export interface ModalCreateProps extends GeneratedViewProps {
  onClose: () => void;
  /** After the success message: close and refresh the list. */
  onSaved: () => void;
}

export function ModalCreate({ declaration, sections, onClose, onSaved }: ModalCreateProps) {
  const handlers = useSaveHandlers(declaration, 'created', onSaved);
  const initial = useInitialRecord(declaration);
  return (
    // Over a child's list under its parent, a new record starts with that parent.
    <CreateBase mutationOptions={handlers} record={initial}>
      <ResourceDialog title={`Nuevo ${declaration.label.one}`} onClose={onClose} form locked={declaration.views?.lockedDialogs}>
        <RulesSimpleForm
          declaration={declaration}
          writeMode="create"
          // Our Spanish validators speak, not the browser's own bubbles (url, number bounds).
          noValidate
          toolbar={
            <DialogActions>
              <Button onClick={onClose}>Cancelar</Button>
              <SaveButton label="Crear" alwaysEnable />
            </DialogActions>
          }
        >
          <ResourceInputs declaration={declaration} mode="create" sections={sections} />
        </RulesSimpleForm>
      </ResourceDialog>
    </CreateBase>
  );
}
