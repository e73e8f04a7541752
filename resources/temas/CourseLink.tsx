// 'Curso' on a topic's detail: back to its course, where the topics are listed.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useRecordContext } from 'react-admin';
import { resourcePaths } from '../../core/paths';
import cursos from '../cursos/schema';
import { LinkButton } from '../../src/resource-views/LinkButton';

export function CourseLink() {
  const record = useRecordContext();
  if (record?.curso_id == null) return null;
  return <LinkButton to={resourcePaths(cursos).show(String(record.curso_id))} label="Curso" icon={<ArrowBackIcon />} />;
}
