// 'Notas' of the progress page (docs/domain/progress.md 'Progress and grades'): its own button, shown only with
// 6B04B5EF (see and edit grades), opening the topic-grades editor in a modal; read-only once the
// level advanced. Full screen on a phone, so the Nota column is in view at 390 px (issue 43).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useBelow } from '../../../src/layout/useBelow';
import { PHONE_BELOW } from '../../../src/layout/breakpoints';
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
  const phone = useBelow(PHONE_BELOW);
  if (!mayGrade) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Notas</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Notas</DialogTitle>
        <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
          {open ? <GradesEditor estudianteId={estudianteId} readOnly={readOnly} onSaved={onSaved} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
