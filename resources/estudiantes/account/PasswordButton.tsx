// 'Contraseña' on the student detail, shown with code 31BEFF98.
import KeyIcon from '@mui/icons-material/Key';
import { useRecordContext } from 'react-admin';
import { LinkButton } from '../../../src/shell/LinkButton';
import { useHasPermission } from '../../../src/resource-views/useHasPermission';
import { PASSWORD_PERMISSION, passwordPath } from './password';
import type { EstudianteRecord } from '../recordType';

export function PasswordButton() {
  const record = useRecordContext<EstudianteRecord>();
  const allowed = useHasPermission(PASSWORD_PERMISSION);
  if (!allowed || !record) return null;
  return (
    <LinkButton to={passwordPath(record.id)} label="Contraseña" icon={<KeyIcon />} />
  );
}
