// The single declaration of a resource. Pure data (no React, no SQL): the browser builds its
// react-admin views from it and the server builds its validation and CRUD endpoints from it.
// The declaration's types have this one home and import nothing of the core back (the modules that
// give them behaviour, actions.ts, fieldAccess.ts, privileges.ts, recordRules.ts, core/engine/fields/,
// import them here).
import type { z } from 'zod';

/** A permission code carried in the JWT (e.g. '4586B73F'). */
export type PermissionCode = string;

/** A resource's own permission codes, each under a name: name → [code, descripcion]. */
export type PermissionBlock = Readonly<Record<string, readonly [code: PermissionCode, descripcion: string]>>;

/**
 * The field types, one module each in core/engine/fields/ (its rules) and src/resource-views/fields/ (its
 * input and display): each module adds its name here (`declare module '../types'`), with the type
 * of a value as a read record holds it (RecordOf), so a new type is its own files and one line in
 * core/engine/fields/index.ts (docs/adding-a-resource.md, 'Field types').
 */
export interface FieldTypes {}

export type FieldType = keyof FieldTypes;

export interface Choice {
  id: string | number;
  name: string;
}

/**
 * Options a field type owns, each under its type's name (a file's `file: { accept, maxBytes }`, a JSON
 * list's `jsonList: { item, maxItems }`): the type's module in core/engine/fields/ adds its block here
 * (`declare module '../types'`), only that module and the type's view read it, and a field carries
 * no block but its own type's (checked at start, server/crud/load.ts). S: the declaration's field names.
 */
export interface FieldTypeOptions<S extends string = string> {}

/**
 * A field of a declaration whose fields are named S (defineResource infers S from the sources, so a
 * field named elsewhere in the declaration is checked by tsc); S = string where names are not known.
 */
export interface FieldDeclaration<S extends string = string> extends FieldTypeOptions<S> {
  /** Column name and API key. */
  source: S;
  type: FieldType;
  /** Spanish label (the i18n key resources.<name>.fields.<source> is generated from it). */
  label: string;
  /** true = on create and edit; 'create' = on create and bulk only (existing rows may lack it). */
  required?: boolean | 'create';
  /** Message when a required value is missing (default: 'Este campo es requerido'). */
  requiredMessage?: string;
  /** Numbers: inclusive bounds. */
  min?: number;
  max?: number;
  /** 'number': the value is a multiple of this (0.01: at most two decimals); default any. */
  step?: number;
  /** Text: length bounds. */
  minLength?: number;
  maxLength?: number;
  /** Static options for 'select'. */
  choices?: Choice[];
  /** Options served by a lookup endpoint (see lookups.ts), for 'select'. */
  lookup?: string;
  /** Value used on create when the field is absent. */
  defaultValue?: string | number | boolean | null;
  /** The value must be unique in the table (checked by the server, per row in bulk too). */
  unique?: boolean;
  /** Where the field appears; default: everywhere except where noted. */
  inCreate?: boolean; // default true
  inEdit?: boolean; // default true
  inShow?: boolean; // default true
  /** Read-only: shown, never written by crear/editar (e.g. computed or managed by a named action). */
  readOnly?: boolean;
  /**
   * Read-only value the server computes with this SQL expression over the row (columns qualified by
   * the table's name): never a column of its own (a staff member's permitted sedes, from usuario_sedes).
   */
  computed?: string;
  /** What the list and the detail show while the value is empty (a staff member's group: 'Sin Asignar'). */
  emptyText?: string;
  /** Helper text shown under the input. */
  helperText?: string;
  /** A heading before this field in the detail and the forms (a topic's 'Académico', 'Técnico'…). */
  heading?: string;
  /** Shown (form and detail) only while this boolean field is on (a topic's notification text). */
  shownWhen?: NoInfer<S>;
  /** An optional value behind a switch with this label: each click resets it, off leaves it blank. */
  toggle?: string;
  /** Codes needed to change this field besides the resource's edit code (dual-code rule). */
  editCodes?: FieldEditCodes;
}

/** A list over columns named C (the declaration's fields and 'id'). */
export interface ListDeclaration<C extends string = string> {
  /** Columns in the list view, in order. */
  columns: C[];
  /** Column shown with a custom label in the list (e.g. url as 'Live room'). */
  columnLabels?: Partial<Record<C, string>>;
  /** Columns cut to so many characters in the list (a banner's url: 30), the full value in its title. */
  maxChars?: Partial<Record<C, number>>;
  /** false: no column header sorts (the declared sort still orders the rows). Default true. */
  sortable?: boolean;
  /**
   * Rows staff enter one by one (rooms, courses, closures: hundreds at most), sorted without an
   * index. Otherwise every order the list offers (its sort, its columns unless sortable is false)
   * must lead an index of the table: the server refuses to start without it (server/crud/listIndexes.ts).
   */
  fewRows?: boolean;
  perPage: number;
  perPageOptions: number[];
  sort: { field: C; order: 'ASC' | 'DESC' };
  /** Actions of each row besides 'Ver', each by its code (achievements: 'Editar', 'Eliminar'). */
  rowActions?: ('edit' | 'delete')[];
  /** Free-text search: `<prefix>/buscar {texto}` once the text has at least `minLength` characters. */
  search?: ListSearch<C>;
  /**
   * The filter bar's filters, kept in the URL: a field's source (equality, its input from the field's
   * type) or a derived filter the server computes. Each is a `filtros` key of <prefix>/lista and exportar.
   */
  filters?: ListFilter<C>[];
}

export type ListFilter<C extends string = string> = C | DerivedListFilter<C>;

/**
 * A filter that is no column equality: 'expired' = the date `field` is before today on the school's
 * clock (true) or not (false: today on, or none); 'holds' = the list `field` holds the chosen element.
 */
export interface DerivedListFilter<C extends string = string> {
  /** Its `filtros` key and its URL name (vigencia_vencida). */
  name: string;
  label: string;
  kind: 'expired' | 'holds';
  field: C;
}

/** A filter the search body may add to its words: an id column equal to a value, or a flag that must be true. */
export interface SearchFilter<C extends string = string> {
  column: C;
  kind: 'id' | 'flag';
}

export interface ListSearch<C extends string = string> {
  minLength: number;
  columns: C[];
  /** Named filters of `<prefix>/buscar` (the scheduler's student search: curso_id, activos 'true'). */
  filters?: Record<string, SearchFilter<C>>;
  /** Codes that allow the search besides the list's (a scheduler finding a student to book: 5B4F11C4). */
  codes?: PermissionCode[];
}

export interface ResourcePermissions {
  list: PermissionCode;
  show: PermissionCode;
  create?: PermissionCode;
  edit?: PermissionCode;
  bulk?: PermissionCode;
  delete?: PermissionCode;
}

export type ResourceAction = keyof ResourcePermissions;

/**
 * What the database needs beyond the fields; server/db/schema maps every declaration to its table and
 * `npm run db:generate` writes the migration. Constraint names follow PostgreSQL's own defaults.
 */
export interface TableDeclaration<C extends string = string> {
  /**
   * Rows of other kinds live in this table too (usuarios: students, teachers, staff). Several
   * declarations may name it and must agree about the columns they share; none of them creates the
   * scope columns (hand-written); a required field binds the whole table only if it is one of the
   * table's base columns (server/db/schema/shared.ts). Default: true for `person` declarations.
   */
  sharedTable?: boolean;
  /** Unique keys over several columns, e.g. [['sede_id', 'nombre']] → <table>_sede_id_nombre_key. */
  uniqueKeys?: C[][];
  /** B-tree indexes, each over these columns → <table>_<columns>_idx. */
  indexes?: C[][];
  /** CHECK constraints: name → SQL condition over the row, e.g. { capacidad: 'capacidad > 0' } → <table>_capacidad_check. */
  checks?: Record<string, string>;
}

/** The menu's sub-menus, in menu order. */
export const MENU_GROUPS = ['Académico', 'Programador', 'Admin', 'Reportes'] as const;
export type MenuGroupName = (typeof MENU_GROUPS)[number];

/** Where a page sits in the menu: its label, at the top level or in a sub-menu. */
export interface MenuPlace {
  label: string;
  group?: MenuGroupName;
  /** Opens in a new browser tab (wall display and logistics). */
  newTab?: boolean;
}

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

export const PAGE_SIZES = [5, 10, 15, 20];

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

/** The record's id as a list column (the spec lists it for courses, exams, banners): shown, never written. */
export const ID_FIELD: FieldDeclaration<'id'> = { source: 'id', type: 'integer', label: 'Id', readOnly: true, inCreate: false, inEdit: false, inShow: false };

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

/** Codes allowing a field's change (the dual-code rule; fieldAccess.ts applies it). */
export interface FieldEditCodes {
  /** Codes any one of which allows changing the value once it is set (the stronger ones). */
  set: PermissionCode[];
  /** Codes any one of which allows the first assignment (default: `set`). */
  unset?: PermissionCode[];
}

/** The kinds of person a `usuarios` row can be, and what may be done to one (privileges.ts). */
export type PersonKind = 'estudiante' | 'docente' | 'funcionario' | 'administrador';
export type PersonAction = 'ver' | 'editar' | 'password' | 'activo' | 'sede' | 'rol_activar' | 'rol_desactivar';

/** A rule over several values of one record (recordRules.ts runs them). */
export type RecordRule<S extends string = string> =
  /** start < end (or ≤ with allowEqual): dates 'YYYY-MM-DD', times 'HH:mm' or numbers. */
  | { kind: 'ordered'; start: S; end: S; allowEqual?: boolean; message?: string }
  /** The date is at least `days` after today in the school's time zone (1 = not before tomorrow). */
  | { kind: 'notBefore'; field: S; days: number; message?: string }
  /** The number is at most `column` (of the other table) of the record the `reference` field points to (a lookup field). */
  | { kind: 'atMostRelated'; field: S; reference: S; column: string; message?: string }
  /** Every hour of the list `field` is a class slot of the weekday of the date `date` (calendar.ts). */
  | { kind: 'slotsOfDate'; field: S; date: S; message?: string }
  /**
   * The range (start, end] — start exclusive, end inclusive — overlaps no other record's with the same
   * `within` values (a course's e-mail templates of one kind). It needs the other rows: the server
   * checks it (serialised per group), the forms cannot.
   */
  | { kind: 'noOverlap'; start: S; end: S; within: S[]; message: string };

/** A declared field carrying the dual-code rule: what an attribute action changes. */
export type AttributeField = FieldDeclaration & { editCodes: FieldEditCodes };

export interface ActionDeclaration<S extends z.ZodType = z.ZodType, R = ActionResponse> {
  /** POST /api/<path> (the spec's names: 'estudiante/cambiar_password', 'user/cambiar-activo'). */
  path: string;
  /**
   * The code the endpoint's guard requires, or codes any one of which passes it: an attribute
   * action's are its field's pair (filled in by defineAttributeAction, never written by hand).
   */
  permission: PermissionCode | readonly PermissionCode[];
  /**
   * An attribute action: the declared field (its `editCodes`) whose dual-code rule applies. The
   * runner checks it on the target's current value: while unset either code, once set the stronger.
   */
  field?: AttributeField;
  /** The body, checked by the server (400 with Spanish messages) and by useAction before sending. */
  body: S;
  /** Key of the body holding the target record's id. */
  target: keyof z.output<S> & string;
  /**
   * Which records it reaches: 'resource' (default) only this resource's, 'person' any person
   * (students, teachers, staff) within the privilege ceiling — for actions the spec shares between them.
   */
  reach?: 'resource' | 'person';
  /** The privilege-ceiling action checked on person records (core/engine/privileges.ts); default 'editar'. */
  personAction?: PersonAction;
  /** What the action does, for buttons and the audit trail ('Cambiar contraseña'). */
  label: string;
  /** Type-only: the response's shape (never set at run time). */
  response?: R;
}

/** What every action answers at least: the Spanish message the browser shows. */
export interface ActionResponse {
  mensaje: string;
}
