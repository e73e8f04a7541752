// Booking a free tutoring slot from #/tutoria's grid (issue 43 point 12; 5B4F11C4): the slot named
// (day with its weekday, hour, cabin and tutor), the student found by name or document
// (estudiante/buscar, ../scheduler/StudentSearch.tsx), then 'Agendar' (tutorias/agendar). A refusal
// is the server's Spanish reason, shown in the dialog, which stays open.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { feedback } from '../../shell/feedback';
import { formatHour } from '../../../core/engine/clock';
import { longDay } from '../../../core/school/scheduler/bookingFacts';
import { TUTORING_BOOKING_PATH } from '../../../core/school/scheduler/tutoringBooking';
import { type FoundStudent, StudentSearch } from '../scheduler/StudentSearch';
import type { TutoringFreeSlot } from './tutoringGrid';

interface Props {
  fecha: string;
  slot: TutoringFreeSlot;
  onClose: () => void;
  /** After the booking: the server's message. */
  onBooked: (mensaje: string) => void | Promise<void>;
}

export function BookTutoringDialog({ fecha, slot, onClose, onBooked }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [student, setStudent] = useState<FoundStudent | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const book = async () => {
    if (!student) return;
    setSending(true);
    setRefusal(null);
    try {
      const { mensaje } = await feedback.track(
        dataProvider.read<{ id: number; mensaje: string }>(TUTORING_BOOKING_PATH, {
          fecha, hora: slot.hora, salon_id: slot.salon_id, profesor_id: slot.profesor_id, estudiante_id: student.id,
        }),
      );
      await onBooked(`${mensaje} · ${student.primer_nombre} ${student.primer_apellido}`);
    } catch (error) {
      setRefusal(error instanceof Error && error.message ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="agendar-tutoria-titulo">
      <DialogTitle id="agendar-tutoria-titulo">Agendar tutoría</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {`${longDay(fecha)}, ${formatHour(slot.hora)} · ${slot.salon} con ${slot.profesor}`}
        </DialogContentText>
        {student ? (
          <Typography sx={{ my: 1 }}>
            {`Estudiante: ${student.primer_nombre} ${student.primer_apellido} (${student.numero_documento}) `}
            <Button size="small" onClick={() => setStudent(null)} disabled={sending}>Cambiar</Button>
          </Typography>
        ) : (
          <StudentSearch onPick={(found) => { setStudent(found); setRefusal(null); }} disabled={sending} />
        )}
        {refusal ? <Alert severity="warning" sx={{ mt: 1 }}>{refusal}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>Cancelar</Button>
        <Button variant="contained" onClick={() => void book()} disabled={sending || !student}>Agendar</Button>
      </DialogActions>
    </Dialog>
  );
}
