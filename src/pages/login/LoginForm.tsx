import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Form, PasswordInput, TextInput, useLogin } from 'react-admin';
import { loginCredentials, validateLogin, type LoginValues } from '../../shell/loginValidation';
import { SHELL_PAGES } from '../../shell/routeTable';

/** Email + password with the spec's messages; success goes to '/', failure stays here silently (spec). */
export function LoginForm() {
  const login = useLogin();
  const [sending, setSending] = useState(false);

  const submit = async (values: LoginValues) => {
    setSending(true);
    try {
      await login(loginCredentials(values), SHELL_PAGES.home.path);
    } catch {
      // Spec 01 §2: on failure the user stays on the form with no message.
      setSending(false);
    }
  };

  return (
    <Form onSubmit={submit} validate={validateLogin} noValidate>
      <Stack spacing={1}>
        <TextInput source="email" label="Correo electrónico" type="email" autoComplete="username" autoFocus helperText={false} />
        <PasswordInput source="password" label="Contraseña" autoComplete="current-password" helperText={false} />
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: 2 }}>
          Enviar
        </Button>
      </Stack>
    </Form>
  );
}
