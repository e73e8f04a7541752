import { useEffect } from 'react';
import { useCheckAuth, useNavigate } from 'react-admin';
import { SHELL_PAGES } from '../../shell/routeTable';
import { usePageTitle } from '../../shell/usePageTitle';
import { LoginForm } from './LoginForm';
import { PublicCard } from './PublicCard';

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
    <PublicCard title={SHELL_PAGES.login.title}>
      <LoginForm />
    </PublicCard>
  );
}
