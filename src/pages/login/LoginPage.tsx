import { useEffect } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useCheckAuth, useNavigate } from 'react-admin';
import logoUrl from '../../assets/logo.svg';
import { FeedbackLayer } from '../../shell/FeedbackLayer';
import { APP_NAME, SHELL_PAGES } from '../../shell/routeTable';
import { usePageTitle } from '../../shell/usePageTitle';
import { LoginForm } from './LoginForm';

/** /login (title Ingresar). A user who already has a session is sent to '/'. */
export function LoginPage() {
  usePageTitle(SHELL_PAGES.login.title);
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();

  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(SHELL_PAGES.home.path, { replace: true }))
      .catch(() => undefined); // no session: the form stays
  }, [checkAuth, navigate]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 2 }}>
            <Box component="img" src={logoUrl} alt={`Logo de ${APP_NAME}`} sx={{ width: 72, height: 72 }} />
            <Typography variant="h5" component="h1">
              {SHELL_PAGES.login.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {APP_NAME}
            </Typography>
          </Box>
          <LoginForm />
        </CardContent>
      </Card>
      <FeedbackLayer />
    </Box>
  );
}
