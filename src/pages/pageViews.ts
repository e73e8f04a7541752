// The view of each custom page of src/shell/pages.ts: a page registered without a view fails tsc.
// src/App.tsx hands them to the shell (src/admin/AdminShell.tsx), which imports no page itself.
import type { FunctionComponent } from 'react';
import type { PageKey } from '../shell/pages';
import { lazyView } from '../shell/lazyView';
import { HomePage } from './home/HomePage';
import { LoginPage } from './login/LoginPage';
import { NoAutorizadoPage } from './noAutorizado/NoAutorizadoPage';
import { NotFoundPage } from './notFound/NotFoundPage';

// A heavy page loads on first use, like the resources' views.
const ProfilePage = lazyView(() => import('./profile/ProfilePage').then((m) => m.ProfilePage));
const PreasignacionesPage = lazyView(() => import('./preasignaciones/PreasignacionesPage').then((m) => m.PreasignacionesPage));
const ProgramadorPage = lazyView(() => import('./programador/ProgramadorPage').then((m) => m.ProgramadorPage));
const TutoriaPage = lazyView(() => import('./tutoria/TutoriaPage').then((m) => m.TutoriaPage));
const PantallaPage = lazyView(() => import('./pantalla/PantallaPage').then((m) => m.PantallaPage));
const LogisticaPage = lazyView(() => import('./logistica/LogisticaPage').then((m) => m.LogisticaPage));
const MasivosPage = lazyView(() => import('./masivos/MasivosPage').then((m) => m.MasivosPage));
const GestionGlobalPage = lazyView(() => import('./gestionGlobal/GestionGlobalPage').then((m) => m.GestionGlobalPage));
const ApiDocsPage = lazyView(() => import('./apiDocs/ApiDocsPage').then((m) => m.ApiDocsPage));
const CancelacionMasivaPage = lazyView(() => import('./cancelacionMasiva/CancelacionMasivaPage').then((m) => m.CancelacionMasivaPage));
const OcupacionPage = lazyView(() => import('./reportes/OcupacionPage').then((m) => m.OcupacionPage));
const ActividadPage = lazyView(() => import('./reportes/ActividadPage').then((m) => m.ActividadPage));
const ConsumoPage = lazyView(() => import('./reportes/ConsumoPage').then((m) => m.ConsumoPage));
const SietPage = lazyView(() => import('./reportes/SietPage').then((m) => m.SietPage));
const SolicitudAvancePage = lazyView(() => import('./reportes/SolicitudAvancePage').then((m) => m.SolicitudAvancePage));
const EncuestaPage = lazyView(() => import('./reportes/EncuestaPage').then((m) => m.EncuestaPage));

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
