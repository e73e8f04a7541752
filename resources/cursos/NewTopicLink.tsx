// 'Nuevo Tema' on a course's detail (A9EFE57): the topic form starting with this course.
import AddIcon from '@mui/icons-material/Add';
import { useCanAccess, useRecordContext } from 'react-admin';
import { resourcePaths } from '../../core/engine/paths';
import { LinkButton } from '../../src/shell/LinkButton';
import temas from '../temas/schema';
import type { CursoRecord } from './recordType';

export function NewTopicLink() {
  const record = useRecordContext<CursoRecord>();
  const { canAccess } = useCanAccess({ resource: temas.name, action: 'create' });
  if (!record || canAccess !== true) return null;
  return <LinkButton to={`${resourcePaths(temas).create}/${record.id}`} label="Nuevo Tema" icon={<AddIcon />} />;
}
