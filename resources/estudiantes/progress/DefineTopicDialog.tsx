// 'Definir tema' of the progress page (C3D1A230; docs/domain/progress.md 'Progress and grades'): the student's next
// topic becomes the one chosen among the current course's, with a reason of at least 40 characters
// and its live counter; a refusal stays in the modal as a warning with the server's Spanish
// message.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { ReasonField } from '../../../src/pages/scheduler/ReasonField';
import { reasonProblem } from '../../../core/school/scheduler/bookings';
import { PROGRESS_PATHS, type ProgressBody } from '../../../core/school/students/progress';

interface Props {
  estudianteId: number;
  /** The current course's topics to choose from. */
  topics: { id: number; nombre: string }[];
  open: boolean;
  onClose: () => void;
  /** After the topic was defined (the page reads the progress again). */
  onDone: () => void;
}

export function DefineTopicDialog({ estudianteId, topics, open, onClose, onDone }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [temaId, setTemaId] = useState<number | ''>('');
  const [motivo, setMotivo] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A topic no longer offered (the list changed) is no choice.
  const value = topics.some((topic) => topic.id === temaId) ? temaId : '';
  const close = () => {
    setTemaId('');
    setMotivo('');
    setRefusal(null);
    onClose();
  };
  const submit = async () => {
    if (value === '') return;
    setSending(true);
    setRefusal(null);
    try {
      const body: ProgressBody<'definirTema'> = { estudiante_id: estudianteId, tema_id: value, motivo: motivo.trim() };
      await dataProvider.call(PROGRESS_PATHS.definirTema, body);
      onDone();
      close();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Definir tema</DialogTitle>
      <DialogContent>
        {refusal ? <Alert severity="warning" sx={{ mb: 1 }}>{refusal}</Alert> : null}
        <TextField
          select
          label="Tema"
          value={value}
          onChange={(event) => setTemaId(Number(event.target.value))}
          fullWidth
          disabled={sending}
          helperText={topics.length === 0 ? 'No hay temas para elegir' : undefined}
          sx={{ mt: 1 }}
        >
          {topics.map((topic) => (
            <MenuItem key={topic.id} value={topic.id}>{topic.nombre}</MenuItem>
          ))}
        </TextField>
        <ReasonField kind="definir_tema" value={motivo} onChange={setMotivo} disabled={sending} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>Cancelar</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={sending || value === '' || reasonProblem('definir_tema', motivo) !== null}>
          Definir tema
        </Button>
      </DialogActions>
    </Dialog>
  );
}
