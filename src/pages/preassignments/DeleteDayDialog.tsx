// The weekday modal of 'Eliminar Preasignaciones': Lunes..Sabado = 1..6; 'Eliminar'
// needs a day, then preasignaciones/borrar {dia} removes that day's pre-assignments in the user's sedes.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { type DeleteDayAnswer, WEEKDAY_CHOICES } from '../../../core/school/preassignments';
import { errorLines, usePreassignmentWrites } from './usePreassignmentWrites';

interface Props {
  open: boolean;
  onClose: () => void;
  onDone: (answer: DeleteDayAnswer) => void;
}

export function DeleteDayDialog({ open, onClose, onDone }: Props) {
  const { deleteDay } = usePreassignmentWrites();
  const [dia, setDia] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string[]>([]);
  const close = () => {
    setDia('');
    setError([]);
    onClose();
  };
  const confirm = async () => {
    setSending(true);
    setError([]);
    try {
      const answer = await deleteDay(Number(dia));
      setDia('');
      onDone(answer);
    } catch (e) {
      setError(errorLines(e));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="xs" aria-labelledby="eliminar-preasignaciones-titulo">
      <DialogTitle id="eliminar-preasignaciones-titulo">Eliminar Preasignaciones</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Se eliminarán todas las preasignaciones del día elegido en los salones de sus sedes.</DialogContentText>
        <TextField select fullWidth label="Día" value={dia} onChange={(event) => setDia(event.target.value)}>
          {WEEKDAY_CHOICES.map((choice) => (
            <MenuItem key={choice.id} value={String(choice.id)}>{choice.name}</MenuItem>
          ))}
        </TextField>
        {error.length > 0 ? <Alert severity="warning" sx={{ mt: 2 }}>{error.join(' · ')}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>Cancelar</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={sending || dia === ''}>Eliminar</Button>
      </DialogActions>
    </Dialog>
  );
}
