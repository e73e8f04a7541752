import { useState, type FormEvent } from 'react';
import { Alert, Button, IconButton, InputAdornment, Link, Stack } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useLogin } from 'react-admin';
import { loginCredentials, validateLogin, type LoginErrors } from '../../shell/loginValidation';
import { loginFailureNotice, type Notice } from '../../shell/passwordForms';
import { SHELL_PAGES } from '../../shell/routeTable';
import { LoginField } from './LoginField';

/**
 * Email + password with the exact messages staff expect, shown once the form is sent and kept up to date while
 * typing after that; success goes to '/'. A failure stays here and says why: the server's message
 * ('Correo o contraseña incorrectos'), or after too many failed attempts (429) when to try again —
 * beyond the spec's silent form (README 'Decided beyond the specification').
 */
export function LoginForm() {
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [sent, setSent] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const errors: LoginErrors = sent ? validateLogin(values) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (Object.keys(validateLogin(values)).length > 0) return;
    setSending(true);
    setNotice(null);
    try {
      await login(loginCredentials(values), SHELL_PAGES.home.path);
    } catch (error) {
      setNotice(loginFailureNotice(error));
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
        {notice ? (
          <Alert severity={notice.severity} role="alert">
            {notice.text}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: 2 }}>
          Enviar
        </Button>
        <Link href={`#${SHELL_PAGES.olvidoContrasena.path}`} variant="body2" sx={{ alignSelf: 'center', pt: 1 }}>
          ¿Olvidó su contraseña?
        </Link>
      </Stack>
    </form>
  );
}
