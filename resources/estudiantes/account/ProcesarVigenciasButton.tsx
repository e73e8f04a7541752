// 'Procesar vigencias' on the student list (71A798F; estudiante/procesar_re_ac): a confirmation, then
// the batch, then its message and counts in the same dialog; the list is read again.
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { ToolbarButton } from '../../../src/shell/toolbar/ToolbarButton';
import type { AppDataProvider } from '../../../dataProvider/types';
import { REACTIVATION_PATH, type ReactivationResult } from '../../../core/school/students/reactivation';

export function ProcesarVigenciasButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ReactivationResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setResult(null);
    setError(null);
  };
  const process = async () => {
    setSending(true);
    setError(null);
    try {
      setResult(await dataProvider.call<ReactivationResult>(REACTIVATION_PATH, {}));
      refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'No se pudieron procesar las vigencias');
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <ToolbarButton label="Procesar vigencias" onClick={() => setOpen(true)}>
        <EventRepeatIcon />
      </ToolbarButton>
      <Dialog open={open} onClose={sending ? undefined : close} maxWidth="xs" fullWidth aria-labelledby="procesar-vigencias-titulo">
        <DialogTitle id="procesar-vigencias-titulo">Procesar vigencias</DialogTitle>
        <DialogContent>
          {result ? (
            <Alert severity="success" role="status">
              {result.mensaje}
              <br />
              Desactivados: {result.desactivados} · Reactivados: {result.reactivados}
            </Alert>
          ) : (
            <DialogContentText>
              Se desactivarán los estudiantes con la vigencia vencida y se reactivarán los que este proceso desactivó y ya renovaron su vigencia. ¿Continuar?
            </DialogContentText>
          )}
          {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
        </DialogContent>
        <DialogActions>
          {result ? (
            <MuiButton onClick={close} autoFocus>Cerrar</MuiButton>
          ) : (
            <>
              <MuiButton onClick={close} disabled={sending} autoFocus>Volver</MuiButton>
              <MuiButton variant="contained" onClick={() => void process()} disabled={sending}>Procesar</MuiButton>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
