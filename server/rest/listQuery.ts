// The REST face's list query, ra-data-simple-rest's dialect — sort=["campo","ASC"], range=[0,24],
// filter={…} (`q`: the list's text search; `id`: a list of ids, getMany) — turned into the
// repository's ListQuery with the POST lista's own rules (same sortable fields, same filter values
// and limits: toListQuery). Refusals are Spanish 400s named by the query parameter (filter.<campo>).
import { MESSAGES } from '../../core/engine/validation';
import { echoed } from '../../core/engine/untrustedText';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { ApiError, type FieldErrors, validationError } from '../errors/apiError';
import type { ListQuery } from '../crud/repository';
import { listSortFields } from '../../core/engine/listFields';
import { MAX_PER_PAGE, searchWords, toListQuery } from '../crud/schemas';

export const REST_LIST_MESSAGES = {
  unknownParameter: (name: string) => `Parámetro no permitido: ${echoed(name)}`,
  repeated: 'Debe aparecer una sola vez',
  sort: 'Debe ser una lista JSON: ["campo", "ASC" o "DESC"]',
  range: 'Debe ser una lista JSON de dos enteros: [inicio, fin], inicio ≤ fin',
  rangeTooLong: `El rango admite como máximo ${MAX_PER_PAGE} registros`,
  filter: 'Debe ser un objeto JSON',
  text: 'Debe ser un texto',
  noSearch: 'Este listado no tiene búsqueda por texto',
} as const;

/** The largest first row a range may ask for (the offset stays an int4). */
const MAX_RANGE_START = 2_000_000_000;

const PARAMETERS = ['sort', 'range', 'filter'];

export interface RestListRequest {
  query: ListQuery;
  /** The range's first row (Content-Range). */
  start: number;
  /** A child's parent when the filter names exactly one (getManyReference): read as the POST path's parent. */
  parentId?: number;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** One parameter's JSON value; undefined when absent; an error recorded when repeated or not JSON. */
function jsonParameter(raw: Record<string, unknown>, name: string, errors: FieldErrors, message: string): unknown {
  const value = raw[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    errors[name] = Array.isArray(value) ? REST_LIST_MESSAGES.repeated : message;
    return undefined;
  }
  const parsed = parseJson(value);
  if (parsed === undefined) errors[name] = message;
  return parsed;
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** The same refusal with its fields renamed (the lista's filtros.x → filter.x, texto → filter.q). */
function renamed(error: unknown, names: (key: string) => string): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const errors = Object.fromEntries(Object.entries(error.errors).map(([key, message]) => [names(key), message]));
  return new ApiError(error.status, error.code, error.message, errors);
}

const filterName = (key: string) => (key === 'filtros.ids' ? 'filter.id' : key.replace(/^filtros\./, 'filter.'));

export function parseRestList(decl: ResourceDeclaration, raw: Record<string, unknown>): RestListRequest {
  const errors: FieldErrors = {};
  for (const name of Object.keys(raw)) if (!PARAMETERS.includes(name)) errors[name] = REST_LIST_MESSAGES.unknownParameter(name);

  let sort = decl.list.sort;
  const sortValue = jsonParameter(raw, 'sort', errors, REST_LIST_MESSAGES.sort);
  if (sortValue !== undefined) {
    const [field, order] = Array.isArray(sortValue) && sortValue.length === 2 ? sortValue : [];
    const direction = typeof order === 'string' ? order.toUpperCase() : '';
    if (typeof field !== 'string' || (direction !== 'ASC' && direction !== 'DESC')) errors.sort = REST_LIST_MESSAGES.sort;
    else if (!listSortFields(decl).includes(field)) errors.sort = MESSAGES.unknown(field);
    else sort = { field, order: direction };
  }

  let start = 0;
  let size = MAX_PER_PAGE;
  const rangeValue = jsonParameter(raw, 'range', errors, REST_LIST_MESSAGES.range);
  if (rangeValue !== undefined) {
    const [first, last] = Array.isArray(rangeValue) && rangeValue.length === 2 ? rangeValue : [];
    if (!isInteger(first) || !isInteger(last) || first < 0 || last < first || first > MAX_RANGE_START) errors.range = REST_LIST_MESSAGES.range;
    else if (last - first + 1 > MAX_PER_PAGE) errors.range = REST_LIST_MESSAGES.rangeTooLong;
    else [start, size] = [first, last - first + 1];
  }

  const filterValue = jsonParameter(raw, 'filter', errors, REST_LIST_MESSAGES.filter) ?? {};
  const isObject = typeof filterValue === 'object' && filterValue !== null && !Array.isArray(filterValue);
  if (!isObject) errors.filter ??= REST_LIST_MESSAGES.filter;
  const { q, id, ...filtros } = isObject ? (filterValue as Record<string, unknown>) : {};
  let words: string[] | undefined;
  if (q !== undefined && q !== null && !(typeof q === 'string' && q.trim() === '')) {
    if (typeof q !== 'string') errors['filter.q'] = REST_LIST_MESSAGES.text;
    else if (!decl.list.search) errors['filter.q'] = REST_LIST_MESSAGES.noSearch;
    else {
      try {
        words = searchWords(decl, q);
      } catch (error) {
        throw renamed(error, () => 'filter.q');
      }
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  // getMany sends {id: [...]}; a single id is a list of one.
  if (id !== undefined) filtros.ids = Array.isArray(id) ? id : [id];
  let query: ListQuery;
  try {
    query = toListQuery(decl, { pagina: Math.floor(start / size) + 1, por_pagina: size, orden: { campo: sort.field, direccion: sort.order }, filtros });
  } catch (error) {
    throw renamed(error, filterName);
  }
  const parentValue = decl.parent ? query.filters[decl.parent.field] : undefined;
  return { query: { ...query, offset: start, words }, start, parentId: typeof parentValue === 'number' ? parentValue : undefined };
}

/** `<resource> <first>-<last>/<total>` (an empty page: `<resource> *` + `/<total>`): ra-data-simple-rest reads the total after the slash. */
export function contentRange(decl: ResourceDeclaration, start: number, count: number, total: number): string {
  return count > 0 ? `${decl.name} ${start}-${start + count - 1}/${total}` : `${decl.name} */${total}`;
}
