// 'Reiniciar' of the progress page (4DE6952E; docs/domain/progress.md 'Progress and grades'): every row of the
// current course starts again, with a reason (obs_reinicio) of at least 40 characters and its live
// counter. On a refusal the answer's error is shown as a warning and the page reloads all the same.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { feedback } from '../../../src/shell/feedback';
import { ReasonField } from '../../../src/pages/scheduler/ReasonField';
import { reasonProblem } from '../../../core/school/scheduler/bookings';
import { PROGRESS_PATHS, type ProgressBody } from '../../../core/school/students/progress';

interface Props {
  estudianteId: number;
  open: boolean;
  onClose: () => void;
  /** After the call, done or refused: the page reads the progress again. */
  onDone: () => void;
}

export const RESET_TEXT =
  'Todos los registros del curso actual vuelven a quedar pendientes, sin nota, asistencia ni firma; el estado y la nota anteriores quedan en el histórico de cada registro.';

export function ResetLevelDialog({ estudianteId, open, onClose, onDone }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [motivo, setMotivo] = useState('');
  const [sending, setSending] = useState(false);
  const close = () => {
    setMotivo('');
    onClose();
  };
  const submit = async () => {
    setSending(true);
    try {
      const body: ProgressBody<'reiniciarNivel'> = { estudiante_id: estudianteId, obs_reinicio: motivo.trim() };
      await dataProvider.call(PROGRESS_PATHS.reiniciarNivel, body);
    } catch (error) {
      feedback.warn(error instanceof Error && error.message ? error.message : String(error));
    } finally {
      setSending(false);
    }
    close();
    onDone();
  };
  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Reiniciar nivel</DialogTitle>
      <DialogContent>
        <DialogContentText>{RESET_TEXT}</DialogContentText>
        <ReasonField kind="reiniciar_nivel" value={motivo} onChange={setMotivo} disabled={sending} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>Cancelar</Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={sending || reasonProblem('reiniciar_nivel', motivo) !== null}>
          Reiniciar nivel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
