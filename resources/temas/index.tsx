// A course's topics: detail (academic, technical and notification sections, the preparation file
// and the feedback items), editar, nuevo from the course (#/tema/nuevo/{cursoId}) and masivo,
// generated from the declaration.
import TopicIcon from '@mui/icons-material/Topic';
import { P } from '../../core/engine/permissions';
import { buildResource } from '../../src/resource-views/buildResource';
import { lazyView } from '../../src/shell/lazyView';
import { CourseLink } from './CourseLink';
import schema from './schema';

// Sections load with the page that shows them (lazyView), not with the login page.
const FeedbackSection = lazyView(() => import('./FeedbackSection').then((m) => m.FeedbackSection));
const PreparationSection = lazyView(() => import('./PreparationSection').then((m) => m.PreparationSection));

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
