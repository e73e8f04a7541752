// 'Contraseña' (the spec's 'Password', in Spanish) on the staff detail (1CE32AC5; the section's code hides it from others).
import KeyIcon from '@mui/icons-material/Key';
import { useRecordContext } from 'react-admin';
import { LinkButton } from '../../src/shell/LinkButton';
import { usuarioPasswordPath } from './paths';
import type { UsuarioRecord } from './recordType';

export function PasswordLink() {
  const record = useRecordContext<UsuarioRecord>();
  return record ? <LinkButton to={usuarioPasswordPath(record.id)} label="Contraseña" icon={<KeyIcon />} /> : null;
}
