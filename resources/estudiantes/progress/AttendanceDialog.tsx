// 'Registrar asistencia' of a progress row (383FFC12, progreso/editar_asistencia): an observation
// is required (not blank) and goes with asistencia 1; the dialog stays open on a refusal for
// another try.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { PROGRESS_MESSAGES } from '../../../core/school/students/progress';

interface Props {
  open: boolean;
  topic: string;
  onClose: () => void;
  run: (observacion: string) => Promise<void>;
}

export function AttendanceDialog({ open, topic, onClose, run }: Props) {
  const [observacion, setObservacion] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const blank = observacion.trim() === '';
  const close = () => {
    setObservacion('');
    setTouched(false);
    onClose();
  };
  const submit = async () => {
    setSending(true);
    try {
      await run(observacion.trim());
      close();
    } catch {
      // Shown beside the row and by the overlay; the dialog stays.
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="asistencia-titulo">
      <DialogTitle id="asistencia-titulo">Registrar asistencia</DialogTitle>
      <DialogContent>
        <DialogContentText>Se registrará la asistencia del estudiante a «{topic}».</DialogContentText>
        <TextField
          label="Observación"
          value={observacion}
          onChange={(event) => {
            setObservacion(event.target.value);
            setTouched(true);
          }}
          multiline
          minRows={3}
          fullWidth
          required
          disabled={sending}
          error={touched && blank}
          helperText={touched && blank ? PROGRESS_MESSAGES.observationRequired : ' '}
          slotProps={{ htmlInput: { 'aria-label': 'Observación', maxLength: 2000 } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>Cancelar</Button>
        <Button variant="contained" onClick={submit} disabled={sending || blank}>Registrar asistencia</Button>
      </DialogActions>
    </Dialog>
  );
}
