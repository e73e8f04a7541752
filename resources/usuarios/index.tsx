// The staff users resource (docs/security.md 'Staff users and global management'): list, detail, create, edit
// and masivo generated from the declaration, plus the detail's 'Últimos Eventos' and Password link,
// the edit page's group, permitted-sede and token controls (1010A13E) and the password page.
import BadgeIcon from '@mui/icons-material/Badge';
import PublicIcon from '@mui/icons-material/Public';
import { P } from '../../core/engine/permissions';
import { PAGES } from '../../src/shell/pages';
import { buildResource } from '../../src/resource-views/buildResource';
import { lazyView } from '../../src/shell/lazyView';
import { USUARIO_PASSWORD_ROUTE } from './paths';
import { LinkButton } from '../../src/shell/LinkButton';
import { InvalidarTokensButton } from './InvalidarTokensButton';
import { PasswordLink } from './PasswordLink';
import { DatosBasicosLink } from './DatosBasicosLink';
import schema from './schema';

// Sections load with the page that shows them (lazyView), not with the login page.
const GrupoEditor = lazyView(() => import('./GrupoEditor').then((m) => m.GrupoEditor));
const SedesPermitidasEditor = lazyView(() => import('./SedesPermitidasEditor').then((m) => m.SedesPermitidasEditor));
const UltimosEventos = lazyView(() => import('./UltimosEventos').then((m) => m.UltimosEventos));

const CambiarPasswordFuncionario = lazyView(() => import('./CambiarPasswordFuncionario').then((m) => m.CambiarPasswordFuncionario));

export default buildResource(schema, {
  icon: BadgeIcon,
  sections: {
    listActions: [
      { key: 'global', element: <LinkButton to={PAGES.gestionGlobal.path} label="Gestión global" icon={<PublicIcon />} />, permission: P.usuarios.global },
    ],
    show: [{ key: 'eventos', title: 'Últimos Eventos', element: <UltimosEventos /> }],
    showActions: [
      { key: 'datos', element: <DatosBasicosLink /> },
      { key: 'password', element: <PasswordLink />, permission: P.usuarios.password },
    ],
    edit: [
      { key: 'grupo', title: 'Grupo', element: <GrupoEditor />, permission: P.usuarios.editGrupo, outside: true },
      { key: 'sedes', title: 'Sedes permitidas', element: <SedesPermitidasEditor />, permission: P.usuarios.editGrupo, outside: true },
      { key: 'tokens', title: 'Sesiones', element: <InvalidarTokensButton />, permission: P.usuarios.editGrupo, outside: true },
    ],
  },
  extraPages: [{ path: USUARIO_PASSWORD_ROUTE, element: <CambiarPasswordFuncionario />, permission: P.usuarios.password, title: 'Cambiar contraseña' }],
});
