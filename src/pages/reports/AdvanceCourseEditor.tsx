// The course part of Solicitud de avance's info modal (docs/domain/reports.md 'Reports'): the student record's own
// 'Curso activo' section (estudiante/activar_curso, C448968B / C0F0653E) on the student as read now.
import { Alert, Typography } from '@mui/material';
import { type RaRecord, RecordContextProvider } from 'react-admin';
import { CurrentCourseSection } from '../../shared/students/CurrentCourseSection';

export function AdvanceCourseEditor({ record, error }: { record: RaRecord | undefined; error: unknown }) {
  if (error) return <Alert severity="warning">{error instanceof Error ? error.message : 'No se pudo leer el estudiante'}</Alert>;
  if (!record) return <Typography color="text.secondary">cargando...</Typography>;
  return (
    <RecordContextProvider value={record}>
      <CurrentCourseSection />
    </RecordContextProvider>
  );
}
