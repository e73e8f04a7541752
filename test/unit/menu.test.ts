import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, permissionCatalogue } from '../../core/engine/permissions';
import { MENU_GROUPS } from '../../core/engine/registry';
import { PAGES } from '../../src/shell/pages';
import { DECLARATIONS, RESOURCES } from '../../resources/registry';
import {
  buildMenu,
  isCurrent,
  profileLabel,
  registeredLinks,
  visibleMenu,
  type MenuGroup,
  type MenuItem,
  type MenuLink,
  type PlacedLink,
} from '../../src/layout/menu';
import { MENU_PLAN } from '../../src/layout/menuPlan';

const allLinks = (menu: readonly MenuItem[]): MenuLink[] => menu.flatMap((item) => (item.kind === 'link' ? [item] : item.entries));
const labels = (menu: readonly MenuItem[]): string[] => menu.map((item) => item.label);
/** Every planned entry as if its page were registered, in an order unlike the plan's. */
const everyPlanned: PlacedLink[] = MENU_PLAN.flatMap((item): PlacedLink[] =>
  item.kind === 'link' ? [{ link: item }] : item.entries.map((link) => ({ link, group: item.label })),
).reverse();
const registered = registeredLinks(RESOURCES, Object.values(PAGES));
const fullMenu = buildMenu(everyPlanned);

describe('MENU_PLAN (the menu’s order and codes)', () => {
  it('has the spec entries, sub-menus and codes in order', () => {
    expect(labels(MENU_PLAN)).toEqual(['Estudiantes', 'Docentes', 'Salones', 'Académico', 'Programador', 'Pantalla', 'Logística', 'Admin', 'Reportes']);
    const table = allLinks(MENU_PLAN).map((entry) => [entry.label, entry.path, entry.code]);
    expect(table).toEqual([
      ['Estudiantes', '/estudiantes', '4586B73F'],
      ['Docentes', '/docentes', '8A28EE41'],
      ['Salones', '/salones', 'B2903DC1'],
      ['Cursos', '/cursos', '19E70E2C'],
      ['Exámenes', '/examenes', 'B7A9DE95'],
      ['Clases', '/programador', '8D24244B'],
      ['Tutorías', '/tutoria', '023AB260'],
      ['Pantalla', '/pantalla', '293B9B69'],
      ['Logística', '/logistica', '4E621462'],
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
    expect(MENU_PLAN.filter((item) => item.kind === 'group').map((item) => item.label)).toEqual([...MENU_GROUPS]);
  });

  it('uses only codes of the permission catalogue', () => {
    allLinks(MENU_PLAN).forEach((entry) => expect(ALL_PERMISSION_CODES).toContain(entry.code));
  });

  it('opens only Pantalla and Logística in a new tab', () => {
    expect(allLinks(MENU_PLAN).filter((entry) => entry.newTab).map((entry) => entry.label)).toEqual(['Pantalla', 'Logística']);
  });
});

describe('the registry’s menu places', () => {
  it('agree with the plan wherever the plan has the page (label, code, sub-menu, new tab)', () => {
    for (const { link, group } of registered) {
      const planned = everyPlanned.find((entry) => entry.link.path === link.path);
      if (planned) expect({ link, group }, link.path).toEqual(planned);
    }
  });

  it('use only codes of the permission catalogue, one entry per page', () => {
    // The catalogue the app serves: the specification's codes and the registered resources' own.
    const catalogue = permissionCatalogue(DECLARATIONS).map((p) => p.code);
    registered.forEach(({ link }) => link.code === null || expect(catalogue).toContain(link.code));
    expect(new Set(registered.map(({ link }) => link.path)).size).toBe(registered.length);
  });

  it('all come out in the menu, in the plan’s order', () => {
    const menu = buildMenu(registered);
    expect(allLinks(menu).map((entry) => entry.path).sort()).toEqual(registered.map(({ link }) => link.path).sort());
    const plannedOrder = allLinks(fullMenu).map((entry) => entry.path);
    const shownPlanned = allLinks(menu).map((entry) => entry.path).filter((path) => plannedOrder.includes(path));
    expect(shownPlanned).toEqual(plannedOrder.filter((path) => shownPlanned.includes(path)));
  });
});

describe('buildMenu', () => {
  it('lays every planned page out as the spec’s menu, whatever the registry order', () => {
    expect(fullMenu).toEqual(MENU_PLAN);
  });

  it('shows only the registered pages: no entry, no sub-menu for the others', () => {
    const some = everyPlanned.filter(({ link }) => ['/salones', '/examenes', '/estudiantes', '/reportes/siet'].includes(link.path));
    const menu = buildMenu(some);
    expect(labels(menu)).toEqual(['Estudiantes', 'Salones', 'Académico', 'Reportes']);
    expect(allLinks(menu).map((entry) => entry.label)).toEqual(['Estudiantes', 'Salones', 'Exámenes', 'SIET']);
  });

  it('puts a page the plan lacks after the planned ones of its sub-menu (or of the top level)', () => {
    const link = (label: string, path: string): MenuLink => ({ kind: 'link', label, path, code: null });
    const menu = buildMenu([
      { link: link('Correos enviados', '/correos_enviados'), group: 'Admin' },
      { link: link('Nuevo', '/nuevo') },
      ...everyPlanned.filter(({ link }) => ['/grupos', '/usuarios', '/salones'].includes(link.path)),
    ]);
    expect(labels(menu)).toEqual(['Salones', 'Admin', 'Nuevo']);
    expect((menu[1] as MenuGroup).entries.map((entry) => entry.label)).toEqual(['Usuarios', 'Grupos', 'Correos enviados']);
  });

  it('does not modify the links it is given', () => {
    const before = JSON.stringify(everyPlanned);
    buildMenu(everyPlanned);
    expect(JSON.stringify(everyPlanned)).toBe(before);
  });
});

describe('visibleMenu', () => {
  it('shows everything to a user with every code', () => {
    expect(visibleMenu(fullMenu, ALL_PERMISSION_CODES)).toEqual(fullMenu);
  });

  it('hides entries whose code the user lacks', () => {
    const menu = visibleMenu(fullMenu, ['4586B73F', '560B5B09']);
    expect(labels(menu)).toEqual(['Estudiantes']);
  });

  it('keeps a sub-menu with its visible entries only and drops empty ones', () => {
    const menu = visibleMenu(fullMenu, ['17737EC6', '19E70E2C']);
    expect(labels(menu)).toEqual(['Académico', 'Reportes']);
    const reportes = menu[1] as MenuGroup;
    expect(reportes.entries.map((entry) => entry.label)).toEqual(['Ocupación', 'Actividad']);
    const academico = menu[0] as MenuGroup;
    expect(academico.entries.map((entry) => entry.label)).toEqual(['Cursos']);
  });

  it('shows nothing without codes, except login-only entries', () => {
    expect(visibleMenu(fullMenu, [])).toEqual([]);
    const open: MenuLink = { kind: 'link', label: 'Ayuda', path: '/ayuda', code: null };
    expect(visibleMenu([open], [])).toEqual([open]);
  });

  it('does not modify the menu data', () => {
    const before = JSON.stringify(fullMenu);
    visibleMenu(fullMenu, ['19E70E2C']);
    expect(JSON.stringify(fullMenu)).toBe(before);
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
