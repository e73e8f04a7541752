// 'Datos SIET' of the student editor: the fields the SIET report reads (./siet.ts), in a form of
// their own saved like 'Datos básicos' (estudiante/editar with 9022BCBD, only the changed values),
// read-only without that code.
import { Box, Typography } from '@mui/material';
import { Form, SaveButton, Toolbar, useCanAccess, useFormIsDirty } from 'react-admin';
import { FieldInput } from '../../../src/resource-views/FieldInput';
import { ReadOnlyNote } from '../../../src/resource-views/ReadOnlyNote';
import { FormDraft } from '../../../src/shared/students/FormDraft';
import { P } from '../../../core/engine/permissions';
import schema from '../schema';
import { SIET_FIELDS } from '../../../core/school/students/siet';

function SaveSiet() {
  const changed = useFormIsDirty();
  // Not an empty <Toolbar>: react-admin fills an empty one with its default buttons.
  return changed ? (
    <Toolbar>
      <SaveButton label="Guardar datos SIET" />
    </Toolbar>
  ) : null;
}

export function SietSection() {
  const { canAccess: canSave } = useCanAccess({ resource: schema.name, action: 'edit' });
  return (
    <Box component="section" aria-label="Datos SIET" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Datos SIET
      </Typography>
      {canSave === false ? <ReadOnlyNote codes={[P.estudiantes.edit]} /> : null}
      {/* Our Spanish validators speak, not the browser's own bubbles (number bounds). */}
      <Form noValidate>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {SIET_FIELDS.map((field) => (
            <FieldInput key={field.source} field={field} mode="edit" readOnly={!canSave} />
          ))}
        </Box>
        {canSave ? <SaveSiet /> : null}
        {/* Listed in the editor's save bar while changed (issue 43 point 2). */}
        {canSave ? <FormDraft title="Datos SIET" /> : null}
      </Form>
    </Box>
  );
}
