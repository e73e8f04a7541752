// Deleting a novedad asks its reason (at least 5 characters, kept in the audit trail; 'Eliminar'
// waits for them).
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { MIN_DELETE_REASON, type Novedad } from '../../core/school/novedades';
import { formatDate } from '../../core/engine/dates';
import { callErrorText, useEliminarNovedad } from './useNovedades';

interface Props {
  docenteId: string;
  /** The novedad to delete; null = closed. */
  novedad: Novedad | null;
  onClose: () => void;
}

export function EliminarNovedadDialog({ docenteId, novedad, onClose }: Props) {
  const [motivo, setMotivo] = useState('');
  const eliminar = useEliminarNovedad(docenteId);
  const { reset } = eliminar;
  useEffect(() => {
    setMotivo('');
    reset();
  }, [novedad, reset]);
  const valid = motivo.trim().length >= MIN_DELETE_REASON;
  const confirm = () => {
    if (novedad && valid) eliminar.mutate({ novedad_id: novedad.id, motivo: motivo.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog open={novedad !== null} onClose={eliminar.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="eliminar-novedad-titulo">
      <DialogTitle id="eliminar-novedad-titulo">Eliminar novedad</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {novedad ? `Novedad del ${formatDate(novedad.fecha)} a las ${novedad.hora}. Indique el motivo de la eliminación.` : ''}
        </DialogContentText>
        <TextField
          label="Motivo de la eliminación"
          value={motivo}
          onChange={(event) => setMotivo(event.target.value)}
          helperText={`Mínimo ${MIN_DELETE_REASON} caracteres (${motivo.trim().length})`}
          fullWidth
          multiline
          autoFocus
        />
        {eliminar.isError ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {callErrorText(eliminar.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={eliminar.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={!valid || eliminar.isPending}>
          Eliminar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
