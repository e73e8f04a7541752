// The student detail's toolbar: 'Editar' only for a user who may change at least one of the editor's
// sections (core/school/students/editorSections.ts; issue 43 point 5), then the student's own links.
import { useRecordContext } from 'react-admin';
import { ResourceShowActions } from '../../src/resource-views/ResourceShowActions';
import { usePermissionCodes } from '../../src/shell/usePermissionCodes';
import { splitEditorSections } from '../../core/school/students/editorSections';
import { PasswordButton } from './account/PasswordButton';
import { ProgressButton } from './progress/ProgressButton';
import type { EstudianteRecord } from './recordType';
import schema from './schema';
import { TutoringRegisterButton } from './tutoring/TutoringRegisterButton';

export function EstudianteShowActions() {
  const record = useRecordContext<EstudianteRecord>();
  const { codes, isPending } = usePermissionCodes();
  const editable = !isPending && record !== undefined && splitEditorSections(record, new Set(codes)).editable.length > 0;
  return (
    <ResourceShowActions declaration={schema} editable={editable}>
      <PasswordButton />
      <ProgressButton />
      <TutoringRegisterButton />
    </ResourceShowActions>
  );
}
