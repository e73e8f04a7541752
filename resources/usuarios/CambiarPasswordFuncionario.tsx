// #/usuario/cambiarpassword/:id (1CE32AC5): the shared password page for a staff member.
import { PasswordChangePage } from '../../src/shared/PasswordChangePage';
import { cambiarPassword } from './actions';
import schema from './schema';

export function CambiarPasswordFuncionario() {
  return <PasswordChangePage action={cambiarPassword} declaration={schema} whose="del funcionario" />;
}
