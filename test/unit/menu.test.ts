import { describe, expect, it } from 'vitest';
import { isCurrent, MENU, profileLabel, visibleMenu, type MenuGroup, type MenuItem, type MenuLink } from '../../src/layout/menu';
import { ALL_PERMISSION_CODES } from '../../resources/permissions';

const allLinks = (menu: MenuItem[]): MenuLink[] => menu.flatMap((item) => (item.kind === 'link' ? [item] : item.entries));
const labels = (menu: MenuItem[]): string[] => menu.map((item) => item.label);
const allPaths = new Set(allLinks(MENU).map((entry) => entry.path));

describe('MENU (spec 01 §2 and §6)', () => {
  it('has the spec entries, sub-menus and codes in order', () => {
    expect(labels(MENU)).toEqual(['Estudiantes', 'Docentes', 'Salones', 'Académico', 'Programador', 'Pantalla', 'Logistica', 'Admin', 'Reportes']);
    const table = allLinks(MENU).map((entry) => [entry.label, entry.path, entry.code]);
    expect(table).toEqual([
      ['Estudiantes', '/estudiantes', '4586B73F'],
      ['Docentes', '/docentes', '8A28EE41'],
      ['Salones', '/salones', 'B2903DC1'],
      ['Cursos', '/cursos', '19E70E2C'],
      ['Examenes', '/examenes', 'B7A9DE95'],
      ['Clases', '/programador', '8D24244B'],
      ['Tutorias', '/tutoria', '023AB260'],
      ['Pantalla', '/pantalla', '293B9B69'],
      ['Logistica', '/logistica', '4E621462'],
      ['Usuarios', '/usuarios', '42A34371'],
      ['Grupos', '/grupos', '4F40D01B'],
      ['Cierres', '/cierres', 'E4D2DDE5'],
      ['Banners', '/banners/lista', '2360680B'],
      ['Masivos', '/masivos', 'EACA7E4'],
      ['Cancelación masiva', '/cacelacionMasiva', 'E1D33839'],
      ['Ocupación', '/reportes/ocupacion', '17737EC6'],
      ['Actividad', '/reportes/actividad', '17737EC6'],
      ['Consumo', '/reportes/consumo', '4F40D01B'],
      ['SIET', '/reportes/siet', '11FC3E77'],
      ['Solicitud de avance', '/reportes/solicitud-avance', 'E96EB087'],
      ['Encuesta de satisfacción', '/reportes/encuesta-satisfaccion', 'F83DCEB2'],
    ]);
  });

  it('uses only codes of the permission catalogue', () => {
    allLinks(MENU).forEach((entry) => expect(ALL_PERMISSION_CODES).toContain(entry.code));
  });

  it('opens only Pantalla and Logistica in a new tab', () => {
    expect(allLinks(MENU).filter((entry) => entry.newTab).map((entry) => entry.label)).toEqual(['Pantalla', 'Logistica']);
  });
});

describe('visibleMenu', () => {
  it('shows everything to a user with every code when every page exists', () => {
    expect(visibleMenu(MENU, ALL_PERMISSION_CODES, allPaths)).toEqual(MENU);
  });

  it('hides entries whose page is not registered, even for the admin', () => {
    const menu = visibleMenu(MENU, ALL_PERMISSION_CODES, new Set(['/', '/estudiantes', '/salones', '/profile']));
    expect(labels(menu)).toEqual(['Estudiantes', 'Salones']);
  });

  it('hides entries whose code the user lacks', () => {
    const menu = visibleMenu(MENU, ['4586B73F', '560B5B09'], allPaths);
    expect(labels(menu)).toEqual(['Estudiantes']);
  });

  it('keeps a sub-menu with its visible entries only and drops empty ones', () => {
    const menu = visibleMenu(MENU, ['17737EC6', '19E70E2C'], new Set([...allPaths].filter((path) => path !== '/reportes/actividad')));
    expect(labels(menu)).toEqual(['Académico', 'Reportes']);
    const reportes = menu[1] as MenuGroup;
    expect(reportes.entries.map((entry) => entry.label)).toEqual(['Ocupación']);
    const academico = menu[0] as MenuGroup;
    expect(academico.entries.map((entry) => entry.label)).toEqual(['Cursos']);
  });

  it('shows nothing without codes', () => {
    expect(visibleMenu(MENU, [], allPaths)).toEqual([]);
  });

  it('does not modify the menu data', () => {
    const before = JSON.stringify(MENU);
    visibleMenu(MENU, ['19E70E2C'], allPaths);
    expect(JSON.stringify(MENU)).toBe(before);
  });
});

describe('isCurrent', () => {
  it('matches the page and pages below it, not siblings sharing a prefix', () => {
    expect(isCurrent('/estudiantes', '/estudiantes')).toBe(true);
    expect(isCurrent('/reportes/siet', '/reportes/siet/2024')).toBe(true);
    expect(isCurrent('/estudiantes', '/estudiante/detalle/3')).toBe(false);
    expect(isCurrent('/tutoria', '/tutorias')).toBe(false);
  });
});

describe('profileLabel', () => {
  it('reads "<primer_nombre> <primer_apellido> en <sede>"', () => {
    expect(profileLabel({ fullName: 'x', primer_nombre: 'Ana', primer_apellido: 'Gómez', sede: 'Sede Norte' })).toBe('Ana Gómez en Sede Norte');
  });

  it('falls back to fullName, accepts a sede object and omits a missing sede', () => {
    expect(profileLabel({ fullName: 'Luis Díaz', sede: { id: 2, nombre: 'Centro' } })).toBe('Luis Díaz en Centro');
    expect(profileLabel({ primer_nombre: 'Ana', primer_apellido: 'Gómez', sede: '' })).toBe('Ana Gómez');
    expect(profileLabel(undefined)).toBe('');
  });
});
