// Student edit page: 'Datos básicos' (generated inputs, saved with 9022BCBD), 'Estado' and one
// section per managed attribute, each with its own action and codes (EditorSections).
import { Box, Typography } from '@mui/material';
import { Edit, SimpleForm, useCanAccess } from 'react-admin';
import { ResourceFormActions } from '../../src/resource-views/ResourceFormActions';
import { ResourceInputs } from '../../src/resource-views/ResourceInputs';
import { SaveWhenChangedToolbar } from '../../src/resource-views/SaveWhenChangedToolbar';
import { useSaveHandlers } from '../../src/resource-views/useSaveHandlers';
import { EditorSections } from './EditorSections';
import { EstudianteEstado } from './EstudianteEstado';
import schema from './schema';

export function EstudianteEdit() {
  const handlers = useSaveHandlers(schema, 'updated');
  const { canAccess: canSave } = useCanAccess({ resource: schema.name, action: 'edit' });
  return (
    <Edit
      title="Editar Estudiante"
      actions={<ResourceFormActions declaration={schema} />}
      mutationMode="pessimistic"
      mutationOptions={handlers}
      // The route has no code (spec): the shell checks the session, each section its own code.
      disableAuthentication
    >
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography variant="h6" component="h2">
          Datos básicos
        </Typography>
      </Box>
      <SimpleForm
        // Our Spanish validators speak, not the browser's own bubbles (url, number bounds).
        noValidate
        // Spec: the Save button appears only when a value differs from the current one.
        toolbar={canSave ? <SaveWhenChangedToolbar /> : false}
      >
        <ResourceInputs declaration={schema} mode="edit" readOnly={!canSave} />
      </SimpleForm>
      <EstudianteEstado />
      <EditorSections />
    </Edit>
  );
}
