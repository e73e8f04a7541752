// The confirmation before a bulk cancellation (it cannot be undone): names the sede, date and hour.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface Props {
  open: boolean;
  question: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmCancelDialog({ open, question, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="confirmar-cancelacion-titulo">
      <DialogTitle id="confirmar-cancelacion-titulo">¿Cancelar los agendamientos?</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>Volver</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>Cancelar agendamientos</Button>
      </DialogActions>
    </Dialog>
  );
}
