// The whole navigation menu, each entry with its permission code: the order the registered entries take.
// Planning is all it does: an entry shows only once its page is registered (resources/registry.ts, src/shell/pages.ts).
import { P } from '../../core/engine/permissions';
import type { MenuItem, MenuLink } from '../shell/menuItem';

const link = (label: string, path: string, code: string, newTab = false): MenuLink => ({
  kind: 'link',
  label,
  path,
  code,
  ...(newTab ? { newTab } : {}),
});

export const MENU_PLAN: readonly MenuItem[] = [
  link('Estudiantes', '/estudiantes', P.estudiantes.list),
  link('Docentes', '/docentes', P.docentes.list),
  link('Salones', '/salones', P.salones.list),
  {
    kind: 'group',
    label: 'Académico',
    entries: [link('Cursos', '/cursos', P.cursos.list), link('Exámenes', '/examenes', P.examenes.list)],
  },
  {
    kind: 'group',
    label: 'Programador',
    entries: [link('Clases', '/programador', P.programador.clases), link('Tutorías', '/tutoria', P.programador.tutorias)],
  },
  link('Pantalla', '/pantalla', P.programador.pantalla, true),
  link('Logística', '/logistica', P.programador.logistica, true),
  {
    kind: 'group',
    label: 'Admin',
    entries: [
      link('Usuarios', '/usuarios', P.usuarios.list),
      link('Grupos', '/grupos', P.grupos.manage),
      link('Cierres', '/cierres', P.admin.cierres),
      link('Banners', '/banners/lista', P.admin.listBanners),
      link('Masivos', '/masivos', P.admin.bulkPagos),
      link('Cancelación masiva', '/cacelacionMasiva', P.admin.bulkCancelacion),
    ],
  },
  {
    kind: 'group',
    label: 'Reportes',
    entries: [
      link('Ocupación', '/reportes/ocupacion', P.reportes.ocupacionActividad),
      link('Actividad', '/reportes/actividad', P.reportes.ocupacionActividad),
      link('Consumo', '/reportes/consumo', P.grupos.manage),
      link('SIET', '/reportes/siet', P.reportes.siet),
      link('Solicitud de avance', '/reportes/solicitud-avance', P.reportes.solicitudAvance),
      link('Encuesta de satisfacción', '/reportes/encuesta-satisfaccion', P.reportes.encuestaSatisfaccion),
    ],
  },
];
