// Every permission code of the specification and the few the product adds (PRODUCT_CODES), grouped
// by recurso (as the groups screen shows them), each under a name: code refers to codes as
// P.<recurso>.<name> (P.estudiantes.password), so a typo fails tsc. A resource may bring codes of
// its own (its declaration's ownPermissions): the catalogue
// the server serves and the app names is this one followed by theirs (permissionCatalogue). The
// admin demo account holds all of them; the server and the browser check these codes.
import { crearPermisoBody } from './groupPermissions';
import type { PermissionBlock } from './declaration/access';
import type { ResourceDeclaration } from './declaration/resource';

export interface PermissionInfo {
  code: string;
  recurso: string;
  descripcion: string;
}

type Catalogue = Record<string, Record<string, readonly [code: string, descripcion: string]>>;

/** name → [code, descripcion], per recurso, in the groups screen's order: the one place of each code. */
const CATALOGUE = {
  inicio: { disponibilidad: ['BA0052EE', 'Ver disponibilidad actual'] },
  estudiantes: {
    list: ['4586B73F', 'Listar estudiantes'], create: ['D12AEB51', 'Crear estudiante'], bulk: ['F94EDE37', 'Carga masiva de estudiantes'],
    show: ['560B5B09', 'Ver detalle de estudiante'], progreso: ['4EBC511D', 'Ver clases / progreso'],
    password: ['31BEFF98', 'Cambiar contraseña de estudiante'], cancelAgendamiento: ['22D98724', 'Cancelar agendamiento'],
    cancelTutoria: ['98E38A0E', 'Cancelar tutoría'], edit: ['9022BCBD', 'Editar datos básicos'],
    activo: ['71A798F', 'Cambiar estado activo / desactivar rol'], sede: ['F775D80', 'Cambiar sede del estudiante'],
    editSabadosVersant: ['C297CD9C', 'Editar sábados y versant'], assignSabadosVersant: ['7F91307F', 'Asignar sábados y versant'],
    editClaseCero: ['SF4RFLA0', 'Editar clase cero'], assignClaseCero: ['QVHD4WVQ', 'Asignar clase cero'],
    editNotificaciones: ['FS9B8LJS', 'Editar notificaciones por correo'], editTutorias: ['A26852FD', 'Editar tutorías'],
    editMetodoPago: ['EA5E1F0B', 'Editar método de pago'], assignMetodoPago: ['700279E9', 'Asignar método de pago'],
    editVigencia: ['1904624A', 'Editar vigencia'], assignVigencia: ['20BAD775', 'Asignar vigencia'],
    editCurso: ['C448968B', 'Editar curso / nivel'], assignCurso: ['C0F0653E', 'Asignar curso / nivel'],
  },
  progreso: {
    defineTema: ['C3D1A230', 'Definir tema del progreso'], resetNivel: ['4DE6952E', 'Reiniciar nivel'], notaNivelacion: ['524A95EB', 'Nota de nivelación'],
    review: ['E4E63F5F', 'Revisar progreso'], notas: ['6B04B5EF', 'Ver y editar notas / logros'], unsign: ['8406FF9D', 'Anular firma'],
    sign: ['CE0C87D2', 'Firmar'], unlock: ['5FCCA3CB', 'Desbloquear'], editAsistencia: ['383FFC12', 'Editar asistencia'],
  },
  docentes: {
    list: ['8A28EE41', 'Listar docentes'], show: ['42C7BC3F', 'Ver detalle de docente'], create: ['66581933', 'Crear docente'],
    bulk: ['5A45ACB1', 'Carga masiva de docentes'], edit: ['3329CE3B', 'Editar docente / crear novedad'], novedades: ['EFE8AFBA', 'Ver novedades'],
    password: ['2FD9B828', 'Cambiar contraseña de docente'], deleteNovedad: ['LB3F483G', 'Eliminar novedad'],
    preasignaciones: ['98BEF7FF', 'Ver preasignaciones'], editPreasignaciones: ['235AE1F', 'Editar preasignaciones'],
  },
  usuarios: {
    list: ['42A34371', 'Listar funcionarios'], show: ['1E3B0C0D', 'Ver detalle de funcionario'], create: ['4049A232', 'Crear funcionario'],
    edit: ['DEF5A092', 'Editar funcionario'], bulk: ['2D648D9C', 'Carga masiva de funcionarios'], global: ['E1020A89', 'Gestión global'],
    password: ['1CE32AC5', 'Cambiar contraseña de funcionario'], editGrupo: ['1010A13E', 'Editar grupo, sedes y tokens'],
    sede: ['4610DB00', 'Cambiar sede de matrícula'], activarRol: ['13FF6EC4', 'Activar rol'],
  },
  grupos: { manage: ['4F40D01B', 'Administrar grupos y permisos (y reporte de consumo)'], show: ['90C25887', 'Ver detalle de grupo'] },
  salones: {
    list: ['B2903DC1', 'Listar salones'], show: ['AE7C3DD1', 'Ver detalle de salón'], create: ['3C1A985C', 'Crear salón'],
    bulk: ['871292F9', 'Carga masiva de salones'], edit: ['EE7EF073', 'Editar salón'],
  },
  cursos: {
    list: ['19E70E2C', 'Listar cursos'], show: ['84D84CB2', 'Ver detalle de curso'], create: ['55C8CB36', 'Crear curso'], edit: ['4370AA66', 'Editar curso'],
    correos: ['D4F5A51C', 'Ver correos del curso'], createCorreo: ['6213A164', 'Crear correo'], showCorreo: ['91361DBD', 'Ver correo'],
    editCorreo: ['DC61F6A2', 'Editar correo'], deleteCorreo: ['83D463D2', 'Eliminar correo'], logros: ['D6883020', 'Ver logros del curso'],
    createLogro: ['91AB81A4', 'Crear logro'], showLogro: ['AEF8A7F2', 'Ver logro'], editLogro: ['B50E2D63', 'Editar logro'],
    showTema: ['8A224540', 'Ver tema'], editTema: ['799AAD9D', 'Editar tema'], createTema: ['A9EFE57', 'Crear tema'],
    bulkTemas: ['10F6CF17', 'Carga masiva de temas'], feedback: ['BAB1EE7F', 'Cambiar feedback y preparación de temas'],
  },
  programador: {
    clases: ['8D24244B', 'Ver el programador de clases'], tutorias: ['023AB260', 'Ver tutorías'], pantalla: ['293B9B69', 'Ver la pantalla de clases'],
    logistica: ['4E621462', 'Ver logística'], reorganizar: ['8A511756', 'Reorganizar una franja'], createAgendamiento: ['5B4F11C4', 'Nuevo agendamiento'],
    createClase: ['BC8C54A9', 'Nueva clase'], deleteClase: ['57315736', 'Eliminar clase'], changeDocente: ['956EB91C', 'Editar clase / cambiar docente'],
    changeSalon: ['EEB6ADA9', 'Editar clase / cambiar salón'], unassignAgendamiento: ['E329996D', 'Desasignar agendamiento'],
    autoAssign: ['D7DC46E', 'Asignar agendamiento automáticamente'],
  },
  reportes: {
    ocupacionActividad: ['17737EC6', 'Reportes de ocupación y actividad'], siet: ['11FC3E77', 'Reporte SIET'], solicitudAvance: ['E96EB087', 'Reporte de solicitud de avance'],
    encuestaSatisfaccion: ['F83DCEB2', 'Reporte de encuesta de satisfacción'], chooseSedes: ['2E3F932E', 'Elegir sedes en reportes'],
  },
  examenes: { list: ['B7A9DE95', 'Listar exámenes'], create: ['39237B08', 'Crear examen'], edit: ['827D5C7D', 'Editar examen'] },
  admin: {
    cierres: ['E4D2DDE5', 'Ver y crear cierres'], listBanners: ['2360680B', 'Listar banners'], createBanner: ['F0F8F93B', 'Crear banner'],
    showBanner: ['B6EFA5D3', 'Ver banner'], editBanner: ['3D64E6E9', 'Editar banner'], bulkPagos: ['EACA7E4', 'Actualización masiva de pagos'],
    bulkCancelacion: ['E1D33839', 'Cancelación masiva'],
    // The product's own code (not the specification's): making and listing the server's backups (issue 42).
    respaldos: ['5E4C0B7A', 'Copias de seguridad'],
  },
} as const satisfies Catalogue;

type Named = typeof CATALOGUE;
type Codes = { readonly [R in keyof Named]: { readonly [N in keyof Named[R]]: Named[R][N] extends readonly [infer Code, string] ? Code : never } };

const catalogue: Catalogue = CATALOGUE;

/** Every code by name: P.estudiantes.list is '4586B73F'. */
export const P = Object.fromEntries(
  Object.entries(catalogue).map(([recurso, entries]) => [recurso, Object.fromEntries(Object.entries(entries).map(([name, [code]]) => [name, code]))]),
) as Codes; // Object.fromEntries forgets the keys; Codes is exactly what the two maps above build.

export const PERMISSIONS: PermissionInfo[] = Object.entries(catalogue).flatMap(([recurso, entries]) =>
  Object.values(entries).map(([code, descripcion]) => ({ code, recurso, descripcion })),
);

export const ALL_PERMISSION_CODES: string[] = PERMISSIONS.map((p) => p.code);

/** The codes of the catalogue that the specification does not name: the product's own operations. */
export const PRODUCT_CODES: readonly string[] = [P.admin.respaldos];

/** A block's codes by name, typed: codesOf({ list: ['NP000001', 'Listar notas'] }).list is 'NP000001'. */
export function codesOf<const B extends PermissionBlock>(block: B): { readonly [N in keyof B]: B[N][0] } {
  return Object.fromEntries(Object.entries(block).map(([name, [code]]) => [name, code])) as { readonly [N in keyof B]: B[N][0] }; // as P above
}

const catalogues = new WeakMap<readonly ResourceDeclaration[], PermissionInfo[]>();

/**
 * The specification's codes, then each resource's own (under its name as recurso), in the order
 * given. A code twice (a resource's block repeating the specification's or another block's) is
 * refused with both owners named, and one permiso/crear would refuse with its reason: the start-up
 * stops there.
 */
export function permissionCatalogue(declarations: readonly ResourceDeclaration[]): PermissionInfo[] {
  const known = catalogues.get(declarations);
  if (known) return known;
  const owners = new Map(PERMISSIONS.map((p) => [p.code, p.recurso]));
  const own: PermissionInfo[] = [];
  for (const decl of declarations) {
    for (const [name, [code, descripcion]] of Object.entries(decl.ownPermissions ?? {})) {
      const owner = owners.get(code);
      if (owner !== undefined) throw new Error(`Recurso ${decl.name}: el código ${code} (${name}) ya es un permiso de ${owner}`);
      const checked = crearPermisoBody.safeParse({ codigo: code, recurso: decl.name, descripcion });
      if (!checked.success) throw new Error(`Recurso ${decl.name}: el permiso ${name} no es válido: ${checked.error.issues[0].message}`);
      owners.set(code, decl.name);
      own.push({ code, recurso: decl.name, descripcion });
    }
  }
  const catalogue = [...PERMISSIONS, ...own];
  catalogues.set(declarations, catalogue);
  return catalogue;
}

const descriptions = new WeakMap<readonly PermissionInfo[], ReadonlyMap<string, string>>();

/** code → descripcion of a catalogue, made once per catalogue (every permission hint of the app asks for it). */
export function permissionDescriptions(catalogue: readonly PermissionInfo[]): ReadonlyMap<string, string> {
  let map = descriptions.get(catalogue);
  if (!map) {
    map = new Map(catalogue.map((p) => [p.code, p.descripcion]));
    descriptions.set(catalogue, map);
  }
  return map;
}
