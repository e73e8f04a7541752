// The navigation menu of spec 01 §2 with the codes of §6, as data. An entry shows only when the user
// holds its code AND its page is registered in this build; a sub-menu with no visible entry hides.
import type { PermissionCode } from '../../resources/types';
import { canOpen } from '../shell/access';

export interface MenuLink {
  kind: 'link';
  label: string;
  path: string;
  code: PermissionCode;
  /** Opens in a new browser tab (wall display and logistics). */
  newTab?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  entries: MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;

const link = (label: string, path: string, code: PermissionCode, newTab = false): MenuLink => ({
  kind: 'link',
  label,
  path,
  code,
  ...(newTab ? { newTab } : {}),
});

export const MENU: MenuItem[] = [
  link('Estudiantes', '/estudiantes', '4586B73F'),
  link('Docentes', '/docentes', '8A28EE41'),
  link('Salones', '/salones', 'B2903DC1'),
  {
    kind: 'group',
    label: 'Académico',
    entries: [link('Cursos', '/cursos', '19E70E2C'), link('Examenes', '/examenes', 'B7A9DE95')],
  },
  {
    kind: 'group',
    label: 'Programador',
    entries: [link('Clases', '/programador', '8D24244B'), link('Tutorias', '/tutoria', '023AB260')],
  },
  link('Pantalla', '/pantalla', '293B9B69', true),
  link('Logistica', '/logistica', '4E621462', true),
  {
    kind: 'group',
    label: 'Admin',
    entries: [
      link('Usuarios', '/usuarios', '42A34371'),
      link('Grupos', '/grupos', '4F40D01B'),
      link('Cierres', '/cierres', 'E4D2DDE5'),
      link('Banners', '/banners/lista', '2360680B'),
      link('Masivos', '/masivos', 'EACA7E4'),
      link('Cancelación masiva', '/cacelacionMasiva', 'E1D33839'),
    ],
  },
  {
    kind: 'group',
    label: 'Reportes',
    entries: [
      link('Ocupación', '/reportes/ocupacion', '17737EC6'),
      link('Actividad', '/reportes/actividad', '17737EC6'),
      link('Consumo', '/reportes/consumo', '4F40D01B'),
      link('SIET', '/reportes/siet', '11FC3E77'),
      link('Solicitud de avance', '/reportes/solicitud-avance', 'E96EB087'),
      link('Encuesta de satisfacción', '/reportes/encuesta-satisfaccion', 'F83DCEB2'),
    ],
  },
];

function linkVisible(entry: MenuLink, codes: readonly string[], paths: ReadonlySet<string>): boolean {
  return paths.has(entry.path) && canOpen(codes, entry.code);
}

/** The menu as this user sees it: hidden entries removed, empty sub-menus dropped. */
export function visibleMenu(menu: MenuItem[], codes: readonly string[], paths: ReadonlySet<string>): MenuItem[] {
  return menu.flatMap((item): MenuItem[] => {
    if (item.kind === 'link') return linkVisible(item, codes, paths) ? [item] : [];
    const entries = item.entries.filter((entry) => linkVisible(entry, codes, paths));
    return entries.length > 0 ? [{ ...item, entries }] : [];
  });
}

/** An entry is current when the location is its page or below it (/estudiantes vs /estudiante/... differ). */
export function isCurrent(path: string, pathname: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The header's profile link: '<primer_nombre> <primer_apellido> en <sede>'. */
export function profileLabel(identity: {
  fullName?: unknown;
  primer_nombre?: unknown;
  primer_apellido?: unknown;
  sede?: unknown;
} | undefined): string {
  if (!identity) return '';
  const parts = [identity.primer_nombre, identity.primer_apellido].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  const name = parts.length > 0 ? parts.join(' ') : typeof identity.fullName === 'string' ? identity.fullName : '';
  const sede = sedeName(identity.sede);
  return sede ? `${name} en ${sede}` : name;
}

/** getIdentity gives the sede name; an {id, nombre} object (the stored sede) is accepted too. */
function sedeName(sede: unknown): string {
  if (typeof sede === 'string') return sede.trim();
  if (sede && typeof sede === 'object' && 'nombre' in sede && typeof sede.nombre === 'string') return sede.nombre.trim();
  return '';
}
