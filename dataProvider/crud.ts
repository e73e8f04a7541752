// react-admin verbs → paths and bodies of the generic endpoints (<prefix>/lista, buscar, detalle,
// crear, editar, exportar; a child's under its parent: curso/7/logro/lista), the bodies typed by the
// schemas the server checks them with (core/engine/crudBodies.ts). Pure functions: no fetch, no state.
import type { Identifier } from 'react-admin';
import { type ExportBody, type ListBody as ApiListBody, MAX_PER_PAGE } from '../core/engine/crudBodies';
import { derivedFilterOf } from '../core/engine/listFilters';
import { apiPath } from '../core/engine/paths';
import type { ResourceDeclaration } from '../core/engine/declaration/resource';
import { writableFields } from '../core/engine/writableFields';
import { missingParentError } from './errors';
import type { ApiRecord } from './responses';

export interface Pagination {
  page: number;
  perPage: number;
}

export interface Sort {
  field: string;
  order: string;
}

/** lista's body as the data provider sends it: every key given. */
export type ListBody = Required<ApiListBody>;

/** A generic endpoint's path; a child's needs its parent's id (parentIdOf). */
export const endpoint = (decl: ResourceDeclaration, verb: string, parentId?: Identifier): string => apiPath(decl, verb, parentId);

const isIdLike = (value: unknown): value is Identifier => (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d+$/.test(value));

/**
 * A child's parent: the call's meta.parentId (getOne has nothing else), else the parent column of
 * the filter or record it carries. undefined for a top-level resource; a child's call without one
 * cannot be sent.
 */
export function parentIdOf(decl: ResourceDeclaration, meta: unknown, ...records: (Record<string, unknown> | undefined)[]): Identifier | undefined {
  const field = decl.parent?.field;
  if (!field) return undefined;
  const fromMeta = typeof meta === 'object' && meta !== null ? (meta as { parentId?: unknown }).parentId : undefined;
  const value = isIdLike(fromMeta) ? fromMeta : records.map((record) => record?.[field]).find(isIdLike);
  if (value === undefined) throw missingParentError(decl.label.many);
  return value;
}

/** Route ids arrive as strings ('12'); the API wants numbers. Anything else goes as is (the server rejects it). */
export function toApiId(id: Identifier): Identifier {
  return typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
}

/** The search text when `filter.q` is long enough for `<prefix>/buscar`, otherwise null. */
export function searchText(decl: ResourceDeclaration, filter: Record<string, unknown> | undefined): string | null {
  const q = filter?.q;
  if (!decl.list.search || typeof q !== 'string') return null;
  const text = q.trim();
  return text.length >= decl.list.search.minLength ? text : null;
}

/** Filters without `q` and without empty values. */
export function serverFilters(filter: Record<string, unknown> | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (key === 'q' || value === undefined || value === '') continue;
    result[key] = value;
  }
  return result;
}

function direction(order: string | undefined): 'ASC' | 'DESC' {
  return String(order).toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
}

/** The list's order as the API names it; the declaration's when react-admin sends none. */
export function listOrder(decl: ResourceDeclaration, sort: Partial<Sort> | undefined): ListBody['orden'] {
  return { campo: sort?.field || decl.list.sort.field, direccion: direction(sort?.order ?? decl.list.sort.order) };
}

export function listBody(
  decl: ResourceDeclaration,
  pagination: Partial<Pagination> | undefined,
  sort: Partial<Sort> | undefined,
  filtros: Record<string, unknown>,
): ListBody {
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.trunc(pagination?.perPage ?? decl.list.perPage)));
  return {
    pagina: Math.max(1, Math.trunc(pagination?.page ?? 1)),
    por_pagina: perPage,
    orden: listOrder(decl, sort),
    filtros,
  };
}

/** <prefix>/exportar's body: the list's order and filters, every page (no pagina/por_pagina), and the file's format. */
export function exportBody<F extends string>(
  decl: ResourceDeclaration,
  sort: Partial<Sort> | undefined,
  filtros: Record<string, unknown>,
  formato: F,
): Required<Pick<ExportBody, 'orden' | 'filtros'>> & { formato: F } {
  return { orden: listOrder(decl, sort), filtros, formato };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'es', { sensitivity: 'base', numeric: true });
}

function matchesFilter(record: ApiRecord, filtros: Record<string, unknown>): boolean {
  return Object.entries(filtros).every(([key, expected]) => {
    const actual = key === 'ids' ? record.id : record[key];
    const accepted = Array.isArray(expected) ? expected : [expected];
    return accepted.some((value) => String(value) === String(actual));
  });
}

/**
 * A search's hits filtered by a declared derived filter (vigencia vencida, tipo permitido) that only
 * the server computes: <prefix>/lista's body over the hits' ids with the list's filters, else null
 * (pageLocally filters the hits by equality; search rows carry the declared filter fields).
 */
export function searchListBody(
  decl: ResourceDeclaration,
  hits: ApiRecord[],
  pagination: Partial<Pagination> | undefined,
  sort: Partial<Sort> | undefined,
  filtros: Record<string, unknown>,
): ListBody | null {
  if (!Object.keys(filtros).some((key) => derivedFilterOf(decl, key) !== undefined)) return null;
  const ids = hits.flatMap(({ id }) => (typeof id === 'number' || typeof id === 'string' ? [toApiId(id)] : []));
  return listBody(decl, pagination, sort, { ...filtros, ids });
}

/** Search results come back whole: filter, sort and paginate them here, as the list view expects. */
export function pageLocally(
  records: ApiRecord[],
  pagination: Partial<Pagination> | undefined,
  sort: Partial<Sort> | undefined,
  filtros: Record<string, unknown>,
): { data: ApiRecord[]; total: number } {
  const filtered = records.filter((record) => matchesFilter(record, filtros));
  if (sort?.field) {
    const sign = direction(sort.order) === 'DESC' ? -1 : 1;
    const field = sort.field;
    filtered.sort((a, b) => {
      const [x, y] = [a[field], b[field]];
      // Blank values go last whatever the direction.
      if (isBlank(x) || isBlank(y)) return isBlank(x) === isBlank(y) ? 0 : isBlank(x) ? 1 : -1;
      return sign * compareValues(x, y);
    });
  }
  const perPage = Math.max(1, pagination?.perPage ?? filtered.length);
  const start = (Math.max(1, pagination?.page ?? 1) - 1) * perPage;
  return { data: filtered.slice(start, start + perPage), total: filtered.length };
}

/** crear body: the declaration's writable create fields present in the data (undefined dropped). */
export function createBody(decl: ResourceDeclaration, data: ApiRecord): ApiRecord {
  const body: ApiRecord = {};
  for (const field of writableFields(decl, 'create')) {
    if (data[field.source] !== undefined) body[field.source] = data[field.source];
  }
  return body;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

/**
 * editar changes: the writable edit fields whose value differs from previousData (every writable
 * field present in the data when there is no previousData). An empty object means nothing changed.
 */
export function changedFields(decl: ResourceDeclaration, data: ApiRecord, previousData?: ApiRecord): ApiRecord {
  const changes: ApiRecord = {};
  for (const field of writableFields(decl, 'edit')) {
    const value = data[field.source];
    if (value === undefined) continue;
    if (previousData && sameValue(value, previousData[field.source])) continue;
    changes[field.source] = value;
  }
  return changes;
}

/** Ids split into batches the server accepts in one lista call. */
export function idBatches(ids: Identifier[]): Identifier[][] {
  const batches: Identifier[][] = [];
  for (let i = 0; i < ids.length; i += MAX_PER_PAGE) batches.push(ids.slice(i, i + MAX_PER_PAGE).map(toApiId));
  return batches;
}
