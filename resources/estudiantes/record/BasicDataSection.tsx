// 'Datos básicos' of the student editor: the generated inputs without the SIET data (its own section),
// saved with 9022BCBD by the form's own button (then the detail) or by the editor's save bar.
import { Box, Typography } from '@mui/material';
import { SimpleForm, useCanAccess } from 'react-admin';
import { ReadOnlyNote } from '../../../src/resource-views/ReadOnlyNote';
import { ResourceInputs } from '../../../src/resource-views/ResourceInputs';
import { SaveWhenChangedToolbar } from '../../../src/resource-views/SaveWhenChangedToolbar';
import { FormDraft } from '../../../src/shared/students/FormDraft';
import { P } from '../../../core/engine/permissions';
import { SIET_SOURCES } from '../../../core/school/students/siet';
import schema from '../schema';

const SIET = new Set<string>(SIET_SOURCES);
const BASIC = { ...schema, fields: schema.fields.filter((field) => !SIET.has(field.source)) };

export function BasicDataSection() {
  const { canAccess: canSave } = useCanAccess({ resource: schema.name, action: 'edit' });
  return (
    <>
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
        {canSave ? <FormDraft title="Datos básicos" /> : null}
      </SimpleForm>
    </>
  );
}
