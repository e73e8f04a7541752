// A course's topics: detail (academic, technical and notification sections, the preparation file
// and the feedback items), editar, nuevo from the course (#/tema/nuevo/{cursoId}) and masivo,
// generated from the declaration.
import TopicIcon from '@mui/icons-material/Topic';
import { P } from '../permissions';
import { buildResource } from '../../src/resource-views/buildResource';
import { CourseLink } from './CourseLink';
import { FeedbackSection } from './FeedbackSection';
import { PreparationSection } from './PreparationSection';
import schema from './schema';

export default buildResource(schema, {
  icon: TopicIcon,
  sections: {
    showActions: [{ key: 'curso', element: <CourseLink /> }],
    show: [
      { key: 'preparacion', title: 'Archivo de preparación', element: <PreparationSection />, permission: P.cursos.showTema },
      { key: 'feedback', title: 'Feedback', element: <FeedbackSection />, permission: P.cursos.showTema },
    ],
  },
});
