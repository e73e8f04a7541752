// Student edit page: 'Datos básicos' (generated inputs, saved with 9022BCBD), 'Estado', one
// section per managed attribute, each with its own action and codes (EditorSections), and
// 'Datos SIET' (its own form, saved with 9022BCBD too).
import { Box, Typography } from '@mui/material';
import { Edit, SimpleForm, useCanAccess } from 'react-admin';
import { ResourceFormActions } from '../../src/resource-views/ResourceFormActions';
import { ReadOnlyNote } from '../../src/resource-views/ReadOnlyNote';
import { quietRecordRead } from '../../src/resource-views/recordRead';
import { RecordUnavailable } from '../../src/resource-views/RecordUnavailable';
import { ResourceInputs } from '../../src/resource-views/ResourceInputs';
import { SaveWhenChangedToolbar } from '../../src/resource-views/SaveWhenChangedToolbar';
import { useSaveHandlers } from '../../src/resource-views/useSaveHandlers';
import { EditorSections } from './record/EditorSections';
import { EstudianteEstado } from './account/EstudianteEstado';
import { P } from '../../core/engine/permissions';
import { resourcePaths } from '../../core/engine/paths';
import schema from './schema';
import { SIET_SOURCES } from '../../core/school/students/siet';
import { SietSection } from './record/SietSection';

/** 'Datos básicos' without the SIET data, which has its own section below. */
const SIET = new Set<string>(SIET_SOURCES);
const BASIC = { ...schema, fields: schema.fields.filter((field) => !SIET.has(field.source)) };

export function EstudianteEdit() {
  const handlers = useSaveHandlers(schema, 'updated');
  const { canAccess: canSave } = useCanAccess({ resource: schema.name, action: 'edit' });
  return (
    <Edit
      title="Editar Estudiante"
      actions={<ResourceFormActions declaration={schema} />}
      mutationMode="pessimistic"
      mutationOptions={handlers}
      queryOptions={quietRecordRead()}
      error={<RecordUnavailable listPath={resourcePaths(schema).list} />}
      // The route has no code of its own: the shell checks the session, each section its own code.
      disableAuthentication
    >
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography variant="h6" component="h2">
          Datos básicos
        </Typography>
        {canSave === false ? <ReadOnlyNote codes={[P.estudiantes.edit]} /> : null}
      </Box>
      <SimpleForm
        // Our Spanish validators speak, not the browser's own bubbles (url, number bounds).
        noValidate
        // The Save button appears only when a value differs from the current one.
        toolbar={canSave ? <SaveWhenChangedToolbar /> : false}
      >
        <ResourceInputs declaration={BASIC} mode="edit" readOnly={!canSave} columns={2} />
      </SimpleForm>
      <EstudianteEstado />
      <EditorSections />
      <SietSection />
    </Edit>
  );
}
