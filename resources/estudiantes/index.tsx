// The students resource: generated list and create, custom detail and edit, password page.
import SchoolIcon from '@mui/icons-material/School';
import { buildResource } from '../../src/resource-views/buildResource';
import { lazyView } from '../../src/resource-views/lazyView';
import { PASSWORD_PERMISSION } from './password';
import schema from './schema';

const EstudianteShow = lazyView(() => import('./EstudianteShow').then((m) => m.EstudianteShow));
const EstudianteEdit = lazyView(() => import('./EstudianteEdit').then((m) => m.EstudianteEdit));
const CambiarPassword = lazyView(() => import('./CambiarPassword').then((m) => m.CambiarPassword));

export default buildResource(schema, {
  show: EstudianteShow,
  edit: EstudianteEdit,
  icon: SchoolIcon,
  extraPages: [
    {
      path: `/${schema.prefix}/cambiarpassword/:id`,
      element: <CambiarPassword />,
      permission: PASSWORD_PERMISSION,
      title: 'Cambiar contraseña',
    },
  ],
});
