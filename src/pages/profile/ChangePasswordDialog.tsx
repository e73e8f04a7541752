import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { loginFailureNotice, PASSWORD_FORM_MESSAGES, refusalOf, validateNewPassword } from '../../shell/passwordForms';
import { statusOf } from '../../../dataProvider/errors';
import { feedback } from '../../shell/feedback';

interface Props {
  open: boolean;
  onClose: () => void;
}

const EMPTY = { actual: '', password: '', confirmacion: '' };
type Field = keyof typeof EMPTY;

/**
 * 'Cambiar contraseña' of Mi cuenta: the current password and the new one twice. The server checks
 * the current one and the product's rules, ends the user's other sessions and keeps this one; its
 * message shows as the success toast. Read, not call: a refusal is shown here, on its field, only.
 */
export function ChangePasswordDialog({ open, onClose }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);

  const local = (): Partial<Record<Field, string>> => ({
    ...(values.actual ? {} : { actual: PASSWORD_FORM_MESSAGES.currentRequired }),
    ...validateNewPassword(values),
  });
  const errors = sent ? { ...serverErrors, ...local() } : {};

  const close = () => {
    setValues(EMPTY);
    setSent(false);
    setServerErrors({});
    setSummary(null);
    onClose();
  };

  const confirm = async () => {
    setSent(true);
    setServerErrors({});
    setSummary(null);
    if (Object.keys(local()).length > 0) return;
    setSending(true);
    try {
      const answer = await dataProvider.read<{ mensaje?: string }>('cambiar_mi_contrasena', { actual: values.actual, password: values.password });
      if (answer?.mensaje) feedback.success(answer.mensaje);
      close();
    } catch (error) {
      // A 429 (too many wrong current passwords) says when to try again, like the login.
      if (statusOf(error) === 429) setSummary(loginFailureNotice(error).text);
      else {
        const refusal = refusalOf(error);
        setServerErrors(refusal.fields);
        setSummary(refusal.summary);
      }
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="xs" aria-labelledby="cambiar-contrasena-titulo">
      <DialogTitle id="cambiar-contrasena-titulo">Cambiar contraseña</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Al cambiarla se cierran sus sesiones en otros equipos; esta sigue abierta.</DialogContentText>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {field('actual', 'Contraseña actual', 'current-password')}
          {field('password', 'Nueva contraseña', 'new-password')}
          {field('confirmacion', 'Confirmar contraseña', 'new-password')}
        </Stack>
        {summary && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {summary}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={sending}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
