import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useDataProvider, useLogout } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { SedeRef } from './perfil';

interface Props {
  open: boolean;
  sedes: SedeRef[];
  onClose: () => void;
}

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'No fue posible cambiar de sede';

/**
 * Picks another permitted site: `cambiarme_sede {sede_id}` moves the user and invalidates their
 * tokens on the server, so the session ends here too (logout → /login).
 */
export function ChangeSedeDialog({ open, sedes, onClose }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const logout = useLogout();
  const [sedeId, setSedeId] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      await dataProvider.call('cambiarme_sede', { sede_id: Number(sedeId) });
      await logout();
    } catch (e) {
      setError(errorText(e));
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="cambiar-sede-titulo">
      <DialogTitle id="cambiar-sede-titulo">Cambiar sede</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Al cambiar de sede su sesión se cerrará y deberá ingresar nuevamente.
        </DialogContentText>
        <TextField select label="Nueva sede" value={sedeId} onChange={(event) => setSedeId(event.target.value)} fullWidth>
          {sedes.map((sede) => (
            <MenuItem key={sede.id} value={String(sede.id)}>
              {sede.nombre}
            </MenuItem>
          ))}
        </TextField>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={confirm} disabled={sending || sedeId === ''}>
          Cambiar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
