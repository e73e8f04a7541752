// 'Curso' on a topic's detail: back to its course, where the topics are listed.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LookupShowLink } from '../../src/resource-views/LookupShowLink';
import temas from './schema';

export function CourseLink() {
  return <LookupShowLink declaration={temas} source="curso_id" label="Curso" icon={<ArrowBackIcon />} />;
}
