// #/estudiante/cambiarpassword/:id (31BEFF98): the shared password page for a student.
import { PasswordChangePage } from '../../../src/shared/PasswordChangePage';
import { cambiarPassword } from '../actions';
import schema from '../schema';

export function CambiarPassword() {
  return <PasswordChangePage action={cambiarPassword} declaration={schema} whose="del estudiante" />;
}
