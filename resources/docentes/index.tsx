// The teachers resource: list, detail, create, edit and masivo generated from the declaration, plus
// the password page and its link on the detail.
import CoPresentIcon from '@mui/icons-material/CoPresent';
import { P } from '../permissions';
import { buildResource } from '../../src/resource-views/buildResource';
import { lazyView } from '../../src/resource-views/lazyView';
import { DOCENTE_PASSWORD_ROUTE } from './paths';
import { PasswordLink } from './PasswordLink';
import schema from './schema';

const CambiarPasswordDocente = lazyView(() => import('./CambiarPasswordDocente').then((m) => m.CambiarPasswordDocente));

export default buildResource(schema, {
  icon: CoPresentIcon,
  sections: { show: [{ key: 'password', element: <PasswordLink />, permission: P.docentes.password }] },
  extraPages: [{ path: DOCENTE_PASSWORD_ROUTE, element: <CambiarPasswordDocente />, permission: P.docentes.password, title: 'Cambiar contraseña' }],
});
