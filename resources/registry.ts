// THE list of what this build serves: every resource declaration and every custom page, with its
// route, code, title and menu place. The server's endpoints, the browser's routes, the menu and the
// generic tests all derive from it, so adding a resource is one line here (README, 'How to add a resource').
import adicionales from './adicionales/schema';
import banners from './banners/schema';
import cierres from './cierres/schema';
import correos from './correos/schema';
import correosEnviados from './correos_enviados/schema';
import cursos from './cursos/schema';
import docentes from './docentes/schema';
import encuestas from './encuestas/schema';
import estudiantes from './estudiantes/schema';
import examenes from './examenes/schema';
import grupos from './grupos/schema';
import logros from './logros/schema';
import salones from './salones/schema';
import temas from './temas/schema';
import usuarios from './usuarios/schema';
import { P } from '../core/permissions';
import type { PermissionCode, ResourceDeclaration } from '../core/types';

/** The spec's sub-menus (doc 1 §2), in menu order. */
export const MENU_GROUPS = ['Académico', 'Programador', 'Admin', 'Reportes'] as const;
export type MenuGroupName = (typeof MENU_GROUPS)[number];

/** Where a page sits in the menu: its label, at the top level or in a sub-menu. */
export interface MenuPlace {
  label: string;
  group?: MenuGroupName;
  /** Opens in a new browser tab (wall display and logistics). */
  newTab?: boolean;
}

/** A resource: its route, codes and titles come from the declaration (list route #/<name>, list code). */
export interface RegisteredResource {
  declaration: ResourceDeclaration;
  /** Its list page's menu place; none = reached from elsewhere only. */
  menu?: MenuPlace;
}

/** Who may open a custom page: holders of a code, anyone logged in, or anyone. */
export type PageAccess = PermissionCode | 'login' | 'public';

export interface CustomPage {
  path: string;
  title: string;
  access: PageAccess;
  menu?: MenuPlace;
  /** 'bare': the page alone, without header, menu and footer (doc 2 §2: the wall display). */
  layout?: 'bare';
}

/** The resources, alphabetical (the order of the server's endpoints and react-admin's resources). */
export const RESOURCES: readonly RegisteredResource[] = [
  // A topic's preparation file and feedback items: shown on the topic's detail.
  { declaration: adicionales },
  { declaration: banners, menu: { group: 'Admin', label: 'Banners' } },
  { declaration: cierres, menu: { group: 'Admin', label: 'Cierres' } },
  // A course's e-mail templates and achievements: reached from the course's detail.
  { declaration: correos },
  { declaration: correosEnviados, menu: { group: 'Admin', label: 'Correos enviados' } },
  { declaration: cursos, menu: { group: 'Académico', label: 'Cursos' } },
  { declaration: docentes, menu: { label: 'Docentes' } },
  // Satisfaction survey answers (issue 24): what the survey report reads; loaded by CSV from its list.
  { declaration: encuestas, menu: { group: 'Admin', label: 'Encuestas' } },
  { declaration: estudiantes, menu: { label: 'Estudiantes' } },
  { declaration: examenes, menu: { group: 'Académico', label: 'Examenes' } },
  { declaration: grupos, menu: { group: 'Admin', label: 'Grupos' } },
  { declaration: logros },
  { declaration: salones, menu: { label: 'Salones' } },
  // A course's topics: listed on its detail, created from it (#/tema/nuevo/{cursoId}).
  { declaration: temas },
  // Staff users (doc 2 §2.3): #/usuarios and #/usuario/…, calls funcionario/….
  { declaration: usuarios, menu: { group: 'Admin', label: 'Usuarios' } },
];

/** The custom pages (each has a view in src/shell/pageViews.ts). */
export const PAGES = {
  home: { path: '/', title: 'Inicio', access: 'login' },
  login: { path: '/login', title: 'Ingresar', access: 'public' },
  noAutorizado: { path: '/no-autorizado', title: 'No Autorizado', access: 'login' },
  profile: { path: '/profile', title: 'Mi Cuenta', access: 'login' },
  // Doc 2 §2.1: reached from the teachers list's 'Preasignaciones' link (98BEF7FF), not the menu.
  preasignaciones: { path: '/preasignaciones', title: 'Preasignaciones', access: P.docentes.edit },
  // Doc 2 §2.6: the scheduler and its views (the wall display and logistics open in a new tab).
  programador: { path: '/programador', title: 'Programador de clases', access: P.programador.clases, menu: { group: 'Programador', label: 'Clases' } },
  tutoria: { path: '/tutoria', title: 'Tutorias', access: P.programador.tutorias, menu: { group: 'Programador', label: 'Tutorias' } },
  pantalla: { path: '/pantalla', title: 'Pantalla', access: P.programador.pantalla, menu: { label: 'Pantalla', newTab: true }, layout: 'bare' },
  logistica: { path: '/logistica', title: 'Logistica', access: P.programador.logistica, menu: { label: 'Logistica', newTab: true } },
  // Doc 2 §2.8: the bulk payment update.
  masivos: { path: '/masivos', title: 'Masivos', access: P.admin.bulkPagos, menu: { group: 'Admin', label: 'Masivos' } },
  // Doc 2 §2.8: the path keeps the spec's spelling.
  cancelacionMasiva: { path: '/cacelacionMasiva', title: 'Cancelación masiva', access: P.admin.bulkCancelacion, menu: { group: 'Admin', label: 'Cancelación masiva' } },
  // The API's interactive documentation (/api/docs, server/openapi/): for whoever administers groups and permissions.
  apiDocs: { path: '/documentacion-api', title: 'API', access: P.grupos.manage, menu: { group: 'Admin', label: 'API' } },
  // Doc 2 §2.3: reached from the staff list's 'Gestión global' link, not the menu.
  gestionGlobal: { path: '/usuario/gestion_global', title: 'Gestión global', access: P.usuarios.global },
  // Doc 2 §2.7: the six reports (routes, titles and codes as core/reports/contract.ts REPORTS).
  reporteOcupacion: { path: '/reportes/ocupacion', title: 'Ocupación Académica', access: P.reportes.ocupacionActividad, menu: { group: 'Reportes', label: 'Ocupación' } },
  reporteActividad: { path: '/reportes/actividad', title: 'Actividad Académica', access: P.reportes.ocupacionActividad, menu: { group: 'Reportes', label: 'Actividad' } },
  reporteConsumo: { path: '/reportes/consumo', title: 'Consumo', access: P.grupos.manage, menu: { group: 'Reportes', label: 'Consumo' } },
  reporteSiet: { path: '/reportes/siet', title: 'SIET', access: P.reportes.siet, menu: { group: 'Reportes', label: 'SIET' } },
  reporteSolicitudAvance: { path: '/reportes/solicitud-avance', title: 'Solicitud de avance', access: P.reportes.solicitudAvance, menu: { group: 'Reportes', label: 'Solicitud de avance' } },
  reporteEncuesta: { path: '/reportes/encuesta-satisfaccion', title: 'Encuesta de satisfacción', access: P.reportes.encuestaSatisfaccion, menu: { group: 'Reportes', label: 'Encuesta de satisfacción' } },
  notFound: { path: '*', title: 'Página no encontrada', access: 'login' },
} as const satisfies Record<string, CustomPage>;

export type PageKey = keyof typeof PAGES;

export const DECLARATIONS: readonly ResourceDeclaration[] = RESOURCES.map((resource) => resource.declaration);
