// 'Notas' of the progress page (docs/domain/progress.md 'Progress and grades'): its own button, shown only with
// 6B04B5EF (see and edit grades), opening the topic-grades editor in a modal; read-only once the
// level advanced.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useHasPermission } from '../../../src/resource-views/useHasPermission';
import { P } from '../../../core/engine/permissions';
import { GradesEditor } from '../../../src/shared/students/GradesEditor';

interface Props {
  estudianteId: number;
  readOnly: boolean;
  onSaved: () => void;
}

export function GradesEditorDialog({ estudianteId, readOnly, onSaved }: Props) {
  const mayGrade = useHasPermission(P.progreso.notas) === true;
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!mayGrade) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Notas</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Notas</DialogTitle>
        <DialogContent>
          {open ? <GradesEditor estudianteId={estudianteId} readOnly={readOnly} onSaved={onSaved} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
