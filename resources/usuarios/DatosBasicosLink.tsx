// 'Datos Básicos' in the staff detail's navigation (the spec's Lista, Datos Básicos, Editar, Password,
// Actualizar): the record's basic data, i.e. this detail page itself — from the password page or a
// scrolled detail it leads back to the top of the record.
import PersonIcon from '@mui/icons-material/Person';
import { useRecordContext } from 'react-admin';
import { resourcePaths } from '../../core/engine/paths';
import { LinkButton } from '../../src/shell/LinkButton';
import type { UsuarioRecord } from './recordType';
import schema from './schema';

export function DatosBasicosLink() {
  const record = useRecordContext<UsuarioRecord>();
  return record ? <LinkButton to={resourcePaths(schema).show(record.id)} label="Datos Básicos" icon={<PersonIcon />} /> : null;
}
