// The student editor's sections (docs/domain/student-record.md 'The student's record': the editor), in their fixed
// order (core/school/students/editorSections.ts), each saving on its own with its own codes: first
// those the user may change now, then the others folded into one line (issue 43 point 5).
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { splitEditorSections } from '../../../core/school/students/editorSections';
import { ReadOnlySections } from '../../../src/shared/students/ReadOnlySections';
import { usePermissionCodes } from '../../../src/shell/usePermissionCodes';
import type { EstudianteRecord } from '../recordType';
import { EditorSection } from './EditorSection';

export function EditorSections() {
  const record = useRecordContext<EstudianteRecord>();
  const { codes, isPending } = usePermissionCodes();
  if (!record || isPending) return null;
  const { editable, readOnly } = splitEditorSections(record, new Set(codes));
  return (
    <Box sx={{ pb: 2 }}>
      {editable.map((section) => (
        <EditorSection key={section.key} section={section.key} />
      ))}
      <ReadOnlySections count={readOnly.length}>
        {readOnly.map((section) => (
          <EditorSection key={section.key} section={section.key} />
        ))}
      </ReadOnlySections>
    </Box>
  );
}
