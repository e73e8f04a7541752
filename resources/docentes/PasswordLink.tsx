// 'Contraseña' (the spec's 'Password', in Spanish) on the teacher detail (2FD9B828; the section's code hides it from others).
import KeyIcon from '@mui/icons-material/Key';
import { useRecordContext } from 'react-admin';
import { LinkButton } from '../../src/shell/LinkButton';
import { docentePasswordPath } from './paths';
import type { DocenteRecord } from './recordType';

export function PasswordLink() {
  const record = useRecordContext<DocenteRecord>();
  return record ? <LinkButton to={docentePasswordPath(record.id)} label="Contraseña" icon={<KeyIcon />} /> : null;
}
