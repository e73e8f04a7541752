// The students resource: generated list and create, custom detail and edit, password page.
import SchoolIcon from '@mui/icons-material/School';
import { buildResource } from '../../src/resource-views/buildResource';
import { CambiarPassword } from './CambiarPassword';
import { EstudianteEdit } from './EstudianteEdit';
import { EstudianteShow } from './EstudianteShow';
import { PASSWORD_PERMISSION } from './password';
import schema from './schema';

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
