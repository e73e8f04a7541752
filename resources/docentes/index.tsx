// The teachers resource: list, detail, create, edit and masivo generated from the declaration, plus
// the password and novedades pages and their links on the detail, and the list's 'Preasignaciones'
// link to #/preasignaciones (98BEF7FF).
import CoPresentIcon from '@mui/icons-material/CoPresent';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { P } from '../permissions';
import { PAGES } from '../registry';
import { buildResource } from '../../src/resource-views/buildResource';
import { LinkButton } from '../../src/resource-views/LinkButton';
import { lazyView } from '../../src/resource-views/lazyView';
import { DefaultRoomValue } from './DefaultRoomValue';
import { DOCENTE_EDIT_SECTIONS } from './editSections';
import { NovedadesLink } from './NovedadesLink';
import { DOCENTE_NOVEDADES_ROUTE, DOCENTE_PASSWORD_ROUTE } from './paths';
import { PasswordLink } from './PasswordLink';
import { TeacherPreassignmentGrid } from './TeacherPreassignmentGrid';
import { TeachersSummary } from './TeachersSummary';
import schema from './schema';

const CambiarPasswordDocente = lazyView(() => import('./CambiarPasswordDocente').then((m) => m.CambiarPasswordDocente));
const NovedadesDocente = lazyView(() => import('./NovedadesDocente').then((m) => m.NovedadesDocente));

export default buildResource(schema, {
  icon: CoPresentIcon,
  sections: {
    edit: DOCENTE_EDIT_SECTIONS,
    listActions: [
      {
        key: 'preasignaciones',
        element: <LinkButton to={PAGES.preasignaciones.path} label="Preasignaciones" icon={<EventNoteIcon />} />,
        permission: P.docentes.preasignaciones,
      },
    ],
    list: [{ key: 'resumen', title: 'Resumen de docentes', element: <TeachersSummary />, permission: P.docentes.preasignaciones }],
    show: [
      { key: 'salon', title: 'Salón predeterminado', element: <DefaultRoomValue />, after: 'cursos_permitidos' },
      { key: 'password', element: <PasswordLink />, permission: P.docentes.password },
      { key: 'novedades', element: <NovedadesLink />, permission: P.docentes.novedades },
      { key: 'preasignaciones', title: 'Preasignaciones', element: <TeacherPreassignmentGrid />, permission: P.docentes.preasignaciones },
    ],
  },
  extraPages: [
    { path: DOCENTE_PASSWORD_ROUTE, element: <CambiarPasswordDocente />, permission: P.docentes.password, title: 'Cambiar contraseña' },
    { path: DOCENTE_NOVEDADES_ROUTE, element: <NovedadesDocente />, permission: P.docentes.novedades, title: 'Novedades' },
  ],
});
