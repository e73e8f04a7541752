// 'R' (8A511756): reorganize the slot — its pending bookings placed into its classes, and new
// classes opened from the slot's pre-assignments where demand remains (agendamientos/reorganizar);
// then how many were placed, how many classes opened, and each booking still pending with why.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { classTypeLabel, withShortTypeNames } from '../../../core/school/classTypeLabel';
import type { SlotChoice } from './board';

export interface ReorganizeAnswer {
  colocados: number;
  clases_abiertas: number;
  pendientes: { agendamiento_id: number; estudiante: string; tipo_clase: string; motivo: string }[];
  mensaje?: string;
}

interface Props {
  open: boolean;
  slot: SlotChoice;
  onClose: () => void;
  send: (path: string, body: Record<string, unknown>) => Promise<unknown>;
}

export function ReorganizeDialog({ open, slot, onClose, send }: Props) {
  const [answer, setAnswer] = useState<ReorganizeAnswer | null>(null);
  const [sending, setSending] = useState(false);
  const close = () => {
    setAnswer(null);
    onClose();
  };
  const run = async () => {
    setSending(true);
    try {
      setAnswer((await send('agendamientos/reorganizar', { fecha: slot.fecha, hora: slot.hora })) as ReorganizeAnswer);
    } catch {
      // Shown by the overlay.
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="reorganizar-titulo">
      <DialogTitle id="reorganizar-titulo">Reorganizar</DialogTitle>
      <DialogContent>
        {answer ? (
          <>
            <Typography data-testid="reorganizar-colocados">Agendamientos asignados: {answer.colocados}</Typography>
            <Typography data-testid="reorganizar-abiertas">Clases abiertas: {answer.clases_abiertas}</Typography>
            <Typography variant="subtitle2" sx={{ mt: 2 }} data-testid="reorganizar-pendientes">Siguen pendientes: {answer.pendientes.length}</Typography>
            <List dense aria-label="Agendamientos que siguen pendientes">
              {answer.pendientes.map((p) => (
                <ListItem key={p.agendamiento_id} disableGutters>
                  <ListItemText primary={`${p.estudiante} · ${classTypeLabel(p.tipo_clase).short}`} secondary={withShortTypeNames(p.motivo)} title={classTypeLabel(p.tipo_clase).full} />
                </ListItem>
              ))}
            </List>
          </>
        ) : (
          <DialogContentText>
            Los agendamientos pendientes de esta franja se asignarán a sus clases, abriendo clases de las preasignaciones donde
            haga falta. Los agendamientos ya asignados no se mueven.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>{answer ? 'Cerrar' : 'Volver'}</Button>
        {answer ? null : <Button variant="contained" onClick={run} disabled={sending}>Reorganizar</Button>}
      </DialogActions>
    </Dialog>
  );
}
