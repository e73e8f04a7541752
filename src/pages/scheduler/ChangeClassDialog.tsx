// Another teacher (956EB91C) or room (EEB6ADA9) for a class: only the slot's valid, free ones for
// the class's types are offered; the server checks every rule again (and a room's capacity).
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import type { ClassView } from '../../../core/school/scheduler/slotView';
import { OfferSelect } from './OfferSelect';
import { useOffers } from './useOffers';

export interface ChangeRequest {
  kind: 'docente' | 'salon';
  clase: ClassView;
}

interface Props {
  request: ChangeRequest | null;
  onClose: () => void;
  send: (path: string, body: Record<string, unknown>) => Promise<unknown>;
}

export function ChangeClassDialog({ request, onClose, send }: Props) {
  const [chosen, setChosen] = useState<number | ''>('');
  const [sending, setSending] = useState(false);
  const clase = request?.clase;
  const kind = request?.kind ?? 'docente';
  // A room is offered only when it allows the class's courses (its bookings'): the class goes along.
  const offers = useOffers(kind === 'docente' ? 'docentes' : 'salones', { fecha: clase?.fecha ?? '', hora: clase?.hora ?? '' }, clase?.tipos ?? [], request !== null, kind === 'salon' ? clase?.id : undefined);
  const close = () => {
    setChosen('');
    onClose();
  };
  const save = async () => {
    if (!clase || chosen === '') return;
    setSending(true);
    try {
      await send(kind === 'docente' ? 'clase/cambiar_docente' : 'clase/cambiar_salon', kind === 'docente' ? { id: clase.id, profesor_id: chosen } : { id: clase.id, salon_id: chosen });
      close();
    } catch {
      // Shown by the overlay; the dialog stays.
    } finally {
      setSending(false);
    }
  };
  const title = kind === 'docente' ? 'Cambiar docente' : 'Cambiar salón';
  return (
    <Dialog open={request !== null} onClose={sending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="cambio-titulo">
      <DialogTitle id="cambio-titulo">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {clase ? `Clase en ${clase.salon_nombre} con ${clase.profesor}.` : ''}
        </DialogContentText>
        <OfferSelect label={kind === 'docente' ? 'Docente' : 'Salón'} offers={offers.data} loading={offers.isLoading} value={chosen} onChange={setChosen} disabled={sending} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>Volver</Button>
        <Button variant="contained" onClick={save} disabled={sending || chosen === ''}>Guardar</Button>
      </DialogActions>
    </Dialog>
  );
}
