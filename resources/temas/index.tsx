// A course's topics: detail (academic, technical and notification sections), editar, nuevo from the
// course (#/tema/nuevo/{cursoId}) and masivo, generated from the declaration.
import TopicIcon from '@mui/icons-material/Topic';
import { buildResource } from '../../src/resource-views/buildResource';
import { CourseLink } from './CourseLink';
import schema from './schema';

export default buildResource(schema, {
  icon: TopicIcon,
  sections: { showActions: [{ key: 'curso', element: <CourseLink /> }] },
});
