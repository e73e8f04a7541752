// The view of each custom page of src/shell/pages.ts: a page registered without a view fails tsc.
// src/App.tsx hands them to the shell (src/admin/AdminShell.tsx), which imports no page itself.
import type { FunctionComponent } from 'react';
import type { PageKey } from '../shell/pages';
import { lazyView } from '../shell/lazyView';
import { HomePage } from './home/HomePage';
import { LoginPage } from './login/LoginPage';
import { ForbiddenPage } from './forbidden/ForbiddenPage';
import { NotFoundPage } from './notFound/NotFoundPage';

// A heavy page loads on first use, like the resources' views.
const ProfilePage = lazyView(() => import('./profile/ProfilePage').then((m) => m.ProfilePage));
const ForgotPasswordPage = lazyView(() => import('./login/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyView(() => import('./login/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const PreassignmentsPage = lazyView(() => import('./preassignments/PreassignmentsPage').then((m) => m.PreassignmentsPage));
const SchedulerPage = lazyView(() => import('./scheduler/SchedulerPage').then((m) => m.SchedulerPage));
const TutoringPage = lazyView(() => import('./tutoring/TutoringPage').then((m) => m.TutoringPage));
const DisplayPage = lazyView(() => import('./display/DisplayPage').then((m) => m.DisplayPage));
const LogisticsPage = lazyView(() => import('./logistics/LogisticsPage').then((m) => m.LogisticsPage));
const BulkLoadsPage = lazyView(() => import('./bulkLoads/BulkLoadsPage').then((m) => m.BulkLoadsPage));
const GlobalManagementPage = lazyView(() => import('./globalManagement/GlobalManagementPage').then((m) => m.GlobalManagementPage));
const ApiDocsPage = lazyView(() => import('./apiDocs/ApiDocsPage').then((m) => m.ApiDocsPage));
const BackupsPage = lazyView(() => import('./backups/BackupsPage').then((m) => m.BackupsPage));
const BulkCancelPage = lazyView(() => import('./bulkCancel/BulkCancelPage').then((m) => m.BulkCancelPage));
const OcupacionPage = lazyView(() => import('./reports/OcupacionPage').then((m) => m.OcupacionPage));
const ActividadPage = lazyView(() => import('./reports/ActividadPage').then((m) => m.ActividadPage));
const ConsumoPage = lazyView(() => import('./reports/ConsumoPage').then((m) => m.ConsumoPage));
const SietPage = lazyView(() => import('./reports/SietPage').then((m) => m.SietPage));
const SolicitudAvancePage = lazyView(() => import('./reports/SolicitudAvancePage').then((m) => m.SolicitudAvancePage));
const EncuestaPage = lazyView(() => import('./reports/EncuestaPage').then((m) => m.EncuestaPage));

export const PAGE_VIEWS: Record<PageKey, FunctionComponent> = {
  home: HomePage,
  login: LoginPage,
  olvidoContrasena: ForgotPasswordPage,
  restablecerContrasena: ResetPasswordPage,
  noAutorizado: ForbiddenPage,
  profile: ProfilePage,
  preasignaciones: PreassignmentsPage,
  programador: SchedulerPage,
  tutoria: TutoringPage,
  pantalla: DisplayPage,
  logistica: LogisticsPage,
  masivos: BulkLoadsPage,
  cancelacionMasiva: BulkCancelPage,
  apiDocs: ApiDocsPage,
  copiasDeSeguridad: BackupsPage,
  gestionGlobal: GlobalManagementPage,
  reporteOcupacion: OcupacionPage,
  reporteActividad: ActividadPage,
  reporteConsumo: ConsumoPage,
  reporteSiet: SietPage,
  reporteSolicitudAvance: SolicitudAvancePage,
  reporteEncuesta: EncuestaPage,
  notFound: NotFoundPage,
};
