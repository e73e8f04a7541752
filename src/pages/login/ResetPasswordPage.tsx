import { useLocation } from 'react-admin';
import { tokenFromSearch } from '../../shell/passwordForms';
import { SHELL_PAGES } from '../../shell/routeTable';
import { usePageTitle } from '../../shell/usePageTitle';
import { PublicCard } from './PublicCard';
import { ResetPasswordForm } from './ResetPasswordForm';

/** #/restablecer-contrasena?token=… (Nueva contraseña): the mailed link's page, open without a session. */
export function ResetPasswordPage() {
  usePageTitle(SHELL_PAGES.restablecerContrasena.title);
  const { search } = useLocation();
  return (
    <PublicCard title={SHELL_PAGES.restablecerContrasena.title}>
      <ResetPasswordForm token={tokenFromSearch(search)} />
    </PublicCard>
  );
}
