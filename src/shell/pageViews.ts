// The view of each custom page of pages.ts: a page registered without a view fails tsc.
import type { FunctionComponent } from 'react';
import type { PageKey } from './pages';
import { HomePage } from '../pages/home/HomePage';
import { LoginPage } from '../pages/login/LoginPage';
import { NoAutorizadoPage } from '../pages/noAutorizado/NoAutorizadoPage';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { lazyView } from '../resource-views/lazyView';

// A heavy page loads on first use, like the resources' views.
const ProfilePage = lazyView(() => import('../pages/profile/ProfilePage').then((m) => m.ProfilePage));
const PreasignacionesPage = lazyView(() => import('../pages/preasignaciones/PreasignacionesPage').then((m) => m.PreasignacionesPage));
const ProgramadorPage = lazyView(() => import('../pages/programador/ProgramadorPage').then((m) => m.ProgramadorPage));
const TutoriaPage = lazyView(() => import('../pages/tutoria/TutoriaPage').then((m) => m.TutoriaPage));
const PantallaPage = lazyView(() => import('../pages/pantalla/PantallaPage').then((m) => m.PantallaPage));
const LogisticaPage = lazyView(() => import('../pages/logistica/LogisticaPage').then((m) => m.LogisticaPage));
const MasivosPage = lazyView(() => import('../pages/masivos/MasivosPage').then((m) => m.MasivosPage));
const GestionGlobalPage = lazyView(() => import('../pages/gestionGlobal/GestionGlobalPage').then((m) => m.GestionGlobalPage));
const ApiDocsPage = lazyView(() => import('../pages/apiDocs/ApiDocsPage').then((m) => m.ApiDocsPage));
const CancelacionMasivaPage = lazyView(() => import('../pages/cancelacionMasiva/CancelacionMasivaPage').then((m) => m.CancelacionMasivaPage));
const OcupacionPage = lazyView(() => import('../pages/reportes/OcupacionPage').then((m) => m.OcupacionPage));
const ActividadPage = lazyView(() => import('../pages/reportes/ActividadPage').then((m) => m.ActividadPage));
const ConsumoPage = lazyView(() => import('../pages/reportes/ConsumoPage').then((m) => m.ConsumoPage));
const SietPage = lazyView(() => import('../pages/reportes/SietPage').then((m) => m.SietPage));
const SolicitudAvancePage = lazyView(() => import('../pages/reportes/SolicitudAvancePage').then((m) => m.SolicitudAvancePage));
const EncuestaPage = lazyView(() => import('../pages/reportes/EncuestaPage').then((m) => m.EncuestaPage));

export const PAGE_VIEWS: Record<PageKey, FunctionComponent> = {
  home: HomePage,
  login: LoginPage,
  noAutorizado: NoAutorizadoPage,
  profile: ProfilePage,
  preasignaciones: PreasignacionesPage,
  programador: ProgramadorPage,
  tutoria: TutoriaPage,
  pantalla: PantallaPage,
  logistica: LogisticaPage,
  masivos: MasivosPage,
  cancelacionMasiva: CancelacionMasivaPage,
  apiDocs: ApiDocsPage,
  gestionGlobal: GestionGlobalPage,
  reporteOcupacion: OcupacionPage,
  reporteActividad: ActividadPage,
  reporteConsumo: ConsumoPage,
  reporteSiet: SietPage,
  reporteSolicitudAvance: SolicitudAvancePage,
  reporteEncuesta: EncuestaPage,
  notFound: NotFoundPage,
};
