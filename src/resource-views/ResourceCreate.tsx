// The generated create page, with the added sections inside the form.
import { Create, SaveButton, Toolbar } from 'react-admin';
import { ResourceFormActions } from './ResourceFormActions';
import { ResourceInputs } from './ResourceInputs';
import type { GeneratedViewProps } from './types';
import { useParentLink } from './useParentLink';
import { useSaveHandlers } from './useSaveHandlers';
import { RulesSimpleForm } from './RulesSimpleForm';

export function ResourceCreate({ declaration, sections }: GeneratedViewProps) {
  const handlers = useSaveHandlers(declaration, 'created');
  const parent = useParentLink(declaration);
  return (
    <Create
      title={`Nuevo ${declaration.label.one}`}
      actions={<ResourceFormActions declaration={declaration} />}
      mutationOptions={handlers}
      // Under its parent's route a new child starts with that parent.
      record={parent ? { [parent.field]: parent.parentId } : undefined}
    >
      <RulesSimpleForm
          declaration={declaration}
          writeMode="create"
        // Our Spanish validators speak, not the browser's own bubbles (url, number bounds).
        noValidate
        toolbar={
          <Toolbar>
            <SaveButton label="Crear" alwaysEnable />
          </Toolbar>
        }
      >
        <ResourceInputs declaration={declaration} mode="create" sections={sections} />
      </RulesSimpleForm>
    </Create>
  );
}
