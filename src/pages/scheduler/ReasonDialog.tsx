// A write that needs only a reason (unassign, automatic assignment, cancel a booking, delete a
// class): its question, the reason with its counter, and the button enabled once long enough.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { type ReasonKind, reasonProblem } from '../../../core/school/scheduler/bookings';
import { ReasonField } from './ReasonField';

export interface ReasonRequest {
  title: string;
  text: string;
  kind: ReasonKind;
  confirm: string;
  run: (motivo: string) => Promise<unknown>;
}

export function ReasonDialog({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }) {
  const [motivo, setMotivo] = useState('');
  const [sending, setSending] = useState(false);
  const close = () => {
    setMotivo('');
    onClose();
  };
  const submit = async () => {
    if (!request) return;
    setSending(true);
    try {
      await request.run(motivo.trim());
      close();
    } catch {
      // The overlay shows the server's refusal; the dialog stays for another try.
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={request !== null} onClose={sending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="motivo-titulo">
      <DialogTitle id="motivo-titulo">{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{request?.text}</DialogContentText>
        {request ? <ReasonField kind={request.kind} value={motivo} onChange={setMotivo} disabled={sending} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>Volver</Button>
        <Button variant="contained" onClick={submit} disabled={sending || !request || reasonProblem(request.kind, motivo) !== null}>
          {request?.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
