// 'Editar nota' of an autonomo progress row (6B04B5EF; docs/domain/progress.md 'Progress and grades'): a number with
// the hint '0-{max}' and step 0.01, checked by the server's own rule (gradeEditProblem: present,
// ≥ 0, two decimals at most, ≤ the range, not the current grade) before it is sent. Mounted while
// open: it starts from the row's grade of the moment.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { gradeEditProblem, gradeHint } from '../../../core/school/students/progressRules';
import { gradeInputText, textGrade } from '../../../core/school/students/grades';

interface Props {
  open: boolean;
  topic: string;
  current: number | null;
  rango: number;
  onClose: () => void;
  run: (nota: number) => Promise<void>;
}

export function GradeEditDialog({ open, topic, current, rango, onClose, run }: Props) {
  const [text, setText] = useState(gradeInputText(current));
  const [sending, setSending] = useState(false);
  // '4,5' and '4.5' alike (the one parser, issue 43).
  const nota = textGrade(text);
  const problem = gradeEditProblem(nota, current, rango);
  const submit = async () => {
    if (nota === null || problem) return;
    setSending(true);
    try {
      await run(nota);
      onClose();
    } catch {
      // Shown beside the row and by the overlay; the dialog stays.
    } finally {
      setSending(false);
    }
  };
  const changed = text !== gradeInputText(current);
  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="nota-titulo">
      <DialogTitle id="nota-titulo">Editar nota</DialogTitle>
      <DialogContent>
        <DialogContentText>{topic}</DialogContentText>
        <TextField
          label="Nota"
          value={text}
          onChange={(event) => setText(event.target.value)}
          fullWidth
          required
          disabled={sending}
          error={changed && problem !== null}
          helperText={changed && problem ? problem : gradeHint(rango)}
          slotProps={{ htmlInput: { 'aria-label': 'Nota', inputMode: 'decimal' } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>Cancelar</Button>
        <Button variant="contained" onClick={submit} disabled={sending || problem !== null}>Guardar nota</Button>
      </DialogActions>
    </Dialog>
  );
}
