// The students resource: generated list and create, custom detail and edit, password page, and
// 'Procesar vigencias' on the list (71A798F).
import SchoolIcon from '@mui/icons-material/School';
import { P } from '../../core/engine/permissions';
import { buildResource } from '../../src/resource-views/buildResource';
import { lazyView } from '../../src/shell/lazyView';
import { PASSWORD_PERMISSION } from './account/password';
import schema from './schema';

const EstudianteShow = lazyView(() => import('./EstudianteShow').then((m) => m.EstudianteShow));
const EstudianteEdit = lazyView(() => import('./EstudianteEdit').then((m) => m.EstudianteEdit));
const CambiarPassword = lazyView(() => import('./account/CambiarPassword').then((m) => m.CambiarPassword));
const TutoringRegisterPage = lazyView(() => import('./tutoring/TutoringRegisterPage').then((m) => m.TutoringRegisterPage));
const ProgressPage = lazyView(() => import('./progress/ProgressPage').then((m) => m.ProgressPage));
// No fallback: a toolbar button has nothing to show while its code loads.
const ProcesarVigenciasButton = lazyView(() => import('./account/ProcesarVigenciasButton').then((m) => m.ProcesarVigenciasButton), null);

export default buildResource(schema, {
  show: EstudianteShow,
  edit: EstudianteEdit,
  icon: SchoolIcon,
  // The create form in two columns, side by side like the detail's cards; the edit page says it itself.
  formColumns: 2,
  sections: { listActions: [{ key: 'vigencias', element: <ProcesarVigenciasButton />, permission: P.estudiantes.activo }] },
  extraPages: [
    {
      path: `/${schema.prefix}/cambiarpassword/:id`,
      element: <CambiarPassword />,
      permission: PASSWORD_PERMISSION,
      title: 'Cambiar contraseña',
    },
    {
      path: `/${schema.prefix}/tutoria/:id`,
      element: <TutoringRegisterPage />,
      permission: P.programador.tutorias,
      title: 'Registro de tutorías',
    },
    {
      path: `/${schema.prefix}/progreso/:id`,
      element: <ProgressPage />,
      permission: P.estudiantes.progreso,
      title: 'Clases',
    },
  ],
});
