import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { emailProblem, loginFailureNotice, type Notice } from '../../shell/passwordForms';
import { SHELL_PAGES } from '../../shell/routeTable';
import { LoginField } from './LoginField';

/**
 * The e-mail to mail a reset link to. The server answers the same whether the address has an
 * account or not, so the page says only that, in the server's words; a 429 says when to try again.
 */
export function ForgotPasswordForm() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const error = sent ? emailProblem(email) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (emailProblem(email)) return;
    setSending(true);
    setNotice(null);
    try {
      // read, not call: the answer is shown here, not as a toast too.
      const answer = await dataProvider.read<{ mensaje?: string }>('olvido_contrasena', { email: email.trim() });
      setDone(answer?.mensaje ?? 'Revise su correo.');
    } catch (e) {
      setNotice(loginFailureNotice(e));
    } finally {
      setSending(false);
    }
  };

  const back = (
    <Link href={`#${SHELL_PAGES.login.path}`} variant="body2" sx={{ alignSelf: 'center', pt: 1 }}>
      Volver a Ingresar
    </Link>
  );

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {done}
        </Alert>
        {back}
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          Escriba el correo de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.
        </Typography>
        <LoginField label="Correo electrónico" type="email" autoComplete="username" autoFocus value={email} onChange={setEmail} error={error} />
        {notice ? (
          <Alert severity={notice.severity} role="alert">
            {notice.text}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: 2 }}>
          Enviar enlace
        </Button>
        {back}
      </Stack>
    </form>
  );
}
