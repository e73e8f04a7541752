// The generated edit page (pessimistic, so server field errors land on the form).
import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/types';
import { ResourceFormActions } from './ResourceFormActions';
import { ResourceInputs } from './ResourceInputs';
import { useSaveHandlers } from './useSaveHandlers';

export function ResourceEdit({ declaration }: { declaration: ResourceDeclaration }) {
  const handlers = useSaveHandlers(declaration, 'updated');
  return (
    <Edit
      title={`Editar ${declaration.label.one}`}
      actions={<ResourceFormActions declaration={declaration} />}
      mutationMode="pessimistic"
      mutationOptions={handlers}
    >
      <SimpleForm
        // Our Spanish validators speak, not the browser's own bubbles (url, number bounds).
        noValidate
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <ResourceInputs declaration={declaration} mode="edit" />
      </SimpleForm>
    </Edit>
  );
}
