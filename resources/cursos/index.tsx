// The courses resource: list, detail, create, edit and masivo generated from the declaration; the
// detail lists the course's topics and links to its e-mail templates, achievements and a new topic
// (Correos, Logros, Nuevo Tema).
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import SchoolIcon from '@mui/icons-material/School';
import { P } from '../../core/engine/permissions';
import { buildResource } from '../../src/resource-views/buildResource';
import { lazyView } from '../../src/shell/lazyView';
import correos from '../correos/schema';
import logros from '../logros/schema';
import { ChildListLink } from '../../src/resource-views/ChildListLink';
import { NewTopicLink } from './NewTopicLink';
import { TopicsBulkLink } from './TopicsBulkLink';
import schema from './schema';

// Sections load with the page that shows them (lazyView), not with the login page.
const CourseTopics = lazyView(() => import('./CourseTopics').then((m) => m.CourseTopics));

export default buildResource(schema, {
  icon: SchoolIcon,
  sections: {
    showActions: [
      { key: 'correos', element: <ChildListLink child={correos} label="Correos" icon={<ForwardToInboxIcon />} /> },
      { key: 'logros', element: <ChildListLink child={logros} label="Logros" icon={<EmojiEventsIcon />} /> },
      { key: 'nuevoTema', element: <NewTopicLink /> },
      { key: 'masivoTemas', element: <TopicsBulkLink /> },
    ],
    show: [{ key: 'temas', title: 'Temas', element: <CourseTopics />, permission: P.cursos.show }],
  },
});
