import { useState, type FormEvent } from 'react';
import { Alert, Button, IconButton, InputAdornment, Stack } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useLogin } from 'react-admin';
import { statusOf } from '../../../dataProvider/errors';
import { LOGIN_WINDOW_MINUTES, tooManyAttemptsMessage } from '../../../core/engine/loginLimit';
import { loginCredentials, validateLogin, type LoginErrors } from '../../shell/loginValidation';
import { SHELL_PAGES } from '../../shell/routeTable';
import { LoginField } from './LoginField';

/** The server's 429 text ('Demasiados intentos. Intente de nuevo en N minutos.'), or the same from the window when it sent none. */
function tooManyText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message.startsWith('Demasiados intentos') ? message : tooManyAttemptsMessage(LOGIN_WINDOW_MINUTES);
}

/**
 * Email + password with the exact messages staff expect, shown once the form is sent and kept up to date while
 * typing after that; success goes to '/', a failure stays here silently (no message), except too many
 * failed attempts (429), which says when to try again.
 */
export function LoginForm() {
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [sent, setSent] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [sending, setSending] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const errors: LoginErrors = sent ? validateLogin(values) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (Object.keys(validateLogin(values)).length > 0) return;
    setSending(true);
    setBlocked(null);
    try {
      await login(loginCredentials(values), SHELL_PAGES.home.path);
    } catch (error) {
      // On failure the user stays on the form with no message (a 429 excepted).
      if (statusOf(error) === 429) setBlocked(tooManyText(error));
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack spacing={1}>
        <LoginField
          label="Correo electrónico"
          type="email"
          autoComplete="username"
          autoFocus
          value={values.email}
          onChange={(email) => setValues((current) => ({ ...current, email }))}
          error={errors.email ?? null}
        />
        <LoginField
          label="Contraseña"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={values.password}
          onChange={(password) => setValues((current) => ({ ...current, password }))}
          error={errors.password ?? null}
          endAdornment={
            <InputAdornment position="end">
              <IconButton aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'} onClick={() => setShowPassword((shown) => !shown)} edge="end">
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
        {blocked ? (
          <Alert severity="warning" role="alert">
            {blocked}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: 2 }}>
          Enviar
        </Button>
      </Stack>
    </form>
  );
}
