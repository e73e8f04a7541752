// The declarations the server serves (handed to buildApp), checked here once, at start, so one that
// cannot be served safely stops the server rather than failing a request.
import { listFilterProblems } from '../../core/engine/listFilters';
import { lookupOf } from '../../core/engine/lookups';
import { FIELD_TYPES, fieldRules, isFileField, optionColumnLookup } from '../../core/engine/fields';
import type { FieldDeclaration, FieldType } from '../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { permissionCatalogue } from '../../core/engine/permissions';
import { assertIdentifier } from '../db/sql';

const FIELD_TYPE_NAMES = Object.keys(FIELD_TYPES) as FieldType[];

/** Throws at start when a declaration cannot be served safely. */
export function checkDeclaration(decl: ResourceDeclaration): ResourceDeclaration {
  const where = `Recurso ${decl.name}`;
  assertIdentifier(decl.table);
  if (!/^[a-z0-9_-]+$/.test(decl.prefix)) throw new Error(`${where}: prefijo no válido ${decl.prefix}`);
  const sources = new Set<string>();
  for (const field of decl.fields) {
    assertIdentifier(field.source);
    if (field.source === 'id' || sources.has(field.source)) throw new Error(`${where}: campo repetido o reservado ${field.source}`);
    sources.add(field.source);
    if (field.lookup) lookupOf(field.lookup);
    if (fieldRules(field).needsOptions && !field.lookup && !field.choices) throw new Error(`${where}: ${field.source} sin opciones`);
    if (field.computed && !field.readOnly) throw new Error(`${where}: el campo calculado ${field.source} debe ser de solo lectura`);
    checkTypeOptions(field, where);
  }
  for (const key of Object.keys(decl.scope ?? {})) assertIdentifier(key);
  const known = (source: string) => source === 'id' || sources.has(source);
  for (const column of [...decl.list.columns, decl.list.sort.field, ...(decl.list.search?.columns ?? []), ...(decl.bulk?.columns ?? [])]) {
    if (!known(column)) throw new Error(`${where}: columna desconocida ${column}`);
  }
  checkFileFields(decl, where);
  if (decl.sedeField && !sources.has(decl.sedeField)) throw new Error(`${where}: sedeField desconocido ${decl.sedeField}`);
  if (decl.person && decl.table !== 'usuarios') throw new Error(`${where}: las personas viven en la tabla usuarios`);
  // The key may close an index too: a list's order (column, id) read from it alone (docs/api.md 'Lists at 100,000 rows').
  checkTableOptions(decl, where, (column) => column === 'id' || sources.has(column) || Object.hasOwn(decl.scope ?? {}, column));
  if (!decl.permissions.list || !decl.permissions.show) throw new Error(`${where}: faltan permisos de lista o detalle`);
  // A range rule over other rows is checked per saved record, not per line of a load.
  if (decl.bulk && decl.rules?.some((rule) => rule.kind === 'noOverlap')) throw new Error(`${where}: una regla noOverlap no admite carga masiva`);
  // The filter bar's declared filters (core/engine/listFilters.ts), refused at start-up like the rest.
  const filterProblems = listFilterProblems(decl);
  if (filterProblems.length > 0) throw new Error(filterProblems.join('; '));
  return decl;
}

/**
 * A field carries no type's options but its own type's (a JSON list's `jsonList`, not a text's
 * `text`): a block under another type's name would be read by nobody. A list's items, likewise.
 */
function checkTypeOptions(field: FieldDeclaration, where: string): void {
  for (const part of [field, ...(FIELD_TYPES[field.type].parts?.(field) ?? [])]) {
    const foreign = FIELD_TYPE_NAMES.find((type) => type !== part.type && Object.hasOwn(part, type));
    if (foreign) throw new Error(`${where}: el campo ${part.source} (${part.type}) lleva opciones de ${foreign}`);
  }
}

/** A file travels only as a multipart upload of crear/editar: no CSV cell holds one, and it has no order. */
function checkFileFields(decl: ResourceDeclaration, where: string): void {
  const isFile = (source: string) => decl.fields.some((f) => f.source === source && isFileField(f));
  const bulkFile = decl.bulk?.columns.find(isFile);
  if (bulkFile) throw new Error(`${where}: el archivo ${bulkFile} no puede ser columna de la carga masiva`);
  if (isFile(decl.list.sort.field)) throw new Error(`${where}: la lista no se ordena por el archivo ${decl.list.sort.field}`);
}

/** The database options (decl.db): keys and indexes over known columns, checks with plain names. */
function checkTableOptions(decl: ResourceDeclaration, where: string, known: (column: string) => boolean): void {
  const { db } = decl;
  if (!db) return;
  if (decl.person && db.sharedTable === false) throw new Error(`${where}: la tabla usuarios es compartida (sharedTable)`);
  const keys = [...(db.uniqueKeys ?? []).map((columns) => ({ columns, min: 2 })), ...(db.indexes ?? []).map((columns) => ({ columns, min: 1 }))];
  for (const { columns, min } of keys) {
    // A one-column unique key is the field's `unique`.
    if (columns.length < min || new Set(columns).size !== columns.length) throw new Error(`${where}: clave o índice no válido (${columns.join(', ')})`);
    for (const column of columns) if (!known(column)) throw new Error(`${where}: columna desconocida ${column}`);
  }
  for (const [name, condition] of Object.entries(db.checks ?? {})) {
    assertIdentifier(name);
    // One SQL condition, never a statement.
    if (!condition.trim() || condition.includes(';')) throw new Error(`${where}: condición no válida en ${name}`);
  }
}

/** A child names a served parent by name and prefix, through a lookup of the parent's table; one level deep. */
function checkParent(decl: ResourceDeclaration, all: readonly ResourceDeclaration[]): void {
  if (!decl.parent) return;
  const where = `Recurso ${decl.name}`;
  const parent = all.find((d) => d.name === decl.parent?.resource);
  if (!parent || parent.prefix !== decl.parent.prefix) throw new Error(`${where}: recurso padre desconocido ${decl.parent.resource}`);
  if (parent.parent) throw new Error(`${where}: el padre ${parent.name} es a su vez hijo (un solo nivel)`);
  const field = decl.fields.find((f) => f.source === decl.parent?.field);
  const lookup = field ? optionColumnLookup(field) : undefined;
  if (!lookup || lookupOf(lookup).table !== parent.table) {
    throw new Error(`${where}: ${decl.parent.field} debe ser una lista de opciones de la tabla ${parent.table}`);
  }
}

/** Every declaration checked; names (routes) and prefixes (endpoints) must not repeat. */
export function checkDeclarations(declarations: readonly ResourceDeclaration[]): ResourceDeclaration[] {
  const checked = declarations.map(checkDeclaration);
  for (const decl of checked) checkParent(decl, checked);
  if (new Set(checked.map((d) => d.name)).size !== checked.length) throw new Error('Dos recursos comparten nombre');
  if (new Set(checked.map((d) => d.prefix)).size !== checked.length) throw new Error('Dos recursos comparten prefijo');
  // A resource's own codes new to the catalogue, each described.
  permissionCatalogue(checked);
  return checked;
}
