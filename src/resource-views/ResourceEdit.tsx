// The generated edit page (pessimistic, so server field errors land on the form), with the
// added sections inside the form (or below it: `outside` sub-editors) and Eliminar beside Guardar.
import { useMemo } from 'react';
import { Edit, SaveButton, Toolbar } from 'react-admin';
import { DeleteRecordButton } from './DeleteRecordButton';
import { ResourceFormActions } from './ResourceFormActions';
import { OutsideSections } from './OutsideSections';
import { ResourceInputs } from './ResourceInputs';
import type { GeneratedViewProps } from './types';
import { useParentMeta, useResourcePaths } from './useParentLink';
import { useSaveHandlers } from './useSaveHandlers';
import { RulesSimpleForm } from './RulesSimpleForm';

export function ResourceEdit({ declaration, sections }: GeneratedViewProps) {
  const handlers = useSaveHandlers(declaration, 'updated');
  const paths = useResourcePaths(declaration);
  const meta = useParentMeta(declaration);
  const inside = useMemo(() => sections?.filter((s) => !s.outside), [sections]);
  const outside = useMemo(() => sections?.filter((s) => s.outside), [sections]);
  return (
    <Edit
      title={`Editar ${declaration.label.one}`}
      actions={<ResourceFormActions declaration={declaration} />}
      mutationMode="pessimistic"
      mutationOptions={{ ...handlers, meta }}
      queryOptions={{ meta }}
      redirectOnError={() => paths.list}
    >
      <RulesSimpleForm
          declaration={declaration}
          writeMode="edit"
        // Our Spanish validators speak, not the browser's own bubbles (url, number bounds).
        noValidate
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <DeleteRecordButton declaration={declaration} />
          </Toolbar>
        }
      >
        <ResourceInputs declaration={declaration} mode="edit" sections={inside} />
      </RulesSimpleForm>
      <OutsideSections sections={outside} />
    </Edit>
  );
}
