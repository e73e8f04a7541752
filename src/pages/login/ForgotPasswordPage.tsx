import { SHELL_PAGES } from '../../shell/routeTable';
import { usePageTitle } from '../../shell/usePageTitle';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { PublicCard } from './PublicCard';

/** #/olvido-contrasena (Recuperar contraseña): open without a session, reached from the login page. */
export function ForgotPasswordPage() {
  usePageTitle(SHELL_PAGES.olvidoContrasena.title);
  return (
    <PublicCard title={SHELL_PAGES.olvidoContrasena.title}>
      <ForgotPasswordForm />
    </PublicCard>
  );
}
