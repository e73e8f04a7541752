// The teachers resource: list, detail, create, edit and masivo generated from the declaration, plus
// the password and novedades pages and their links on the detail, and the list's 'Preasignaciones'
// link to #/preasignaciones (98BEF7FF).
import CoPresentIcon from '@mui/icons-material/CoPresent';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { P } from '../../core/engine/permissions';
import { PAGES } from '../../src/shell/pages';
import { buildResource } from '../../src/resource-views/buildResource';
import { lazyView } from '../../src/shell/lazyView';
import { DOCENTE_EDIT_SECTIONS } from './editSections';
import { DOCENTE_NOVEDADES_ROUTE, DOCENTE_PASSWORD_ROUTE } from './paths';
import { LinkButton } from '../../src/shell/LinkButton';
import { PreassignmentsSection } from '../../src/shared/week/PreassignmentsSection';
import { DefaultRoomValue } from './DefaultRoomValue';
import { NovedadesLink } from './NovedadesLink';
import { PasswordLink } from './PasswordLink';
import schema from './schema';

// Sections load with the page that shows them (lazyView), not with the login page.
const TeacherPreassignmentGrid = lazyView(() => import('./TeacherPreassignmentGrid').then((m) => m.TeacherPreassignmentGrid));
const TeachersSummary = lazyView(() => import('./TeachersSummary').then((m) => m.TeachersSummary));
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
      { key: 'preasignaciones', title: 'Preasignaciones', element: <PreassignmentsSection of="docente" grid={TeacherPreassignmentGrid} />, permission: P.docentes.preasignaciones },
    ],
  },
  extraPages: [
    { path: DOCENTE_PASSWORD_ROUTE, element: <CambiarPasswordDocente />, permission: P.docentes.password, title: 'Cambiar contraseña' },
    { path: DOCENTE_NOVEDADES_ROUTE, element: <NovedadesDocente />, permission: P.docentes.novedades, title: 'Novedades' },
  ],
});
