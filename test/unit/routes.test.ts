import { describe, expect, it } from 'vitest';
import estudiantes from '../../resources/estudiantes/schema';
import salones from '../../resources/salones/schema';
import usuarios from '../../resources/usuarios/schema';
import { apiPath, resourcePaths } from '../../core/engine/paths';
import { defineResource, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import { canOpen, codesOf } from '../../src/shell/access';
import {
  customPageRoutes,
  documentTitle,
  publicPageRoutes,
  pageEnabled,
  pageTitle,
  resourcePageRoutes,
  SHELL_PAGES,
} from '../../src/shell/routeTable';

const readOnly: ResourceDeclaration = defineResource({
  ...salones,
  name: 'sedes',
  prefix: 'sede',
  label: { one: 'Sede', many: 'Sedes' },
  permissions: { list: 'AAA', show: 'BBB' },
  routeGuards: undefined,
  bulk: undefined,
});

describe('resourcePageRoutes', () => {
  it('gives the students the spec routes, codes and titles (editar is login only)', () => {
    const routes = resourcePageRoutes({ declaration: estudiantes, bulk: () => null });
    expect(routes).toEqual([
      { path: '/estudiantes', title: 'Estudiantes', permission: '4586B73F', page: 'list' },
      { path: '/estudiante/detalle/:id', title: 'Detalle de Estudiante', permission: '560B5B09', page: 'show' },
      { path: '/estudiante/nuevo', title: 'Nuevo Estudiante', permission: 'D12AEB51', page: 'create' },
      { path: '/estudiante/editar/:id', title: 'Editar Estudiante', permission: null, page: 'edit' },
      { path: '/estudiante/masivo', title: 'Carga masiva de estudiantes', permission: 'F94EDE37', page: 'bulk' },
    ]);
  });

  it('gives the rooms their codes from the route table', () => {
    const routes = resourcePageRoutes({ declaration: salones, bulk: () => null });
    expect(routes.map((route) => [route.path, route.permission, route.title])).toEqual([
      ['/salones', 'B2903DC1', 'Salones'],
      ['/salon/detalle/:id', 'AE7C3DD1', 'Detalle de Salón'],
      ['/salon/nuevo', '3C1A985C', 'Nuevo Salón'],
      ['/salon/editar/:id', 'EE7EF073', 'Editar Salón'],
      ['/salon/masivo', '871292F9', 'Carga masiva de salones'],
    ]);
  });

  it('adds extra pages with their own code and title', () => {
    const routes = resourcePageRoutes({
      declaration: estudiantes,
      extraPages: [{ path: '/estudiante/cambiarpassword/:id', title: 'Cambiar contraseña', permission: '31BEFF98' }],
    });
    expect(routes.at(-1)).toEqual({
      path: '/estudiante/cambiarpassword/:id',
      title: 'Cambiar contraseña',
      permission: '31BEFF98',
      page: 'extra',
    });
  });

  it('registers no masivo page when the resource ships no bulk view', () => {
    expect(resourcePageRoutes({ declaration: estudiantes }).map((route) => route.page)).toEqual(['list', 'show', 'create', 'edit']);
  });

  it('registers no page that has neither a code nor an explicit guard', () => {
    expect(resourcePageRoutes({ declaration: readOnly, bulk: () => null }).map((route) => route.page)).toEqual(['list', 'show']);
    expect(pageEnabled(readOnly, 'create')).toBe(false);
    expect(pageEnabled(readOnly, 'edit')).toBe(false);
    expect(pageEnabled(readOnly, 'bulk')).toBe(false);
    expect(pageEnabled(estudiantes, 'edit')).toBe(true);
  });
});

describe('titles', () => {
  it('derives resource page titles from the declaration labels', () => {
    expect(pageTitle(estudiantes, 'list')).toBe('Estudiantes');
    expect(pageTitle(salones, 'show')).toBe('Detalle de Salón');
    expect(pageTitle(salones, 'bulk')).toBe('Carga masiva de salones');
  });

  it('uses the staff bulk page’s own title', () => {
    expect(pageTitle(usuarios, 'bulk')).toBe('Funcionario Masivo');
  });

  it('has the shell page titles', () => {
    expect([SHELL_PAGES.home, SHELL_PAGES.login, SHELL_PAGES.noAutorizado, SHELL_PAGES.profile].map((page) => page.title)).toEqual([
      'Inicio',
      'Ingresar',
      'No Autorizado',
      'Mi Cuenta',
    ]);
  });

  it('builds the document title', () => {
    expect(documentTitle('Mi Cuenta')).toBe('Mi Cuenta | Aula Admin');
    expect(documentTitle('')).toBe('Aula Admin');
  });
});

describe('publicPageRoutes', () => {
  it('routes the pages open without a session, the login aside (react-admin mounts it)', () => {
    expect(publicPageRoutes()).toEqual([
      { key: 'olvidoContrasena', path: '/olvido-contrasena', title: 'Recuperar contraseña' },
      { key: 'restablecerContrasena', path: '/restablecer-contrasena', title: 'Nueva contraseña' },
    ]);
    expect(customPageRoutes().map((route) => route.key)).not.toContain('olvidoContrasena');
  });
});

describe('customPageRoutes', () => {
  it('routes the registry’s custom pages that react-admin does not mount itself', () => {
    expect(customPageRoutes()).toEqual([
      { key: 'noAutorizado', path: '/no-autorizado', title: 'No Autorizado', permission: null },
      { key: 'profile', path: '/profile', title: 'Mi Cuenta', permission: null },
      { key: 'preasignaciones', path: '/preasignaciones', title: 'Preasignaciones', permission: '3329CE3B' },
      { key: 'programador', path: '/programador', title: 'Programador de clases', permission: '8D24244B' },
      { key: 'tutoria', path: '/tutoria', title: 'Tutorías', permission: '023AB260' },
      { key: 'pantalla', path: '/pantalla', title: 'Pantalla', permission: '293B9B69' },
      { key: 'logistica', path: '/logistica', title: 'Logística', permission: '4E621462' },
      { key: 'masivos', path: '/masivos', title: 'Masivos', permission: 'EACA7E4' },
      { key: 'cancelacionMasiva', path: '/cacelacionMasiva', title: 'Cancelación masiva', permission: 'E1D33839' },
      { key: 'apiDocs', path: '/documentacion-api', title: 'API', permission: '4F40D01B' },
      { key: 'copiasDeSeguridad', path: '/copias-de-seguridad', title: 'Copias de seguridad', permission: '5E4C0B7A' },
      { key: 'gestionGlobal', path: '/usuario/gestion_global', title: 'Gestión global', permission: 'E1020A89' },
      { key: 'reporteOcupacion', path: '/reportes/ocupacion', title: 'Ocupación Académica', permission: '17737EC6' },
      { key: 'reporteActividad', path: '/reportes/actividad', title: 'Actividad Académica', permission: '17737EC6' },
      { key: 'reporteConsumo', path: '/reportes/consumo', title: 'Consumo', permission: '4F40D01B' },
      { key: 'reporteSiet', path: '/reportes/siet', title: 'SIET', permission: '11FC3E77' },
      { key: 'reporteSolicitudAvance', path: '/reportes/solicitud-avance', title: 'Solicitud de avance', permission: 'E96EB087' },
      { key: 'reporteEncuesta', path: '/reportes/encuesta-satisfaccion', title: 'Encuesta de satisfacción', permission: 'F83DCEB2' },
    ]);
  });
});

describe('access', () => {
  it('reads the codes from an array or the token JSON text', () => {
    expect(codesOf(['4586B73F', 7, '560B5B09'])).toEqual(['4586B73F', '560B5B09']);
    expect(codesOf('["4586B73F"]')).toEqual(['4586B73F']);
    expect(codesOf('[not json')).toEqual([]);
    expect(codesOf(undefined)).toEqual([]);
    expect(codesOf({ codes: ['x'] })).toEqual([]);
  });

  it('opens login-only routes to everyone logged in and coded routes to holders only', () => {
    expect(canOpen([], null)).toBe(true);
    expect(canOpen(['4586B73F'], '4586B73F')).toBe(true);
    expect(canOpen(['4586B73F'], 'D12AEB51')).toBe(false);
    expect(canOpen(['4586b73f'], '4586B73F')).toBe(false);
  });
});

/** A child of the rooms: every page and endpoint of it lives under its room. */
const child: ResourceDeclaration = defineResource({
  ...salones,
  name: 'talleres',
  prefix: 'taller',
  label: { one: 'Taller', many: 'Talleres' },
  parent: { resource: 'salones', prefix: 'salon', field: 'sede_id' },
  routes: undefined,
});

describe('a child resource', () => {
  it('has every page under its parent (the spec’s #/curso/{id}/logros/{id}/editar shape)', () => {
    const routes = resourcePageRoutes({ declaration: child, bulk: () => null });
    expect(routes.map((route) => route.path)).toEqual([
      '/salon/:parentId/talleres',
      '/salon/:parentId/talleres/:id/detalle',
      '/salon/:parentId/talleres/nuevo',
      '/salon/:parentId/talleres/:id/editar',
      '/salon/:parentId/talleres/masivo',
    ]);
    const paths = resourcePaths(child, 4);
    expect([paths.list, paths.show(9), paths.create, paths.edit(9), paths.bulk, paths.parent]).toEqual([
      '/salon/4/talleres', '/salon/4/talleres/9/detalle', '/salon/4/talleres/nuevo', '/salon/4/talleres/9/editar', '/salon/4/talleres/masivo', '/salon/detalle/4',
    ]);
    expect(resourcePaths(salones).parent).toBeNull();
  });

  it('has its endpoints under the parent’s path (curso/{id}/logro/lista)', () => {
    expect(apiPath(child, 'lista', 4)).toBe('salon/4/taller/lista');
    expect(apiPath(child, 'crear_masivo')).toBe('salon/:parentId/taller/crear_masivo');
    expect(apiPath(salones, 'lista')).toBe('salon/lista');
  });
});
