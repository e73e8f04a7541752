// 'Crear Nuevo' of a student's observations (docs/domain/student-record.md 'The student's record'): non-empty text with
// its count; a refusal is shown as a warning inside the modal, which keeps the text for another
// try.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { OBSERVATION_MAX_LENGTH, observationProblem } from '../../../core/school/students/observations';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Sends the text; rejects with the server's Spanish refusal. */
  save: (observacion: string) => Promise<unknown>;
}

export function ObservationDialog({ open, onClose, save }: Props) {
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const problem = observationProblem(text);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const submit = async () => {
    setSending(true);
    setRefusal(null);
    try {
      await save(text.trim());
      setText('');
      close();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="observacion-titulo">
      <DialogTitle id="observacion-titulo">Nueva observación</DialogTitle>
      <DialogContent>
        {refusal ? <Alert severity="warning" sx={{ mb: 1 }}>{refusal}</Alert> : null}
        <TextField
          label="Observación"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          required
          disabled={sending}
          helperText={`${text.trim().length} / ${OBSERVATION_MAX_LENGTH} caracteres`}
          error={text.length > OBSERVATION_MAX_LENGTH}
          slotProps={{ htmlInput: { 'aria-label': 'Observación' } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>Volver</Button>
        <Button variant="contained" onClick={submit} disabled={sending || problem !== undefined}>Guardar</Button>
      </DialogActions>
    </Dialog>
  );
}
