// The courses resource: list, detail, create, edit and masivo generated from the declaration; the
// detail lists the course's topics and links to its e-mail templates, achievements and a new topic
// (doc 2 §2.5).
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import SchoolIcon from '@mui/icons-material/School';
import { P } from '../permissions';
import { buildResource } from '../../src/resource-views/buildResource';
import { ChildListLink } from '../../src/resource-views/ChildListLink';
import correos from '../correos/schema';
import logros from '../logros/schema';
import { CourseTopics } from './CourseTopics';
import { NewTopicLink } from './NewTopicLink';
import { TopicsBulkLink } from './TopicsBulkLink';
import schema from './schema';

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
