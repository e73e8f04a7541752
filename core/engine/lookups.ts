// Option lists served by the server and used by 'select' fields. Each is one endpoint returning
// [{<id>, <name>, ...}]; the server also uses `table`/`id` to check that a submitted value exists.
import { P } from './permissions';
import type { PermissionCode } from './declaration/access';

export interface LookupDeclaration {
  endpoint: string; // POST /api/<endpoint>
  table: string;
  id: string; // key column, also the option value
  name: string; // label column
  /** Optional short code column a person may type instead of the name (bulk cells; see references.ts). */
  code?: string;
  idType: 'integer' | 'text';
  /** Optional filter parameter of the body, matched against the column of the same name. */
  param?: string;
  /** Login is enough unless a code is given. */
  permission?: PermissionCode;
  /** Column holding the option's sede: a user with permitted sedes sees only theirs. */
  sedeColumn?: string;
  orderBy: string;
  /**
   * The list's own rows: the engine then OWNS its table (a generated migration creates it: id text
   * primary key, name text, orden integer) and keeps the rows in line with this list at start-up
   * (server/db/catalogues.ts). Ids are short codes ('soltero'), orden their position here.
   */
  catalogue?: readonly CatalogueRow[];
}

export interface CatalogueRow {
  id: string;
  name: string;
}

/** A lookup whose rows the declaration gives (docs/adding-a-resource.md 'How to add a resource': catalogue lookups). */
function catalogue(endpoint: string, table: string, name: string, rows: readonly CatalogueRow[]): CatalogueLookup {
  return { endpoint, table, id: 'codigo', name, idType: 'text', orderBy: 'orden', catalogue: rows };
}

export type CatalogueLookup = LookupDeclaration & { catalogue: readonly CatalogueRow[] };

const row = (id: string, name: string): CatalogueRow => ({ id, name });

export const LOOKUPS = {
  // A user with permitted sedes is offered only those (a closure's branches, a student's sede).
  sedes: { endpoint: 'sedes/lista', table: 'sedes', id: 'id', name: 'nombre', idType: 'integer', sedeColumn: 'id', orderBy: 'nombre' },
  tiposDocumento: { endpoint: 'tipos-documentos/lista', table: 'tipos_documento', id: 'codigo', name: 'nombre', idType: 'text', orderBy: 'orden' },
  metodosPago: { endpoint: 'config/metodos_pago', table: 'metodos_pago', id: 'codigo', name: 'nombre', idType: 'text', orderBy: 'nombre' },
  niveles: { endpoint: 'nivel/lista', table: 'niveles', id: 'id', name: 'descripcion', code: 'codigo', idType: 'integer', orderBy: 'orden' },
  cursos: { endpoint: 'nivel/cursos', table: 'cursos', id: 'id', name: 'nombre', code: 'codigo', idType: 'integer', param: 'nivel_id', orderBy: 'codigo' },
  // Rooms as options (a room picker, a child resource's parent): only those of the caller's sedes.
  salones: { endpoint: 'salones/opciones', table: 'salones', id: 'id', name: 'nombre', idType: 'integer', param: 'sede_id', permission: P.salones.list, sedeColumn: 'sede_id', orderBy: 'nombre' },
  // Topics as options (the parent of a topic's files), by course.
  temas: { endpoint: 'tema/opciones', table: 'temas', id: 'id', name: 'nombre', code: 'codigo', idType: 'integer', param: 'curso_id', orderBy: 'orden' },
  // A topic's exam, shown by its nombre.
  examenes: { endpoint: 'examen/opciones', table: 'examenes', id: 'id', name: 'nombre', code: 'codigo', idType: 'integer', orderBy: 'nombre' },
  // The ready reasons (resources/motivos): any logged-in user reads them, since whoever may perform an
  // action may pick its presets; the catalogue's codes guard only its editing. The inputs keep an action's active ones.
  motivos: { endpoint: 'motivos/opciones', table: 'motivos', id: 'id', name: 'texto', idType: 'integer', orderBy: 'orden' },
  // A staff member's group: named for whoever lists staff.
  grupos: { endpoint: 'grupos/opciones', table: 'grupos', id: 'id', name: 'nombre', idType: 'integer', permission: P.usuarios.list, orderBy: 'nombre' },
  tiposClase: { endpoint: 'tipos-clase/lista', table: 'tipos_clase', id: 'id', name: 'nombre', idType: 'text', orderBy: 'orden' },
  // The student's SIET data (as the SIET report's rows carry it: estadoCivil.descripcion,
  // regimenSalud.nombre…), with the Colombian ministry's usual categories.
  estadosCiviles: catalogue('estados-civiles/lista', 'estados_civiles', 'descripcion', [
    row('soltero', 'Soltero(a)'), row('casado', 'Casado(a)'), row('union_libre', 'Unión libre'),
    row('separado', 'Separado(a) / Divorciado(a)'), row('viudo', 'Viudo(a)'),
  ]),
  regimenesSalud: catalogue('regimenes-salud/lista', 'regimenes_salud', 'nombre', [
    row('contributivo', 'Contributivo'), row('subsidiado', 'Subsidiado'), row('especial', 'Especial o de excepción'), row('no_afiliado', 'No afiliado'),
  ]),
  nivelesEducativos: catalogue('niveles-educativos/lista', 'niveles_educativos', 'descripcion', [
    row('ninguno', 'Ninguno'), row('primaria', 'Básica primaria'), row('secundaria', 'Básica secundaria'), row('media', 'Media (bachiller)'),
    row('tecnico', 'Técnico'), row('tecnologo', 'Tecnólogo'), row('universitario', 'Universitario'), row('especializacion', 'Especialización'),
    row('maestria', 'Maestría'), row('doctorado', 'Doctorado'),
  ]),
  ocupaciones: catalogue('ocupaciones/lista', 'ocupaciones', 'descripcion', [
    row('estudiante', 'Estudiante'), row('empleado', 'Empleado(a)'), row('independiente', 'Independiente'), row('desempleado', 'Desempleado(a)'),
    row('hogar', 'Hogar'), row('pensionado', 'Pensionado(a)'), row('otra', 'Otra'),
  ]),
  discapacidades: catalogue('discapacidades/lista', 'discapacidades', 'descripcion', [
    row('ninguna', 'Ninguna'), row('fisica', 'Física'), row('auditiva', 'Auditiva'), row('visual', 'Visual'), row('sordoceguera', 'Sordoceguera'),
    row('intelectual', 'Intelectual'), row('psicosocial', 'Psicosocial (mental)'), row('multiple', 'Múltiple'),
  ]),
  gruposEtnicos: catalogue('grupos-etnicos/lista', 'grupos_etnicos', 'descripcion', [
    row('ninguno', 'Ninguno'), row('indigena', 'Indígena'), row('afrocolombiano', 'Negro, mulato, afrodescendiente'),
    row('raizal', 'Raizal del Archipiélago'), row('palenquero', 'Palenquero de San Basilio'), row('rom', 'Rom (gitano)'),
  ]),
} satisfies Record<string, LookupDeclaration>;

export type LookupName = keyof typeof LOOKUPS;

/** The lookups whose table the engine owns (their `catalogue`), by name. */
export function catalogueLookups(): [LookupName, CatalogueLookup][] {
  return (Object.entries(LOOKUPS) as [LookupName, LookupDeclaration][]).flatMap(([name, lookup]) =>
    lookup.catalogue ? [[name, { ...lookup, catalogue: lookup.catalogue }]] : [],
  );
}

export function lookupOf(name: string): LookupDeclaration {
  const lookup = (LOOKUPS as Record<string, LookupDeclaration>)[name];
  if (!lookup) throw new Error(`Lista de opciones desconocida: ${name}`);
  return lookup;
}
