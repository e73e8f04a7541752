// The custom pages of the app: route, title, who may open them and their menu place (each has a
// view in src/pages/pageViews.ts, which src/App.tsx hands to the shell).
import { P } from '../../core/engine/permissions';
import type { CustomPage } from '../../core/engine/registry';

export const PAGES = {
  home: { path: '/', title: 'Inicio', access: 'login' },
  login: { path: '/login', title: 'Ingresar', access: 'public' },
  // Reached from the login page and from the mailed link, without a session (README 'Decided beyond the specification').
  olvidoContrasena: { path: '/olvido-contrasena', title: 'Recuperar contraseña', access: 'public' },
  restablecerContrasena: { path: '/restablecer-contrasena', title: 'Nueva contraseña', access: 'public' },
  noAutorizado: { path: '/no-autorizado', title: 'No Autorizado', access: 'login' },
  profile: { path: '/profile', title: 'Mi Cuenta', access: 'login' },
  // Reached from the teachers list's 'Preasignaciones' link (98BEF7FF), not the menu.
  preasignaciones: { path: '/preasignaciones', title: 'Preasignaciones', access: P.docentes.edit },
  // The scheduler and its views (docs/domain/scheduler.md 'The class scheduler'; the wall display and logistics open in a new tab).
  programador: { path: '/programador', title: 'Programador de clases', access: P.programador.clases, menu: { group: 'Programador', label: 'Clases' } },
  tutoria: { path: '/tutoria', title: 'Tutorías', access: P.programador.tutorias, menu: { group: 'Programador', label: 'Tutorías' } },
  pantalla: { path: '/pantalla', title: 'Pantalla', access: P.programador.pantalla, menu: { label: 'Pantalla', newTab: true }, layout: 'bare' },
  logistica: { path: '/logistica', title: 'Logística', access: P.programador.logistica, menu: { label: 'Logística', newTab: true } },
  // The bulk payment update (docs/domain/bulk-payments.md 'Bulk payment update').
  masivos: { path: '/masivos', title: 'Masivos', access: P.admin.bulkPagos, menu: { group: 'Admin', label: 'Masivos' } },
  // Bulk cancellation: the path's spelling ('cacelacion') is the established route, kept verbatim on purpose.
  cancelacionMasiva: { path: '/cacelacionMasiva', title: 'Cancelación masiva', access: P.admin.bulkCancelacion, menu: { group: 'Admin', label: 'Cancelación masiva' } },
  // The API's interactive documentation (/api/docs, server/openapi/): for whoever administers groups and permissions.
  apiDocs: { path: '/documentacion-api', title: 'API', access: P.grupos.manage, menu: { group: 'Admin', label: 'API' } },
  // The server's backups: list, make one now, download (docs/operations.md 'Backups and restore'; the product's own code).
  copiasDeSeguridad: { path: '/copias-de-seguridad', title: 'Copias de seguridad', access: P.admin.respaldos, menu: { group: 'Admin', label: 'Copias de seguridad' } },
  // Reached from the staff list's 'Gestión global' link, not the menu (docs/security.md 'Staff users and global management').
  gestionGlobal: { path: '/usuario/gestion_global', title: 'Gestión global', access: P.usuarios.global },
  // The six reports (docs/domain/reports.md 'Reports'; routes, titles and codes as core/school/reports/contract.ts REPORTS).
  reporteOcupacion: { path: '/reportes/ocupacion', title: 'Ocupación Académica', access: P.reportes.ocupacionActividad, menu: { group: 'Reportes', label: 'Ocupación' } },
  reporteActividad: { path: '/reportes/actividad', title: 'Actividad Académica', access: P.reportes.ocupacionActividad, menu: { group: 'Reportes', label: 'Actividad' } },
  reporteConsumo: { path: '/reportes/consumo', title: 'Consumo', access: P.grupos.manage, menu: { group: 'Reportes', label: 'Consumo' } },
  reporteSiet: { path: '/reportes/siet', title: 'SIET', access: P.reportes.siet, menu: { group: 'Reportes', label: 'SIET' } },
  reporteSolicitudAvance: { path: '/reportes/solicitud-avance', title: 'Solicitud de avance', access: P.reportes.solicitudAvance, menu: { group: 'Reportes', label: 'Solicitud de avance' } },
  reporteEncuesta: { path: '/reportes/encuesta-satisfaccion', title: 'Encuesta de satisfacción', access: P.reportes.encuestaSatisfaccion, menu: { group: 'Reportes', label: 'Encuesta de satisfacción' } },
  notFound: { path: '*', title: 'Página no encontrada', access: 'login' },
} as const satisfies Record<string, CustomPage>;

export type PageKey = keyof typeof PAGES;
