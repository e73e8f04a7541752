import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { Form, PasswordInput, TextInput, useLogin } from 'react-admin';
import { statusOf } from '../../../dataProvider/errors';
import { LOGIN_WINDOW_MINUTES, tooManyAttemptsMessage } from '../../../resources/loginLimit';
import { loginCredentials, validateLogin, type LoginValues } from '../../shell/loginValidation';
import { SHELL_PAGES } from '../../shell/routeTable';

/** The server's 429 text ('Demasiados intentos. Intente de nuevo en N minutos.'), or the same from the window when it sent none. */
function tooManyText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message.startsWith('Demasiados intentos') ? message : tooManyAttemptsMessage(LOGIN_WINDOW_MINUTES);
}

/**
 * Email + password with the spec's messages; success goes to '/', a failure stays here silently
 * (spec), except too many failed attempts (429), which says when to try again.
 */
export function LoginForm() {
  const login = useLogin();
  const [sending, setSending] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);

  const submit = async (values: LoginValues) => {
    setSending(true);
    setBlocked(null);
    try {
      await login(loginCredentials(values), SHELL_PAGES.home.path);
    } catch (error) {
      // Spec 01 §2: on failure the user stays on the form with no message.
      if (statusOf(error) === 429) setBlocked(tooManyText(error));
      setSending(false);
    }
  };

  return (
    <Form onSubmit={submit} validate={validateLogin} noValidate>
      <Stack spacing={1}>
        <TextInput source="email" label="Correo electrónico" type="email" autoComplete="username" autoFocus helperText={false} />
        <PasswordInput source="password" label="Contraseña" autoComplete="current-password" helperText={false} />
        {blocked ? (
          <Alert severity="warning" role="alert">
            {blocked}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: 2 }}>
          Enviar
        </Button>
      </Stack>
    </Form>
  );
}
