// The single declaration of a resource. Pure data (no React, no SQL): the browser builds its
// react-admin views from it and the server builds its validation and CRUD endpoints from it. Its
// parts are declared by concept beside it in core/engine/declaration/ (access, field, list, table,
// menu, recordRule, action), which import nothing of the core back (the modules that give them
// behaviour — actions.ts, fieldAccess.ts, privileges.ts, recordRules.ts, core/engine/fields/ — import them).
import type { PermissionBlock, PermissionCode, PersonKind, ResourcePermissions } from './access';
import type { ActionDeclaration } from './action';
import { type FieldDeclaration, type FieldTypes, ID_FIELD } from './field';
import type { ListDeclaration } from './list';
import type { MenuPlace } from './menu';
import type { RecordRule } from './recordRule';
import type { TableDeclaration } from './table';

/**
 * A resource, its fields named S: defineResource infers S from `fields` alone (NoInfer elsewhere), so
 * every other place naming a field (list, search, filters, bulk, sede, parent, keys, rules) is checked
 * by tsc. S = string where the names are not known (the engine's code, the registry).
 */
export interface ResourceDeclaration<S extends string = string> {
  /** react-admin resource name and list route, plural: 'estudiantes' → #/estudiantes. */
  name: string;
  /** API prefix and singular route base: 'estudiante' → /api/estudiante/lista, #/estudiante/nuevo. */
  prefix: string;
  label: { one: string; many: string };
  /** Its list page's place in the menu; none = reached from elsewhere only (a course's topics). */
  menu?: MenuPlace;
  /** SQL table holding the records. */
  table: string;
  /** Fixed column values that select this resource's rows in a shared table (e.g. { es: true }). */
  scope?: Record<string, string | number | boolean>;
  /** The records are people of this kind (table usuarios): the privilege ceiling applies. */
  person?: PersonKind;
  /** Column holding the record's sede: users with permitted sedes see and write only theirs. */
  sedeField?: NoInfer<S>;
  fields: FieldDeclaration<S>[];
  /** Table options only the database needs (keys, indexes, checks, sharing). */
  db?: TableDeclaration<NoInfer<S> | 'id'>;
  list: ListDeclaration<NoInfer<S> | 'id'>;
  permissions: ResourcePermissions;
  /**
   * Codes this resource brings beside the specification's catalogue (core/engine/permissions.ts): name →
   * [code, descripcion], listed under its name in the groups screen and granted to the demo's
   * Administrador. A code must be new to the whole catalogue (checked at start).
   */
  ownPermissions?: PermissionBlock;
  /** Route guard overrides (null = login only); default: the page's action code. */
  routeGuards?: Partial<Record<'list' | 'show' | 'create' | 'edit' | 'bulk', PermissionCode | null>>;
  /**
   * Column order of a bulk line / CSV file (masivo); the text area's separator (default ','); the
   * endpoint when the spec names another than <prefix>/crear_masivo (topics: curso/crear_temas_masivo);
   * the page's title when the spec names one (staff: 'Funcionario Masivo').
   */
  bulk?: { columns: readonly NoInfer<S>[]; separator?: ',' | ';'; path?: string; title?: string };
  /** Template of the record's one-line representation: '{primer_nombre} {primer_apellido}'. */
  representation: string;
  /** Success messages shown by the views (deleted: default '<label.one> eliminado'). */
  messages: { created: string; updated: string; deleted?: string };
  /**
   * A child resource (a course's e-mails, a room's workshops): `field` holds the parent's id (a
   * select over a lookup of the parent's table); its list and create pages live under the parent's
   * route (#/<prefix>/<id>/<name>), and a record whose parent the user cannot see is not theirs either.
   */
  parent?: { resource: string; prefix: string; field: NoInfer<S> };
  /** Rules over several values of a record (core/engine/recordRules.ts), checked by the forms and the server. */
  rules?: RecordRule<NoInfer<S>>[];
  /** Named actions (core/engine/actions.ts), by name: their handlers are in resources/<name>/server.ts. */
  actions?: Record<string, ActionDeclaration>;
  /**
   * How the generated views open: on their own routes (default) or as dialogs over the list; where
   * a saved new record leads (default: its detail).
   */
  /**
   * Routes the spec names apart from the convention (banners: the list at #/banners/lista, the edit
   * page at #/banner/editar/:id); #/<name> then leads to the list.
   */
  routes?: {
    list?: string;
    /** The singular route base when it differs from the API prefix (staff: #/usuario/detalle/:id, funcionario/detalle). */
    base?: string;
    editPrefix?: string;
    /** The create route carries this field's value: #/tema/nuevo/{cursoId} starts with the course, fixed. */
    createWith?: NoInfer<S>;
  };
  views?: {
    modal?: boolean;
    /** Its dialogs close by their own buttons only, never by Escape or a click outside (achievements). */
    lockedDialogs?: boolean;
    afterCreate?: 'show' | 'list';
    /** Where a saved edit returns (default the detail; exams: the list). */
    afterEdit?: 'show' | 'list';
    /** What a list row's 'Ver' opens (default the detail; exams: the edit page). */
    rowLink?: 'show' | 'edit';
    /** The list's create button (default 'Nuevo'; closures: 'Crear Cierre'). */
    createLabel?: string;
    /** Codes the list's create button also needs besides the create code (exams: 19E70E2C). */
    createLinkCodes?: PermissionCode[];
  };
}

/**
 * Keeps the declaration's own type: its field names (S, from `fields`: a list column, sort, search,
 * filter, bulk column, sedeField, parent field, key or rule naming no field fails tsc), its records'
 * shape (RecordOf) and its actions' body schemas (useAction and the handlers).
 */
export function defineResource<S extends string, D extends ResourceDeclaration<S>>(declaration: D & ResourceDeclaration<S>): D {
  return declaration;
}

/** A read record of a declaration: id, version and each field's value as its type holds it (FieldTypes), or null. */
export type RecordOf<D extends ResourceDeclaration> = { id: number; version: number } & {
  -readonly [F in D['fields'][number] as F['source']]: FieldTypes[F['type']] | null;
};

/**
 * A declaration's values in a write (what its hooks complete): each field's, optional (an edit
 * carries what changed); a file field's is left to the engine (a new upload or the stored file).
 */
export type ValuesOf<D extends ResourceDeclaration> = {
  -readonly [F in D['fields'][number] as F['type'] extends 'file' ? never : F['source']]?: FieldTypes[F['type']] | null;
};

export function fieldOf(decl: ResourceDeclaration, source: string): FieldDeclaration {
  const field = source === 'id' ? ID_FIELD : decl.fields.find((f) => f.source === source);
  if (!field) throw new Error(`${decl.name}: campo desconocido ${source}`);
  return field;
}

export type WriteMode = 'create' | 'edit' | 'bulk';

export function representRecord(decl: ResourceDeclaration, record: Record<string, unknown> | undefined): string {
  if (!record) return '';
  return decl.representation
    .replace(/\{(\w+)\}/g, (_, key: string) => (record[key] == null ? '' : String(record[key])))
    .replace(/\s+/g, ' ')
    .trim();
}
