// Solicitud de avance's info modal (docs/domain/reports.md 'Reports'): the student's current level, the grades editor
// of "Progress and grades" (confirm only once every autonomo topic has a grade) and, when the user
// may, the current-course editor. Closing says whether the course changed, for the report to reload.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useGetOne } from 'react-admin';
import { GradesEditor } from '../../shared/students/GradesEditor';
import { P } from '../../../core/engine/permissions';
import type { LevelChangeRow } from '../../../core/school/reports/contract';
import { useHasPermission } from '../../resource-views/useHasPermission';
import { usePermissionCodes } from '../../shell/usePermissionCodes';
import { AdvanceCourseEditor } from './AdvanceCourseEditor';
import { advanceStudentName, currentLevelText, mayEditAdvanceCourse } from './advanceRow';

interface Props {
  row: LevelChangeRow;
  onClose(courseChanged: boolean): void;
  onGradesSaved(): void;
}

const sameCourse = (a: unknown, b: unknown): boolean => String(a ?? '') === String(b ?? '');

export function AdvanceInfoDialog({ row, onClose, onGradesSaved }: Props) {
  const titleId = useId();
  const mayGrade = useHasPermission(P.progreso.notas);
  const { codes } = usePermissionCodes();
  const mayEditCourse = mayEditAdvanceCourse(row, codes);
  const { data: student, error } = useGetOne('estudiantes', { id: row.estudiante_id }, { enabled: mayEditCourse });
  const close = () => onClose(student !== undefined && !sameCourse(student.curso_actual_id, row.estudiante.curso_actual_id));
  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{advanceStudentName(row)}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>{currentLevelText(row)}</Typography>
        <Box component="section" aria-label="Notas">
          <Typography variant="h6" component="h3">Notas</Typography>
          {mayGrade === false ? <Alert severity="info">No tiene permiso para ver las notas.</Alert> : null}
          {mayGrade ? <GradesEditor estudianteId={row.estudiante_id} readOnly={false} onSaved={onGradesSaved} /> : null}
        </Box>
        {mayEditCourse ? (
          <Box component="section" aria-label="Curso" sx={{ mt: 2 }}>
            <AdvanceCourseEditor record={student} error={error} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
