// A booking by hand at the slot (5B4F11C4): the student (search of 5 characters), the next topic
// of their course computed by the server, the class type (the topic's by default), the request
// type and a reason of 40. It lands in the pending list; a drag or 'R' places it.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { reasonProblem, TIPOS_SOLICITUD } from '../../../core/school/scheduler/bookings';
import { classTypeLabel } from '../../../core/school/classTypeLabel';
import { useClassTypes } from '../../shared/classTypes/useClassTypes';
import type { SlotChoice } from './board';
import { ReasonField } from './ReasonField';
import { type FoundStudent, StudentSearch } from './StudentSearch';

interface NextTopic {
  id: number;
  nombre: string;
  tipo_clase: string | null;
}

interface Props {
  open: boolean;
  slot: SlotChoice;
  onClose: () => void;
  send: (path: string, body: Record<string, unknown>) => Promise<unknown>;
}

export function NewBookingDialog({ open, slot, onClose, send }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { list: types } = useClassTypes();
  const [student, setStudent] = useState<FoundStudent | null>(null);
  const [topic, setTopic] = useState<NextTopic | null>(null);
  const [topicNote, setTopicNote] = useState<string | null>(null);
  const [tipoClase, setTipoClase] = useState('');
  const [solicitud, setSolicitud] = useState('normal');
  const [motivo, setMotivo] = useState('');
  const [sending, setSending] = useState(false);
  const close = () => {
    setStudent(null);
    setTopic(null);
    setTopicNote(null);
    setTipoClase('');
    setSolicitud('normal');
    setMotivo('');
    onClose();
  };
  const pick = async (found: FoundStudent) => {
    setStudent(found);
    setTopic(null);
    setTopicNote('cargando...');
    try {
      const next = await dataProvider.read<NextTopic>('agendamiento/calcular_siguiente_tema', { estudiante_id: found.id });
      setTopic(next);
      setTopicNote(null);
      if (next.tipo_clase) setTipoClase(next.tipo_clase);
    } catch (error) {
      setTopicNote(error instanceof Error ? error.message : 'No fue posible calcular el siguiente tema');
    }
  };
  const ready = student !== null && tipoClase !== '' && reasonProblem('agendamiento_manual', motivo) === null;
  const save = async () => {
    if (!student) return;
    setSending(true);
    try {
      await send('agendamiento/crear_manual', {
        id: student.id, dia: slot.fecha, hora: slot.hora, tipo_clase: tipoClase, tipo_solicitud: solicitud, motivo: motivo.trim(), ...(topic ? { tema_id: topic.id } : {}),
      });
      close();
    } catch {
      // Shown by the overlay (the student already has a booking then, …); the dialog stays.
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="agendar-titulo">
      <DialogTitle id="agendar-titulo">Agendar</DialogTitle>
      <DialogContent>
        {student ? (
          <Typography sx={{ mt: 1 }}>
            Estudiante: <strong>{student.primer_nombre} {student.primer_apellido}</strong>{' '}
            <Button size="small" onClick={() => setStudent(null)} disabled={sending}>Cambiar</Button>
          </Typography>
        ) : (
          <StudentSearch onPick={pick} disabled={sending} />
        )}
        {student ? (
          <>
            {topic ? <Typography variant="body2" sx={{ mt: 1 }}>Siguiente tema: {topic.nombre}</Typography> : null}
            {topicNote ? <Alert severity="info" sx={{ mt: 1 }}>{topicNote}</Alert> : null}
            <TextField select label="Tipo de clase" value={tipoClase} onChange={(e) => setTipoClase(e.target.value)} fullWidth sx={{ mt: 2 }} disabled={sending}>
              {(types ?? []).filter((t) => t.id !== 'tutoria').map((t) => (
                <MenuItem key={t.id} value={t.id} title={classTypeLabel(t.id).full}>{classTypeLabel(t.id).option}</MenuItem>
              ))}
            </TextField>
            <TextField select label="Tipo de solicitud" value={solicitud} onChange={(e) => setSolicitud(e.target.value)} fullWidth sx={{ mt: 2 }} disabled={sending}>
              {Object.entries(TIPOS_SOLICITUD).map(([id, name]) => (
                <MenuItem key={id} value={id}>{name}</MenuItem>
              ))}
            </TextField>
            <ReasonField kind="agendamiento_manual" value={motivo} onChange={setMotivo} disabled={sending} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>Volver</Button>
        <Button variant="contained" onClick={save} disabled={sending || !ready}>Agendar</Button>
      </DialogActions>
    </Dialog>
  );
}
