// Which fields a list may be filtered and ordered by, from the declaration alone: the server's list
// bodies and indexes (server/crud/schemas.ts, listIndexes.ts) and the REST list read them.
import type { FieldDeclaration } from './declaration/field';
import type { ResourceDeclaration } from './declaration/resource';
import { isFileField, isInternalField } from './fields';

/** What a list may be filtered by: every field but internal columns (json). */
export function filterableFields(decl: ResourceDeclaration): FieldDeclaration[] {
  return decl.fields.filter((f) => !isInternalField(f));
}

/**
 * What a list may be ordered by: the id, its declared sort and, unless its headers do not sort, its
 * columns — the orders the list view offers, each read from an index (listIndexes.ts).
 */
export function listSortFields(decl: ResourceDeclaration): [string, ...string[]] {
  const headers = decl.list.sortable === false ? [] : decl.list.columns;
  // A file column reads as a json object (files.ts), which has no order; it is still a filter (null = none).
  const fields = filterableFields(decl).filter((f) => !isFileField(f) && (f.source === decl.list.sort.field || headers.includes(f.source)));
  return ['id', ...fields.map((f) => f.source)];
}
