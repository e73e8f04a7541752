// 'Definir tema' of a booking row: the bookable topics of the student's current course (tema/opciones)
// in a select; the server checks the topic again (a course of the student's, active, bookable).
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { isOfferedTopic } from '../../../core/school/scheduler/bookingActionRules';

interface Props {
  open: boolean;
  /** The student's current course; without one there is nothing to offer. */
  cursoId: number | null;
  /** The booking's topic now, preselected. */
  temaId: number | null;
  onClose: () => void;
  run: (temaId: number) => Promise<void>;
}

export const NO_COURSE_TEXT = 'El estudiante no tiene curso activo: no hay temas para elegir.';

export function SetTopicDialog({ open, cursoId, temaId, onClose, run }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [chosen, setChosen] = useState<number | ''>(temaId ?? '');
  const [sending, setSending] = useState(false);
  const topics = useQuery({
    queryKey: ['lookup', 'temas', cursoId],
    queryFn: () => dataProvider.lookup('temas', { curso_id: cursoId }),
    enabled: open && cursoId !== null,
    select: (options) => options.filter(isOfferedTopic),
  });
  // Only a topic on offer counts as chosen (the booking's may be of another course).
  const value = topics.data?.some((t) => t.id === chosen) ? chosen : '';
  const close = () => {
    setChosen(temaId ?? '');
    onClose();
  };
  const save = async () => {
    if (value === '') return;
    setSending(true);
    try {
      await run(value);
      onClose();
    } catch {
      // The refusal is shown as a warning; the dialog stays for another choice.
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Definir tema</DialogTitle>
      <DialogContent>
        {cursoId === null ? (
          <DialogContentText>{NO_COURSE_TEXT}</DialogContentText>
        ) : (
          <TextField
            select
            label="Tema"
            value={value}
            onChange={(event) => setChosen(Number(event.target.value))}
            fullWidth
            disabled={sending || topics.isPending}
            helperText={topics.isPending ? 'cargando...' : undefined}
            sx={{ mt: 1 }}
          >
            {(topics.data ?? []).map((topic) => (
              <MenuItem key={topic.id} value={topic.id}>{topic.name}</MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>Cancelar</Button>
        <Button variant="contained" onClick={save} disabled={sending || value === '' || cursoId === null}>Guardar</Button>
      </DialogActions>
    </Dialog>
  );
}
