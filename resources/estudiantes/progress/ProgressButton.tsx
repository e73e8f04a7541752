// 'Clases' on the student detail: the progress page (#/estudiante/progreso/{id}), shown with 4EBC511D.
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useRecordContext } from 'react-admin';
import { LinkButton } from '../../../src/shell/LinkButton';
import { useHasPermission } from '../../../src/resource-views/useHasPermission';
import { P } from '../../../core/engine/permissions';
import schema from '../schema';
import type { EstudianteRecord } from '../recordType';

export function ProgressButton() {
  const record = useRecordContext<EstudianteRecord>();
  const allowed = useHasPermission(P.estudiantes.progreso);
  if (!allowed || !record) return null;
  return <LinkButton to={`/${schema.prefix}/progreso/${record.id}`} label="Clases" icon={<MenuBookIcon />} />;
}
