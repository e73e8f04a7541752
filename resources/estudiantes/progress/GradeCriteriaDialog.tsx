// The grade criteria of an exam row (kept in the row's notas): the exam's name, each criterion
// (name, code, whether it is a self-assessment) with the student's answer, and the teacher's comments.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { EMPTY_TEXT } from '../../../src/resource-views/format';
import type { ProgressRow } from '../../../core/school/students/progress';
import { answerText } from '../../../core/school/students/grades';

export function GradeCriteriaDialog({ row, onClose }: { row: ProgressRow | null; onClose: () => void }) {
  const titleId = useId();
  const criterios = row?.estructura?.criterios ?? [];
  const respuestas = row?.notas?.respuestas ?? {};
  const comentarios = row?.notas?.docente_comentarios?.trim();
  return (
    <Dialog open={row !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Criterios de calificación</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1">{row?.examen?.nombre ?? 'Sin examen'}</Typography>
        {criterios.length === 0 ? (
          <Typography variant="body2">{EMPTY_TEXT}</Typography>
        ) : (
          <Table size="small" aria-label="Criterios">
            <TableHead>
              <TableRow>
                <TableCell>Criterio</TableCell>
                <TableCell>Código</TableCell>
                <TableCell>Autoevaluación</TableCell>
                <TableCell>Respuesta</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {criterios.map((criterio) => (
                <TableRow key={criterio.codigo}>
                  <TableCell>{criterio.nombre}</TableCell>
                  <TableCell>{criterio.codigo}</TableCell>
                  <TableCell>{criterio.self_assessment ? 'Sí' : 'No'}</TableCell>
                  <TableCell>{answerText(respuestas[criterio.codigo])}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>Comentarios del docente</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{comentarios ? comentarios : 'Sin comentarios'}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
