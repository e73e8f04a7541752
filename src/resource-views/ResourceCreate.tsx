// The generated create page, with the added sections inside the form.
import { Create, SaveButton, Toolbar } from 'react-admin';
import { ResourceFormActions } from './ResourceFormActions';
import { ResourceInputs } from './ResourceInputs';
import type { GeneratedViewProps } from './types';
import { useInitialRecord } from './useInitialRecord';
import { useSaveHandlers } from './useSaveHandlers';
import { RulesSimpleForm } from './RulesSimpleForm';

export function ResourceCreate({ declaration, sections, columns }: GeneratedViewProps) {
  const handlers = useSaveHandlers(declaration, 'created');
  const initial = useInitialRecord(declaration);
  return (
    <Create
      title={`Nuevo ${declaration.label.one}`}
      actions={<ResourceFormActions declaration={declaration} />}
      mutationOptions={handlers}
      // Under its parent's route (or #/tema/nuevo/7) a new record starts with that value.
      record={initial}
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
        <ResourceInputs declaration={declaration} mode="create" sections={sections} columns={columns} />
      </RulesSimpleForm>
    </Create>
  );
}
