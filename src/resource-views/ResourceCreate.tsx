// The generated create page.
import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/types';
import { ResourceFormActions } from './ResourceFormActions';
import { ResourceInputs } from './ResourceInputs';
import { useSaveHandlers } from './useSaveHandlers';

export function ResourceCreate({ declaration }: { declaration: ResourceDeclaration }) {
  const handlers = useSaveHandlers(declaration, 'created');
  return (
    <Create
      title={`Nuevo ${declaration.label.one}`}
      actions={<ResourceFormActions declaration={declaration} />}
      mutationOptions={handlers}
    >
      <SimpleForm
        // Our Spanish validators speak, not the browser's own bubbles (url, number bounds).
        noValidate
        toolbar={
          <Toolbar>
            <SaveButton label="Crear" alwaysEnable />
          </Toolbar>
        }
      >
        <ResourceInputs declaration={declaration} mode="create" />
      </SimpleForm>
    </Create>
  );
}
