// A new class at the slot (BC8C54A9): its types (combination rules live), then a teacher and a room
// among the valid, free ones for those types only, and a reason of 40; Guardar once all are set.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { reasonProblem } from '../../../core/school/scheduler/bookings';
import type { SlotChoice } from './board';
import { ClassTypePicker } from './ClassTypePicker';
import { OfferSelect } from './OfferSelect';
import { ReasonField } from './ReasonField';
import { useOffers } from './useOffers';

interface Props {
  open: boolean;
  slot: SlotChoice;
  onClose: () => void;
  send: (path: string, body: Record<string, unknown>) => Promise<unknown>;
}

export function NewClassDialog({ open, slot, onClose, send }: Props) {
  const [tipos, setTipos] = useState<string[]>([]);
  const [profesor, setProfesor] = useState<number | ''>('');
  const [salon, setSalon] = useState<number | ''>('');
  const [motivo, setMotivo] = useState('');
  const [sending, setSending] = useState(false);
  const teachers = useOffers('docentes', slot, tipos, open);
  const rooms = useOffers('salones', slot, tipos, open);
  const close = () => {
    setTipos([]);
    setProfesor('');
    setSalon('');
    setMotivo('');
    onClose();
  };
  const changeTypes = (next: string[]) => {
    setTipos(next);
    setProfesor('');
    setSalon('');
  };
  const ready = tipos.length > 0 && profesor !== '' && salon !== '' && reasonProblem('clase_manual', motivo) === null;
  const save = async () => {
    setSending(true);
    try {
      await send('clase/crear', { fecha: slot.fecha, hora: slot.hora, tipos, profesor_id: profesor, salon_id: salon, motivo: motivo.trim() });
      close();
    } catch {
      // Shown by the overlay (a teacher or room just taken, …); the dialog stays.
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="nueva-clase-titulo">
      <DialogTitle id="nueva-clase-titulo">Nueva clase</DialogTitle>
      <DialogContent>
        <ClassTypePicker tipos={tipos} onChange={changeTypes} disabled={sending} />
        <OfferSelect label="Docente" offers={teachers.data} loading={teachers.isFetching} value={profesor} onChange={setProfesor} disabled={sending || tipos.length === 0} />
        <OfferSelect label="Salón" offers={rooms.data} loading={rooms.isFetching} value={salon} onChange={setSalon} disabled={sending || tipos.length === 0} />
        <ReasonField kind="clase_manual" value={motivo} onChange={setMotivo} disabled={sending} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>Volver</Button>
        <Button variant="contained" onClick={save} disabled={sending || !ready}>Guardar</Button>
      </DialogActions>
    </Dialog>
  );
}
