import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { PASSWORD_FORM_MESSAGES, refusalOf, validateNewPassword, type NewPasswordErrors } from '../../shell/passwordForms';
import { SHELL_PAGES } from '../../shell/routeTable';
import { LoginField } from './LoginField';

const link = (path: string, text: string) => (
  <Link href={`#${path}`} variant="body2" sx={{ alignSelf: 'center', pt: 1 }}>
    {text}
  </Link>
);

/**
 * The new password, typed twice, sent with the link's token. Done: the server's message and the way
 * to the login; a spent or expired link: the server's words and the way to ask for another.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState({ password: '', confirmacion: '' });
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverErrors, setServerErrors] = useState<NewPasswordErrors>({});
  const [summary, setSummary] = useState<string | null>(token ? null : PASSWORD_FORM_MESSAGES.noToken);
  const [done, setDone] = useState<string | null>(null);
  const errors: NewPasswordErrors = sent ? { ...serverErrors, ...validateNewPassword(values) } : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    setServerErrors({});
    if (!token || Object.keys(validateNewPassword(values)).length > 0) return;
    setSending(true);
    setSummary(null);
    try {
      const answer = await dataProvider.read<{ mensaje?: string }>('restablecer_contrasena', { token, password: values.password });
      setDone(answer?.mensaje ?? 'Contraseña restablecida.');
    } catch (error) {
      const refusal = refusalOf(error);
      setServerErrors({ password: refusal.fields.password });
      setSummary(refusal.fields.token ?? refusal.summary);
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {done}
        </Alert>
        <Button variant="contained" size="large" href={`#${SHELL_PAGES.login.path}`}>
          Ingresar
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack spacing={1}>
        <LoginField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          autoFocus
          value={values.password}
          onChange={(password) => setValues((current) => ({ ...current, password }))}
          error={errors.password ?? null}
        />
        <LoginField
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          value={values.confirmacion}
          onChange={(confirmacion) => setValues((current) => ({ ...current, confirmacion }))}
          error={errors.confirmacion ?? null}
        />
        {summary ? (
          <Alert severity="error" role="alert">
            {summary}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={sending || !token} sx={{ mt: 2 }}>
          Guardar contraseña
        </Button>
        {summary === PASSWORD_FORM_MESSAGES.noToken ? link(SHELL_PAGES.olvidoContrasena.path, 'Solicitar un nuevo enlace') : null}
        {link(SHELL_PAGES.login.path, 'Volver a Ingresar')}
      </Stack>
    </form>
  );
}
